#!/usr/bin/env bash
# Regenerates the video clips in this directory: four seconds whose text changes every second
# (ALPHA 1111, BRAVO 2222, CHARLIE 3333, DELTA 4444), as MP4/H.264 and WebM/VP9, 10 frames a
# second. The H.264 clip has one key frame, so reading its last second decodes from the start.
# Needs: imagemagick, fonts-dejavu-core, gstreamer1.0-tools, gstreamer1.0-plugins-good (VP9,
# WebM, MP4) and gstreamer1.0-plugins-ugly (x264). Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")"

frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT
n=0
for text in "ALPHA 1111" "BRAVO 2222" "CHARLIE 3333" "DELTA 4444"; do
    convert -size 320x120 xc:white -font DejaVu-Sans -pointsize 32 -fill black \
        -gravity center -annotate +0+0 "$text" "$frames/second$n.png"
    n=$((n + 1))
done

cp "$frames/second3.png" "$frames/second4.png"
cp "$frames/second3.png" "$frames/second5.png"

# One picture a second, repeated by videorate to 10 frames a second; the last ones only let
# videorate fill the fourth second (it repeats a picture until the next), cut at 40 frames.
source="multifilesrc location=$frames/second%d.png index=0 stop-index=5 caps=image/png,framerate=1/1
        ! pngdec ! videoconvert ! videorate ! video/x-raw,framerate=10/1,format=I420 ! identity eos-after=40"
gst-launch-1.0 -q $source ! x264enc key-int-max=100 ! video/x-h264,profile=high ! h264parse ! mp4mux ! filesink location=changing-text.mp4
gst-launch-1.0 -q $source ! vp9enc deadline=1 ! webmmux ! filesink location=changing-text.webm

# The camera's stand-in: a business card (Tests/Documents/card-phone-fax.png) held still in a
# 1280x720 frame for 60 seconds, 10 frames a second, played live by the camera tests and bench.
convert -size 1280x720 xc:white ../Documents/card-phone-fax.png -gravity center -composite -depth 8 "$frames/card.png"
gst-launch-1.0 -q filesrc location="$frames/card.png" ! pngdec ! imagefreeze num-buffers=600 ! video/x-raw,framerate=10/1 \
    ! videoconvert ! video/x-raw,format=I420 ! x264enc key-int-max=50 ! video/x-h264,profile=high ! h264parse ! mp4mux \
    ! filesink location=still-card.mp4

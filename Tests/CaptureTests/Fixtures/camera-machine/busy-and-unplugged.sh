# Runs inside the camera machine (CameraDeviceTests): vivid, the kernel's virtual camera driver,
# is a real V4L2 device; captext camera ($1) meets it busy, then loses it while open.
captext=$1
modprobe vivid n_devs=1 node_types=0x1 || { echo "camera-machine: no vivid"; exit 1; }
export HOME=/root XDG_RUNTIME_DIR=/tmp/runtime CAPTEXT_NO_DAEMON=1 DISPLAY=:5
mkdir -m 700 /tmp/runtime
# The host's X servers' sockets and locks show through /tmp: gone in the machine's copy only.
rm -rf /tmp/.X11-unix /tmp/.X*-lock
Xvfb :5 -screen 0 1024x768x24 -nolisten tcp >/tmp/xvfb.log 2>&1 &
for i in $(seq 1 60); do [ -e /tmp/.X11-unix/X5 ] && break; sleep 0.5; done

# Another application streams from the camera. Streaming, the device refuses a new format:
# only then is it busy for captext. A probe that lands while the streamer negotiates can make
# it give up (once in three runs the device never became busy): a streamer that died is started again.
busy() { v4l2-ctl -d /dev/video0 -v width=640,height=480 2>&1 | grep -q busy; }
for attempt in 1 2 3; do
    gst-launch-1.0 -q v4l2src device=/dev/video0 ! fakesink >/tmp/other.log 2>&1 &
    other=$!
    for i in $(seq 1 40); do busy && break 2; kill -0 $other 2>/dev/null || break; sleep 0.5; done
    kill $other 2>/dev/null; wait $other 2>/dev/null
done
timeout 120 "$captext" camera --device /dev/video0 >/tmp/busy.out 2>/tmp/busy.err
echo "camera-machine: busy exit $?"
echo "camera-machine: busy stderr $(wc -l </tmp/busy.err) lines: $(cat /tmp/busy.err)"
kill $other; wait $other

# The camera is unplugged while captext shows it (vivid's Disconnect control).
timeout 180 "$captext" camera --device /dev/video0 >/tmp/unplug.out 2>/tmp/unplug.err &
camera=$!
for i in $(seq 1 240); do xdotool search --classname captext >/dev/null 2>&1 && break; sleep 0.5; done
echo "camera-machine: preview shown $(xdotool search --classname captext | wc -l)"
sleep 3
v4l2-ctl -d /dev/video0 -c disconnect=1
wait $camera
echo "camera-machine: unplugged exit $?"
echo "camera-machine: unplugged stderr $(wc -l </tmp/unplug.err) lines: $(cat /tmp/unplug.err)"
echo "camera-machine: windows left $(xdotool search --classname captext | wc -l)"

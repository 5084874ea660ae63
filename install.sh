#!/usr/bin/env bash
# Installs captext: the Debian packages it needs, a release build, the binary and its data.
#   ./install.sh                 build and install to ${PREFIX:-/usr/local}
#   ./install.sh --lang kor,jpn  also install those Tesseract language packs
#   ./install.sh --test          also install what the tests need, then test the Debian package and run `swift test`
#   ./install.sh --autostart     also start `captext daemon` at login (XDG autostart, this user)
#   ./install.sh --deb           build captext_VERSION_ARCH.deb here instead of installing
#   ./install.sh --uninstall     remove what ./install.sh put in ${PREFIX:-/usr/local} (its manifest)
# Idempotent and non-interactive.
set -euo pipefail
cd "$(dirname "$0")"

PREFIX=${PREFIX:-/usr/local}
run_tests=0
autostart=0
deb=0
uninstall=0
langs=()
while [ $# -gt 0 ]; do
    case "$1" in
        --test) run_tests=1 ;;
        --autostart) autostart=1 ;;
        --deb) deb=1 ;;
        --uninstall) uninstall=1 ;;
        --lang) shift; IFS=',' read -r -a langs <<<"${1:?--lang needs a list such as kor,jpn}" ;;
        --lang=*) IFS=',' read -r -a langs <<<"${1#--lang=}" ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "install.sh: run as root or install sudo" >&2; exit 1; }
    sudo="sudo"
fi

# Every file install.sh puts in place, and every directory it had to create, one path a line:
# --uninstall removes exactly these.
manifest="$PREFIX/share/captext/install-manifest"

if [ $uninstall -eq 1 ]; then
    if [ ! -f "$manifest" ]; then
        echo "install.sh: no $manifest: nothing installed by install.sh in $PREFIX (PREFIX=$PREFIX)" >&2
        exit 1
    fi
    mapfile -t entries <"$manifest"
    # Files first, then the directories install.sh created, deepest first, when now empty.
    for entry in "${entries[@]}"; do
        if [ "${entry#file }" != "$entry" ]; then $sudo rm -f -- "${entry#file }"; fi
    done
    $sudo rm -f -- "$manifest"
    while IFS= read -r dir; do
        if [ -d "$dir" ]; then $sudo rmdir --ignore-fail-on-non-empty -- "$dir"; fi
    done < <(printf '%s\n' "${entries[@]}" | sed -n 's/^dir //p' | sort -r)
    echo "install.sh: removed captext from $PREFIX (the Debian packages it installed stay)"
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1 || [ ! -f /etc/debian_version ]; then
    echo "install.sh: this system is not Debian-like (no apt-get); install the equivalents of the" >&2
    echo "packages listed in install.sh by hand, then run: swift build -c release --static-swift-stdlib" >&2
    exit 1
fi

# Build and run time: X11 + XTest/XShm/XRandR, Tesseract + Leptonica, libpng, zbar, libphonenumber,
# cairo + pango (overlay and popup text in any script). D-Bus (AT-SPI, IBus, notifications) is
# spoken directly over the bus sockets, with no library. GStreamer (video frames and cameras; its
# types are declared in Sources/CGStreamer, so no -dev package) with the plugins that read
# MP4, WebM, VP9 and cameras (-base, -good) and H.264 (-libav).
packages=(pkg-config libx11-dev libxtst-dev libxext-dev libxrandr-dev libcairo2-dev libpango1.0-dev
          libtesseract-dev libleptonica-dev libpng-dev libzbar-dev libphonenumber-dev
          tesseract-ocr tesseract-ocr-eng
          libgstreamer1.0-0 gstreamer1.0-plugins-base gstreamer1.0-plugins-good gstreamer1.0-libav)
for l in "${langs[@]}"; do
    [ -n "$l" ] && packages+=("tesseract-ocr-$(echo "$l" | tr '_' '-' | tr 'A-Z' 'a-z')")
    # Vietnamese is read with Tesseract's Vietnamese script model first (TesseractLanguages).
    if [ "$l" = vie ]; then packages+=(tesseract-ocr-script-viet); fi
done
if [ $run_tests -eq 1 ]; then
    # Real X server and clients the tests drive (dunst: a notification daemon; chromium and
    # firefox-esr: a browser form; speech-dispatcher: captext live's Ctrl+R, with a private
    # server whose output is a file), extra languages, fonts for rendered fixtures; lintian
    # and man-db check the Debian package and its manual page; gst-launch (-tools) and x264
    # (-ugly) make the video clips (Tests/Fixtures/make-video-fixtures.sh); QEMU boots Debian's
    # kernel with vivid, a virtual camera, on a busybox initramfs for the busy and unplugged
    # camera tests (Tests/CaptureTests/Support/CameraMachine.swift; v4l-utils unplugs it).
    packages+=(xvfb xterm zenity xdotool x11-xkb-utils x11-utils x11-xserver-utils xclip imagemagick
               tesseract-ocr-deu tesseract-ocr-kor tesseract-ocr-jpn tesseract-ocr-vie tesseract-ocr-script-viet
               tesseract-ocr-chi-sim tesseract-ocr-fra fonts-noto-cjk fonts-dejavu-core xfonts-base
               at-spi2-core dbus dbus-x11 python3-gi gir1.2-gtk-3.0 gir1.2-atspi-2.0 python3-pyqt5 ibus ibus-gtk3
               dunst chromium firefox-esr speech-dispatcher lintian man-db
               gstreamer1.0-tools gstreamer1.0-plugins-ugly
               qemu-system-x86 linux-image-amd64 busybox-static cpio v4l-utils)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "install.sh: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

command -v swift >/dev/null 2>&1 || { echo "install.sh: the Swift toolchain (swift) is not on PATH" >&2; exit 1; }

# `captext --version` names the commit it was built from: stamped here, in a file git ignores.
# Without git metadata (an exported tree) there is no stamp and the commit is `unknown`.
stamp=Sources/captext/BuildStamp+Commit.swift
# (Only this tree's own git metadata: not that of a repository it was unpacked inside.)
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ] && commit=$(git rev-parse --short=12 HEAD 2>/dev/null); then
    [ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || commit="$commit-dirty"
    stamp_text="// Written by install.sh; ignored by git (see BuildStamp.swift).
extension BuildStamp { static var stampedCommit: String { \"$commit\" } }"
    # Rewritten only when it changes, so that an unchanged tree does not rebuild.
    [ "$(cat "$stamp" 2>/dev/null)" = "$stamp_text" ] || printf '%s\n' "$stamp_text" >"$stamp"
else
    rm -f "$stamp"
fi

# The Swift runtime linked in: ~8 ms less dynamic linking at every start. bench/build-captext
# builds the same way.
swift build -c release --static-swift-stdlib --product captext
swift build -c release --static-swift-stdlib --product CaptextPhoneNumber
# swift-argument-parser's man page writer, run on the binary below.
swift build -c release --static-swift-stdlib --product generate-manual
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)

# The manual page and the shell completions, made from the command definitions; the page
# names the files where this install (or the package, under /usr) puts them.
generated=.build/packaging
mkdir -p "$generated"
generate() {  # generate PREFIX: the man page and completions for that prefix, in $generated
    packaging/make-manpage "$bin/captext" "$bin/generate-manual" "$1" "$generated/captext.1"
    # (bash-completion sources the file: no #! line)
    "$bin/captext" --generate-completion-script bash | sed '1{/^#!/d}' >"$generated/captext.bash"
    "$bin/captext" --generate-completion-script zsh >"$generated/_captext"
    "$bin/captext" --generate-completion-script fish >"$generated/captext.fish"
}

if [ $deb -eq 1 ]; then
    generate /usr
    packaging/build-deb "$bin" "$generated" .
    exit 0
fi

generate "$PREFIX"
installed=()
created_dirs=()
make_dir() {  # make_dir DIR: creates DIR and its missing parents, noting each one created
    local d=$1 missing_dirs=()
    while [ ! -d "$d" ]; do missing_dirs=("$d" "${missing_dirs[@]}"); d=$(dirname "$d"); done
    for d in "${missing_dirs[@]}"; do $sudo install -d -m 0755 "$d"; created_dirs+=("$d"); done
}
put() {  # put MODE SOURCE DESTINATION
    make_dir "$(dirname "$3")"
    $sudo install -m "$1" "$2" "$3"
    installed+=("$3")
}
put 0755 "$bin/captext" "$PREFIX/bin/captext"
# Loaded by captext on first use; its run path names ../lib/captext.
put 0644 "$bin/libCaptextPhoneNumber.so" "$PREFIX/lib/captext/libCaptextPhoneNumber.so"
while IFS= read -r -d '' f; do
    mode=0644; [ -x "Assets/$f" ] && mode=0755
    put "$mode" "Assets/$f" "$PREFIX/share/captext/$f"
done < <(cd Assets && find . -type f -printf '%P\0' | sort -z)
# The daemon's autostart entry and systemd user unit name the installed binary; the unit is
# installed disabled (README: "Start the daemon at login").
for f in captext.desktop captext.service; do
    $sudo sed -i "s|@PREFIX@|$PREFIX|g" "$PREFIX/share/captext/$f"
done
put 0644 "$PREFIX/share/captext/captext.service" "$PREFIX/lib/systemd/user/captext.service"
gzip -9nc "$generated/captext.1" >"$generated/captext.1.gz"
put 0644 "$generated/captext.1.gz" "$PREFIX/share/man/man1/captext.1.gz"
# Where each shell looks by itself: bash-completion and fish in $XDG_DATA_DIRS (/usr/local/share
# and /usr/share), zsh in its site-functions.
put 0644 "$generated/captext.bash" "$PREFIX/share/bash-completion/completions/captext"
put 0644 "$generated/_captext" "$PREFIX/share/zsh/site-functions/_captext"
put 0644 "$generated/captext.fish" "$PREFIX/share/fish/vendor_completions.d/captext.fish"
if [ $autostart -eq 1 ]; then
    # For the user who runs the installer, also through sudo.
    home=$(getent passwd "${SUDO_USER:-$(id -un)}" | cut -d: -f6)
    autostart_dir="${XDG_CONFIG_HOME:-$home/.config}/autostart"
    d=$autostart_dir missing_dirs=()
    while [ ! -d "$d" ]; do missing_dirs=("$d" "${missing_dirs[@]}"); d=$(dirname "$d"); done
    for d in "${missing_dirs[@]}"; do
        install -d "$d"
        if [ -n "${SUDO_USER:-}" ]; then chown "$SUDO_USER": "$d"; fi
        created_dirs+=("$d")
    done
    install -m 0644 "$PREFIX/share/captext/captext.desktop" "$autostart_dir/captext.desktop"
    if [ -n "${SUDO_USER:-}" ]; then chown "$SUDO_USER": "$autostart_dir/captext.desktop"; fi
    installed+=("$autostart_dir/captext.desktop")
    echo "install.sh: captext daemon starts at your next login ($autostart_dir/captext.desktop)"
fi

# The manifest: this run's files and created directories, with those of earlier runs still
# there (an earlier --autostart, a directory created then).
{
    if [ -f "$manifest" ]; then
        while IFS= read -r line; do
            if [ -e "${line#* }" ]; then echo "$line"; fi
        done <"$manifest"
    fi
    for f in "${installed[@]}"; do echo "file $f"; done
    for d in "${created_dirs[@]}"; do echo "dir $d"; done
} | sort -u >"$generated/install-manifest"
$sudo install -m 0644 "$generated/install-manifest" "$manifest"
echo "install.sh: installed $PREFIX/bin/captext, $PREFIX/lib/captext, $PREFIX/share/captext, the manual page," \
     "bash, zsh and fish completions, $PREFIX/lib/systemd/user/captext.service (list: $manifest)"

if [ $run_tests -eq 1 ]; then
    # The Debian package, from the build above, installed into a throw-away root.
    generate /usr
    packaging/build-deb "$bin" "$generated" "$generated"
    packaging/test-deb "$generated"/captext_*.deb
    swift test
fi

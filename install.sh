#!/usr/bin/env bash
# Installs captext: the Debian packages it needs, a release build, the binary and its data.
#   ./install.sh                 build and install to ${PREFIX:-/usr/local}
#   ./install.sh --lang kor,jpn  also install those Tesseract language packs
#   ./install.sh --test          also install what the tests need, then run `swift test`
#   ./install.sh --autostart     also start `captext daemon` at login (XDG autostart, this user)
# Idempotent and non-interactive.
set -euo pipefail
cd "$(dirname "$0")"

PREFIX=${PREFIX:-/usr/local}
run_tests=0
autostart=0
langs=()
while [ $# -gt 0 ]; do
    case "$1" in
        --test) run_tests=1 ;;
        --autostart) autostart=1 ;;
        --lang) shift; IFS=',' read -r -a langs <<<"${1:?--lang needs a list such as kor,jpn}" ;;
        --lang=*) IFS=',' read -r -a langs <<<"${1#--lang=}" ;;
        -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

if ! command -v apt-get >/dev/null 2>&1 || [ ! -f /etc/debian_version ]; then
    echo "install.sh: this system is not Debian-like (no apt-get); install the equivalents of the" >&2
    echo "packages listed in install.sh by hand, then run: swift build -c release --static-swift-stdlib" >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "install.sh: run as root or install sudo" >&2; exit 1; }
    sudo="sudo"
fi

# Build and run time: X11 + XTest/XShm/XRandR, Tesseract + Leptonica, libpng, zbar, libphonenumber,
# cairo + pango (overlay and popup text in any script). D-Bus (AT-SPI, IBus, notifications) is
# spoken directly over the bus sockets, with no library.
packages=(pkg-config libx11-dev libxtst-dev libxext-dev libxrandr-dev libcairo2-dev libpango1.0-dev
          libtesseract-dev libleptonica-dev libpng-dev libzbar-dev libphonenumber-dev
          tesseract-ocr tesseract-ocr-eng)
for l in "${langs[@]}"; do
    [ -n "$l" ] && packages+=("tesseract-ocr-$(echo "$l" | tr '_' '-' | tr 'A-Z' 'a-z')")
done
if [ $run_tests -eq 1 ]; then
    # Real X server and clients the tests drive (dunst: a notification daemon; chromium and
    # firefox-esr: a browser form), extra languages, fonts for rendered fixtures.
    packages+=(xvfb xterm zenity xdotool x11-xkb-utils x11-utils x11-xserver-utils xclip imagemagick
               tesseract-ocr-deu tesseract-ocr-kor tesseract-ocr-jpn tesseract-ocr-vie
               tesseract-ocr-chi-sim tesseract-ocr-fra fonts-noto-cjk fonts-dejavu-core xfonts-base
               at-spi2-core dbus dbus-x11 python3-gi gir1.2-gtk-3.0 gir1.2-atspi-2.0 python3-pyqt5 ibus ibus-gtk3
               dunst chromium firefox-esr)
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
# The Swift runtime linked in: ~8 ms less dynamic linking at every start. bench/build-captext
# builds the same way.
swift build -c release --static-swift-stdlib --product captext
swift build -c release --static-swift-stdlib --product CaptextPhoneNumber
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
$sudo install -d "$PREFIX/bin" "$PREFIX/share/captext" "$PREFIX/lib/captext"
$sudo install -m 0755 "$bin/captext" "$PREFIX/bin/captext"
# Loaded by captext on first use; its run path names ../lib/captext.
$sudo install -m 0644 "$bin/libCaptextPhoneNumber.so" "$PREFIX/lib/captext/libCaptextPhoneNumber.so"
$sudo cp -R Assets/. "$PREFIX/share/captext/"
# The daemon's autostart entry and systemd user unit name the installed binary; the unit is
# installed disabled (README: "Start the daemon at login").
for f in captext.desktop captext.service; do
    $sudo sed -i "s|@PREFIX@|$PREFIX|g" "$PREFIX/share/captext/$f"
done
$sudo install -d "$PREFIX/lib/systemd/user"
$sudo install -m 0644 "$PREFIX/share/captext/captext.service" "$PREFIX/lib/systemd/user/captext.service"
echo "install.sh: installed $PREFIX/bin/captext, $PREFIX/lib/captext, $PREFIX/share/captext, $PREFIX/lib/systemd/user/captext.service"
if [ $autostart -eq 1 ]; then
    # For the user who runs the installer, also through sudo.
    home=$(getent passwd "${SUDO_USER:-$(id -un)}" | cut -d: -f6)
    autostart_dir="${XDG_CONFIG_HOME:-$home/.config}/autostart"
    install -d "$autostart_dir"
    install -m 0644 "$PREFIX/share/captext/captext.desktop" "$autostart_dir/captext.desktop"
    if [ -n "${SUDO_USER:-}" ]; then chown "$SUDO_USER": "$autostart_dir/captext.desktop"; fi
    echo "install.sh: captext daemon starts at your next login ($autostart_dir/captext.desktop)"
fi

if [ $run_tests -eq 1 ]; then
    swift test
fi

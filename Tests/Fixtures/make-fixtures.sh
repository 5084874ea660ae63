#!/usr/bin/env bash
# Regenerates the test images in this directory. Text is laid out by Pango (the renderer
# GTK applications use) through ImageMagick, with the DejaVu and Noto CJK fonts Debian ships.
# Needs: imagemagick, fonts-dejavu-core, fonts-noto-cjk. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")"

render() {  # render OUT FONT BG FG TEXT [extra convert options...]
    local out=$1 font=$2 bg=$3 fg=$4 text=$5; shift 5
    convert -density 96 -background "$bg" \
        pango:"<span font=\"$font\" foreground=\"$fg\">$text</span>" \
        -bordercolor "$bg" -border 12 "$@" "$out"
}

# One clean line, and the same line in every container format captext reads.
render hello.png "DejaVu Sans 14" white black "Invoice 2024-117 is due on Friday"
convert hello.png -quality 92 hello.jpg
convert hello.png -compress lzw hello.tif
convert hello.png -type Grayscale -compress none BMP3:hello.bmp
convert hello.png -compress none hello.pgm
convert hello.png -define webp:lossless=true hello.webp
convert hello.png hello.gif
# Print workflows save CMYK JPEGs: four samples a pixel, none of them alpha.
convert hello.png -colorspace CMYK -quality 92 hello-cmyk.jpg
# Phone photos: the sensor's pixels, and an EXIF Orientation tag saying how to show them
# (6: turned a quarter clockwise, little-endian EXIF; 3: half a turn, big-endian).
with_orientation() {  # IN OUT ORIENTATION II|MM
    python3 - "$@" <<'PY'
import struct, sys
source, target, orientation, order = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
e = ">" if order == "MM" else "<"
tiff = order.encode() + struct.pack(e + "HI", 42, 8) + struct.pack(e + "H", 1) \
    + struct.pack(e + "HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(e + "I", 0)
app1 = b"Exif\0\0" + tiff
data = open(source, "rb").read()
open(target, "wb").write(data[:2] + b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + data[2:])
PY
}
convert hello.png -rotate -90 -quality 92 turned.jpg && with_orientation turned.jpg hello-exif6.jpg 6 II
convert hello.png -rotate 180 -quality 92 turned.jpg && with_orientation turned.jpg hello-exif3.jpg 3 MM
rm turned.jpg
# PNG variants that need libpng's transformations.
convert hello.png -interlace PNG interlaced.png
convert hello.png -colors 16 PNG8:palette.png
convert hello.png -colorspace Gray -depth 16 -define png:color-type=0 -define png:bit-depth=16 gray16.png
convert -density 96 -background none pango:"<span font=\"DejaVu Sans 14\" foreground=\"#202020\">Invoice 2024-117 is due on Friday</span>" \
    -bordercolor none -border 12 PNG32:transparent.png
convert transparent.png -define webp:lossless=true transparent.webp

# Structure: two paragraphs of two lines each.
render paragraphs.png "DejaVu Sans 12" white black \
"Your order has shipped.
It should arrive on Monday.

Questions? Reply to this email
and we will help you."
# A scanner's document: two pages in one TIFF.
convert hello.png paragraphs.png -compress lzw pages.tif

# Light text on a dark theme, small as on a 1x screen.
render dark.png "DejaVu Sans Mono 9" "#1e1e1e" "#d4d4d4" "make: *** No rule to make target 'install'.  Stop."

# Scripts: Japanese and Korean UI strings, Vietnamese with stacked diacritics.
render japanese.png "Noto Sans CJK JP 14" white black "設定を保存しました"
# Curly quotes of a typeset sentence (a 6 and a 9, slanted), beside which `eng` reads a
# screen's straight ones as curly too (japanese-quotes.png below).
render curly-quotes.png "DejaVu Sans 11" white black "He said ‘hello’ and “goodbye” to the users’ files."
# Enough Japanese for Tesseract's script detection (OSD), which skips fewer than 50 characters.
render japanese-paragraph.png "Noto Sans CJK JP 14" white black "設定を保存しました。アプリケーションを再起動すると、
新しい設定が有効になります。変更を元に戻すには、
設定画面で「初期値に戻す」を選択してください。"
render korean.png "Noto Sans CJK KR 14" white black "설정을 저장했습니다"
render chinese.png "Noto Sans CJK SC 14" white black "保存设置后重新启动应用程序"
render vietnamese.png "DejaVu Sans 14" white black "Tiếng Việt có dấu đầy đủ"

# Nothing to read: a flat panel with a faint gradient.
convert -size 300x120 gradient:"#f4f4f4-#e8e8e8" blank.png

# A light page with a dark terminal strip below it, as in a full screenshot.
convert hello.png dark.png -background white -gravity West -append mixed.png

# A large bold heading, whose thick strokes must not be taken for a dark region.
render bold-heading.png "DejaVu Sans Bold 33" "#eef3fb" "#0b2a5b" "BOARDING PASS"

# A photo-like tilt: a short paragraph turned 5 degrees clockwise.
render tilted.png "DejaVu Sans 14" white black "Invoice 2024-117 is due on Friday
Please pay by bank transfer
Thank you for your order" -rotate 5

# A small, blurred, grey phone number: the first reading takes 646 for 666 (no such area
# code), the second look with only phone characters reads it right.
convert -size 300x30 xc:white -font DejaVu-Sans-Mono -pointsize 8 -fill gray55 -annotate +6+19 "Tel (646) 739-8156" -blur 0x1.0 blurred-phone.png

# Korean with English words: kor+eng reads 안 as "Ot", which kor alone reads right.
render korean-english.png "Noto Sans Mono CJK KR 14" white black "AutoRemover가 뭔가를 망가뜨린 것으로 보입니다. 이 문제는 실제
안 됩니다. apt에 대해 버그 보고를 하십시오."

# A dark GTK dialog in Korean with Latin words glued to particles ("apt에", "AutoRemover가"),
# cut from a page of bench/page-accuracy (zenity --info, Adwaita dark, Noto Sans CJK KR).
convert ../../bench/page-accuracy/corpus/p27-kor-info-article.png -crop 733x152+24+35 +repage korean-dialog.png

# A ruled table in Chromium (ISO 3166 codes) whose header cells and one name wrap onto two
# lines, from a page of bench/page-accuracy.
convert ../../bench/page-accuracy/corpus/p05-table-textinfo.png -crop 440x350+25+52 +repage ruled-table.png

# Korean help text in xterm (a monospaced CJK font: a syllable every two cells, a space one
# cell), from a page of bench/page-accuracy.
convert ../../bench/page-accuracy/corpus/p18-kor-xterm-web.png -crop 700x126+40+103 +repage korean-terminal.png

# Korean terminal lines around Latin options, and a German dialog whose umlauts eng reads as
# plain letters ("vollstandig"), from bench/ocr-accuracy's tune crops: `--lang auto` tells
# the script by each line, the Latin language by the function words.
cp ../../bench/ocr-accuracy/corpus/kor-korlat-xterm-mono11-light-tight.png korean-options.png
# Korean terminal lines set 5 px apart on a solarized xterm, cropped tight (a tune crop):
# Tesseract's uniform block took other rows for its lines and read them out of order.
cp ../../bench/ocr-accuracy/corpus/kor-korlat-xterm-mono12-solarized-tight.png korean-close-lines.png
cp ../../bench/ocr-accuracy/corpus/deu-zenity-info10-dark-tight.png german-dialog.png
# Three German windows side by side (a terminal, a short dialog, a list): bench/page-accuracy's p07.
cp ../../bench/page-accuracy/corpus/p07-deu-three.png german-windows.png
# Vietnamese photographed from a dark page, far: eng reads it unsure, its marks as look-alikes.
cp ../../bench/ocr-accuracy/corpus/vie-photo-chromium-sans10-dark-far.jpg photographed-vietnamese.jpg
# Chinese help lines citing Latin commands (rmt, COMMAND), rust on steel blue, and a
# Vietnamese dialog whose neighbouring lines' accents a CJK model reads as kana: tune crops.
cp ../../bench/ocr-accuracy/corpus/chi-lowcontrast-chromium-isolum14-dark-tight.png chinese-commands.png
cp ../../bench/ocr-accuracy/corpus/vie-zenity-info8-dark-tight.png vietnamese-dialog.png
# Vietnamese serif text in plum on a background as bright (a tune crop): four "đặt".
cp ../../bench/ocr-accuracy/corpus/vie-lowcontrast-chromium-isolum12-plum-tight.png vietnamese-serif.png
# Vietnamese grey on near black under a light-blue bar (a tune crop): the tones of its last
# line stand above the cut stems when a selection cuts the line through.
cp ../../bench/ocr-accuracy/corpus/vie-lowcontrast-chromium-dim13-dark-tight.png vietnamese-dim.png
# A Vietnamese list at equal luminance whose `đối số` the script model and `Vietnamese+vie`
# read `đổi số`, and `vie` right (a tune crop).
cp ../../bench/ocr-accuracy/corpus/vie-lowcontrast-chromium-isolum13-fern-tight.png vietnamese-low-contrast.png
# A Japanese dialog's message and a Vietnamese help text whose second line opens with accents
# over its letters (`0  nếu ổn,`): tune crops, cut through their first line.
cp ../../bench/ocr-accuracy/corpus/jpn-zenity-info9-light-tight.png japanese-dialog.png
cp ../../bench/ocr-accuracy/corpus/vie-zenity-textinfo12-dark-tight.png vietnamese-help.png
# A Vietnamese help text in a terminal (DejaVu Sans Mono 10), nine lines read in two bands,
# whose `lại` and `thu hồi` the mixed model `Vietnamese+vie` reads `Lại`, `thu hối` (a tune crop).
cp ../../bench/ocr-accuracy/corpus/vie-xterm-dejavu10-light-tight.png vietnamese-terminal.png
# A Japanese list of country names in katakana, and a Vietnamese list under a heading on a
# blue bar whose dots below (`dịch`, `trợ`) stand apart: tune crops, cut through a line.
cp ../../bench/ocr-accuracy/corpus/jpn-zenity-list14-dark-tight.png japanese-list.png
cp ../../bench/ocr-accuracy/corpus/vie-lowcontrast-chromium-list11-light-tight.png vietnamese-list.png
# German cards whose bottom row the crop's bottom edge cuts through their sides: a tune crop.
# A photographed flyer whose phone number in DejaVu Sans Mono has dotted zeros: a tune
# document of bench/form-fill.
cp ../../bench/form-fill/corpus/us-flyer-3-photo.jpg photographed-flyer.jpg
cp ../../bench/ocr-accuracy/corpus/deu-cards-chromium-dashboard12-light-loose.png german-cards.png
# Korean help text with Latin options in a terminal, whose top line a selection cuts through
# the middle of its syllables (a tune crop).
cp ../../bench/ocr-accuracy/corpus/kor-korlat-xterm-mono11-light-tight.png korean-help-terminal.png
# A dark dialog's list of gestures, whose top line (`Trash`) a selection cuts below its small
# letters' tops (a tune crop).
cp ../../bench/ocr-accuracy/corpus/eng-zenity-forms10-dark-tight.png gesture-list-dark.png
# German help text of options `-s,`, `-v,`, `-l,` that eng+deu read as capitals (a tune crop).
cp ../../bench/ocr-accuracy/corpus/deu-zenity-textinfo9-light-tight.png german-options.png
# Japanese messages quoting 'word', 'endef' with Noto Sans CJK's upright ticks, which jpn+eng
# reads as curly quotes (a tune crop).
cp ../../bench/ocr-accuracy/corpus/jpn-twocol-chromium-noto12-light-tight.png japanese-quotes.png
# Japanese messages opening with kana and kanji ("次の", "疎な") that jpn+eng reads as sure
# Latin words ("RO", "BRU"): a tune crop.
cp ../../bench/ocr-accuracy/corpus/jpn-twocol-chromium-noto11-light-loose.png japanese-options.png
# A German dialog with its icon, which a CJK model reads as one character (p41's dialog).
convert ../../bench/page-accuracy/corpus/p41-tight-table-list.png -crop 572x120+527+363 +repage german-dialog-icon.png
# A Korean terminal, a web table of Korean and Latin cells, an English text: bench/page-accuracy's p18.
cp ../../bench/page-accuracy/corpus/p18-kor-xterm-web.png korean-windows.png

# One cell of that table ("LTU") with a white border: Leptonica's skew search warns on it.
convert ../../bench/page-accuracy/corpus/p05-table-textinfo.png -crop 41x26+291+204 +repage \
    -bordercolor white -border 12 table-cell.png

# Buttons of several colours in a row, each label in a hue close in brightness to its
# button, with the page around them: read button by button, each on its own colour.
convert -size 380x50 xc:"#f6f6f6" -font DejaVu-Sans -pointsize 13 \
    -fill "#7a4aa8" -draw "roundrectangle 4,9 78,37 4,4" -fill "#2a2a8a" -annotate +16+28 "Credits" \
    -fill "#f0a030" -draw "roundrectangle 88,9 168,37 4,4" -fill "#ffffff" -annotate +100+28 "Enabled" \
    -fill "#30a040" -draw "roundrectangle 178,9 298,37 4,4" -fill "#c03030" -annotate +190+28 "Options" \
    -fill "#4a7a4a" -draw "roundrectangle 308,9 372,37 4,4" -fill "#1a4a1a" -annotate +320+28 "Label" \
    coloured-buttons.png

# card-window-edge.png is not rendered here: it is a 1000x500 crop of a screenshot of
# Tests/CaptureTests/Fixtures/card-phone-fax.png shown by ImageMagick `display -geometry +0+0`
# on a black 1280x800 Xvfb root (`import -window root`), so the window's edge runs down its right side.

# xterm windows (DejaVu Sans Mono 16, an unfocused xterm's hollow cursor) on Xvfb's black
# desktop, whose edges fall inside the layout's background squares: one window as wide as the
# crop, one whose first column is flush with its left edge.
desktop=:$(shuf -i 300-900 -n 1)
Xvfb "$desktop" -screen 0 1280x800x24 -nolisten tcp & xvfb=$!
sleep 1
DISPLAY=$desktop xterm -bg white -fg black -fa "DejaVu Sans Mono" -fs 16 -geometry 40x3+0+120 \
    -e sh -c "printf 'Copy these four words\nor mail bob@example.com\n'; exec sleep 30" &
DISPLAY=$desktop xterm -bg white -fg black -fa "DejaVu Sans Mono" -fs 16 -geometry 30x2+800+300 \
    -e sh -c "printf 'Second monitor words\n'; exec sleep 30" &
sleep 2
DISPLAY=$desktop import -window root desktop.png
kill $xvfb
convert desktop.png -crop 500x200+0+20 +repage terminal-on-dark-desktop.png
convert desktop.png -crop 420x100+780+280 +repage terminal-edge.png
rm desktop.png

# Two xterms (DejaVu Sans Mono 11) waiting at a prompt, the cursor after it: the focused one's
# solid, the other's hollow.
desktop=:$(shuf -i 300-900 -n 1)
Xvfb "$desktop" -screen 0 1280x800x24 -nolisten tcp & xvfb=$!
sleep 1
for place in 0+0 0+200; do
    DISPLAY=$desktop xterm -bg white -fg black -fa "DejaVu Sans Mono" -fs 11 -geometry 40x3+$place \
        -e sh -c "printf 'user@host:~\$ echo Copy these words\nCopy these words\nuser@host:~\$ '; exec sleep 30" &
done
sleep 2
DISPLAY=$desktop xdotool windowfocus "$(DISPLAY=$desktop xdotool search --class xterm | head -1)"
sleep 0.5
DISPLAY=$desktop import -window root desktop.png
kill $xvfb
convert desktop.png -crop 400x80+0+0 +repage terminal-cursor.png
convert desktop.png -crop 400x80+0+200 +repage terminal-cursor-unfocused.png
rm desktop.png

# A focused xterm whose cursor was moved back over the `s` of `notes.txt`, shown in reverse.
desktop=:$(shuf -i 300-900 -n 1)
Xvfb "$desktop" -screen 0 1280x800x24 -nolisten tcp & xvfb=$!
sleep 1
DISPLAY=$desktop xterm -bg white -fg black -fa "DejaVu Sans Mono" -fs 11 -geometry 40x3+0+0 \
    -e sh -c "printf 'user@host:~\$ echo Copy these words\nCopy these words\nuser@host:~\$ cat notes.txt\033[5D'; exec sleep 30" &
sleep 2
DISPLAY=$desktop xdotool windowfocus "$(DISPLAY=$desktop xdotool search --class xterm | head -1)"
sleep 0.5
DISPLAY=$desktop import -window root desktop.png
kill $xvfb
convert desktop.png -crop 400x80+0+0 +repage terminal-cursor-over-character.png
rm desktop.png

# A phone photo of a printed note (as bench/ocr-accuracy/make-corpus-photos takes them):
# enlarged, paper texture, light falling to 50 % at the bottom right, a warm cast, turned
# 1.5 degrees, defocused, sensor noise, JPEG 70. One threshold for the whole photo loses the
# dark corner's words; divided by its own background it reads whole.
render photographed-note.png "DejaVu Serif 13" "#fbf8f0" "#202020" "Invoice 2024-117 is due on Friday.
Please pay by bank transfer to the account below
and quote the invoice number with your payment." -filter Catrom -resize 150% -bordercolor "#fbf8f0" -border 16
convert photographed-note.png -seed 7 \
    \( +clone -fill "gray(50%)" -colorize 100 -attenuate 1 +noise Gaussian -colorspace gray -blur 0x2 -auto-level +level 88%,100% \) \
    -compose Multiply -composite \
    \( +clone -sparse-color Barycentric "0,0 gray(100%) %[fx:w],%[fx:h] gray(50%)" \) -compose Multiply -composite \
    \( +clone -fill "rgb(255,240,215)" -colorize 100 \) -compose Multiply -composite -compose Over \
    -virtual-pixel background -background "#5d574e" -distort SRT 1.5 \
    -blur 0x0.8 -attenuate 0.5 +noise Gaussian -quality 70 -strip photographed-note.jpg
rm photographed-note.png

# A code editor: its file list on a panel a few levels lighter (#252526) than the text beside
# it (#1e1e1e), whose lines have another pitch; a comment in dim green, a keyword in blue.
render code-editor-files.png "DejaVu Sans 10" "#252526" "#cccccc" "EXPLORER
  Sources
    main.swift
    Parser.swift
    Lexer.swift
  Tests
  Package.swift
  README.md" -gravity northwest -extent 200x210
render code-editor-text.png "DejaVu Sans Mono 9" "#1e1e1e" "#d4d4d4" "<span foreground=\"#6a9955\">// Reads the configuration file and returns its sections.</span>
<span foreground=\"#569cd6\">func</span> loadSections(from path: String) throws -&gt; [Section] {
    let text = try String(contentsOfFile: path)
    var sections: [Section] = []
    for line in text.split(separator: \";\") {
        if line.hasPrefix(\"[\") {
            sections.append(Section(name: String(line)))
        }
    }
    return sections
}" -gravity northwest -extent 560x210
convert code-editor-files.png code-editor-text.png +append +repage -depth 8 code-editor.png
rm code-editor-files.png code-editor-text.png

# A chat: a reply of two lines, white on a blue bubble with rounded corners (54 px tall, beyond
# what a one-line button is), on a white window.
convert -density 96 -background "#0084ff" \
    pango:"<span font=\"DejaVu Sans 10\" foreground=\"white\">Exactly. Call me on 0117 496 0123
if you are late.</span>" chat-bubble-text.png
convert -size 460x100 xc:white -fill "#0084ff" -draw "roundrectangle 160,22 435,76 16,16" \
    chat-bubble-text.png -geometry +172+31 -composite -depth 8 chat-bubble.png
rm chat-bubble-text.png

# Identifiers in a code editor's monospaced font (Tesseract drops the underscores of enlarged
# text), and a sentence with an underlined link of two words (the underline is no underscore).
render code-identifiers.png "DejaVu Sans Mono 11" "#1e1e1e" "#d4d4d4" "my_var = other_value_here + read_config_file()"
render underlined-link.png "DejaVu Sans 11" white "#202020" "Read the <span foreground=\"#1a0dab\"><u>user guide</u></span> before you start."

# photographed-card.jpg is not made here: it is bench/form-fill/corpus/uk-hotel-card-1-photo.jpg
# (bench/form-fill/make-corpus), a hotel card photographed 4° off level, whose tilt Leptonica
# measures with a confidence of 1.5 only.
# photographed-dark-card.jpg neither: bench/form-fill/corpus/fr-business-card-1-photo.jpg, a dark
# card in a light frame, 3.3° off level, whose small text gives no skew peak at its own size.
# photographed-hotel-card.jpg: bench/form-fill/corpus/fr-hotel-card-2-photo.jpg, where Tesseract
# joins two groups of the phone number ("04 91 55 2017").
# Japanese documents photographed, whose script the CJK survey read wrong: a boarding pass whose
# kanji-alone lines outnumber its kana ones (a tune document of bench/form-fill,
# jp-boarding-pass-1-photo2.jpg), and a dark flyer whose blurred lines the survey's kor read as
# unsure Hangul (jp-flyer-3-photo2.jpg of `bench/form-fill/make-corpus --reshoot d --only '^jp-flyer-3$' DIR`).
cp ../../bench/form-fill/corpus/jp-boarding-pass-1-photo2.jpg photographed-japanese-boarding-pass.jpg
# A German hotel card, too few words to name its language, at a .de domain: a tune document of bench/form-fill.
cp ../../bench/form-fill/corpus/de-hotel-card-1-screenshot.png german-hotel-card.png
# A Japanese hotel card whose address line alone a survey takes for Korean: a tune document of bench/form-fill.
cp ../../bench/form-fill/corpus/jp-hotel-card-2-screenshot.png japanese-hotel-card.png

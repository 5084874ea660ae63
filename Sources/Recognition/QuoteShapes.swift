/// Tesseract's `eng` model reads a straight quote (`'`, `"`: a vertical tick, tapered in many
/// screen fonts) as a curly one (`‘`, `’`, `“`, `”`) on screens whose messages print straight
/// ones ('word' in a Japanese help text read `jpn+eng`). The tick's ink tells them apart: a
/// curly quote is a 6 or a 9 whose top stands right of its bottom; a straight one is upright.
enum QuoteShapes {
    static let curly: [Character: Character] = ["‘": "'", "’": "'", "“": "\"", "”": "\""]

    /// Under this slant either way (the top third's ink right of the bottom third's, over the
    /// tick's height) a tick is upright. Measured on the tune crops whose straight quotes `eng`
    /// read curly: −0.06–0.05; on curly quotes rendered by Pango or in the crops' Vietnamese
    /// messages: 0.065–0.33 in DejaVu Sans, Serif and Mono, Liberation Sans and the fixed 8x13
    /// bitmap, −0.07 to −0.15 in Noto Serif CJK. A tick between stays as read. Noto Sans CJK's
    /// own curly quotes are upright (0.01–0.045): they come out straight.
    static let uprightSlant = 0.04

    /// `blocks` with each curly quote that opens or closes a word straightened where its tick
    /// on `page` is upright. `pageBox` maps a word's box to the page's pixels.
    static func straightened(_ blocks: [RecognizedBlock], page: Image, pageBox: (BoundingBox) -> BoundingBox) -> [RecognizedBlock] {
        blocks.mappingLines { line in
            guard line.text.contains(where: { curly[$0] != nil }) else { return line }
            return line.replacingWords(line.words.map { straightened($0, page: page, box: pageBox($0.box)) })
        }
    }

    private static func straightened(_ word: RecognizedWord, page: Image, box: BoundingBox) -> RecognizedWord {
        var text = Array(word.text)
        let box = box.clipped(width: page.width, height: page.height)
        func isUpright(fromLeft: Bool) -> Bool { slant(of: page, in: box, fromLeft: fromLeft).map { abs($0) < uprightSlant } ?? false }
        if let first = text.first, let straight = curly[first], isUpright(fromLeft: true) { text[0] = straight }
        if text.count > 1, let last = text.last, let straight = curly[last], isUpright(fromLeft: false) {
            text[text.count - 1] = straight
        }
        var straightened = word
        straightened.text = String(text)
        return straightened
    }

    /// The slant of the first tick of ink in `box` of `page` (dark on light), from its left
    /// edge or its right one: the columns of ink up to the first empty column.
    static func slant(of page: Image, in box: BoundingBox, fromLeft: Bool) -> Double? {
        guard box.width > 2, box.height > 2 else { return nil }
        let threshold: UInt8 = 128
        func isInk(_ x: Int, _ y: Int) -> Bool { page.pixels[y * page.width + x] < threshold }
        let columns = fromLeft ? Array(box.x..<box.maxX) : Array((box.x..<box.maxX).reversed())
        var tick: [(x: Int, y: Int)] = []
        for x in columns {
            let ink = (box.y..<box.maxY).filter { isInk(x, $0) }
            if ink.isEmpty { if tick.isEmpty { continue } else { break } }
            tick += ink.map { (x, $0) }
        }
        guard let top = tick.map(\.y).min(), let bottom = tick.map(\.y).max(), bottom - top >= 3 else { return nil }
        let third = Double(bottom - top + 1) / 3
        func meanX(_ pixels: [(x: Int, y: Int)]) -> Double? {
            pixels.isEmpty ? nil : Double(pixels.reduce(0) { $0 + $1.x }) / Double(pixels.count)
        }
        guard let upper = meanX(tick.filter { Double($0.y - top) < third }),
              let lower = meanX(tick.filter { Double(bottom - $0.y) < third }) else { return nil }
        return (upper - lower) / Double(bottom - top + 1)
    }
}

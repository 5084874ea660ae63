/// A zero with a dot inside (DejaVu Sans Mono's, the monospace face of most Linux desktops and
/// of many printed forms) blurs in a photo into a ring round a blob, which Tesseract reads as a
/// `6` now and then: `503.555.0190` as `563.555.6190`, `KL 314 720 589` as `KL 314 726 589`.
/// A `6` is open on its right between its top hook and its bowl; a zero is a ring there. Each
/// `6` of a doubtful number on a photo is looked at: where its glyph is a ring, it is a zero.
enum DottedZeros {
    /// A number read this surely is left alone (the misread ones came back at 0.28 to 0.93, but
    /// from 0.9 up Noto Sans CJK's real sixes, blurred shut, pass for rings: `06-6345` as `00-`).
    static let doubtful = 0.9
    /// On a page read without CJK languages, where no CJK face prints the digits: photographed
    /// invoices' `97216` for `97210` came back at 0.94.
    static let doubtfulLatin = 0.97

    /// Doubtful, with a `6`, mostly digits.
    static func isCandidate(_ word: RecognizedWord, cjk: Bool) -> Bool {
        let scalars = word.text.unicodeScalars
        let digits = scalars.filter { ("0"..."9").contains($0) }.count
        return word.confidence < (cjk ? doubtful : doubtfulLatin) && word.text.contains("6") && 2 * digits > scalars.count
    }

    static func hasCandidates(_ blocks: [RecognizedBlock], cjk: Bool) -> Bool {
        blocks.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words).contains { isCandidate($0, cjk: cjk) }
    }

    /// `symbols`: the characters read in a word's box, each with its box; `isClosed`: whether the
    /// glyph of a character's box in a word's box is a ring (`isClosedOnTheRight`). The word's
    /// characters are matched to those read again, whatever the second reading made of them
    /// (`720` for `726`), one by one or, where it read more or fewer, along the fewest changes
    /// (`$5$5-0163` for `555-6163`: its `0` stands where the `6` was); a `6` matched to none stays.
    static func checked(_ blocks: [RecognizedBlock], cjk: Bool, symbols: (BoundingBox) throws(RecognitionError) -> [RecognizedWord],
                        isClosed: (BoundingBox, BoundingBox) -> Bool) throws(RecognitionError) -> [RecognizedBlock] {
        try blocks.mappingLines { line throws(RecognitionError) in
            var words = line.words
            for i in words.indices where isCandidate(words[i], cjk: cjk) {
                let read = try symbols(words[i].box).filter { !$0.text.allSatisfy(\.isWhitespace) }
                let characters = words[i].text.map(String.init)
                let matched = matches(characters, read.map(\.text))
                let text = characters.indices.map { k in
                    characters[k] == "6" && matched[k].map { isClosed(read[$0].box, words[i].box) } == true ? "0" : characters[k]
                }.joined()
                if text != words[i].text { words[i] = RecognizedWord(text: text, box: words[i].box, confidence: words[i].confidence) }
            }
            return words == line.words ? line : line.replacingWords(words)
        }
    }

    /// For each of `characters`, the index of the one of `read` it stands for along the fewest
    /// insertions, deletions and changes between them (nil where it was left out).
    static func matches(_ characters: [String], _ read: [String]) -> [Int?] {
        let n = characters.count, m = read.count
        var cost = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for k in 0...n { cost[k][0] = k }
        for j in 0...m { cost[0][j] = j }
        for k in stride(from: 1, through: n, by: 1) {
            for j in stride(from: 1, through: m, by: 1) {
                let change = cost[k - 1][j - 1] + (characters[k - 1] == read[j - 1] ? 0 : 1)
                cost[k][j] = min(change, cost[k - 1][j] + 1, cost[k][j - 1] + 1)
            }
        }
        var matched = [Int?](repeating: nil, count: n)
        var k = n, j = m
        while k > 0, j > 0 {
            if cost[k][j] == cost[k - 1][j - 1] + (characters[k - 1] == read[j - 1] ? 0 : 1) {
                matched[k - 1] = j - 1
                k -= 1
                j -= 1
            } else if cost[k][j] == cost[k - 1][j] + 1 {
                k -= 1
            } else {
                j -= 1
            }
        }
        return matched
    }

    /// Whether the glyph under the middle of `symbol` (a character's box from Tesseract, only
    /// roughly its glyph's: it may hold half of it, or a neighbour's edge) is closed on its right
    /// between a quarter and two fifths of its height, a ring there: the ink of `word`'s box in
    /// `image` (a prepared page, dark on light) joined to the ink in that middle column, one
    /// character (half as wide as tall to as wide: not a fragment, not two run together), each
    /// of those rows inked in its left and right quarters, one of them not all between.
    static func isClosedOnTheRight(_ symbol: BoundingBox, in word: BoundingBox, of image: Image) -> Bool {
        let area = word.clipped(width: image.width, height: image.height)
        let middle = symbol.x + symbol.width / 2
        // A box wider than tall holds two characters (a `6`'s spanning the `0` before it too): its
        // middle may be in the neighbour.
        guard symbol.width <= symbol.height, area.width >= 4, area.height >= 8, (area.x..<area.maxX).contains(middle) else { return false }
        let levels = image.levels(in: area)
        let threshold = (Int(levels.darkest) + Int(levels.lightest)) / 2
        func isInk(_ x: Int, _ y: Int) -> Bool { Int(image.pixels[y * image.width + x]) < threshold }
        var glyph = Set<Int>(), stack = (area.y..<area.maxY).filter { isInk(middle, $0) }.map { $0 * image.width + middle }
        while let pixel = stack.popLast() {
            guard glyph.insert(pixel).inserted else { continue }
            let x = pixel % image.width, y = pixel / image.width
            for ny in max(y - 1, area.y)...min(y + 1, area.maxY - 1) {
                for nx in max(x - 1, area.x)...min(x + 1, area.maxX - 1) where isInk(nx, ny) && !glyph.contains(ny * image.width + nx) {
                    stack.append(ny * image.width + nx)
                }
            }
        }
        let xs = glyph.map { $0 % image.width }, ys = glyph.map { $0 / image.width }
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() else { return false }
        let width = right - left + 1, height = bottom - top + 1
        guard 2 * height >= area.height, 2 * width >= height, width <= height else { return false }
        // A ring: ink on both sides, a hole between (a blur's blob is no zero), though a bold
        // zero's dot may fill it on some of those rows.
        let leftSide = left...(left + width / 4), inside = (left + width / 4 + 1)..<(right - width / 4), rightSide = (right - width / 4)...right
        let rows = (top + height / 4)...(top + 2 * height / 5)
        func isInked(_ x: Int, _ y: Int) -> Bool { glyph.contains(y * image.width + x) }
        return rows.allSatisfy { y in rightSide.contains { isInked($0, y) } && leftSide.contains { isInked($0, y) } }
            && rows.contains { y in inside.contains { !isInked($0, y) } }
    }
}

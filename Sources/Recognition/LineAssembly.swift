/// Joins a line's words into its text. Tesseract separates every word with a space, but
/// Chinese and Japanese put none between characters, and Korean only between words; so
/// between CJK characters a space is kept only where the gap is clearly wider than the
/// line's usual letter spacing (which is wide in monospaced terminal fonts).
enum LineAssembly {
    /// `inkLetterSpacing`: the line's `letterSpacing`, where the ink showed it.
    static func text(of words: [RecognizedWord], lineHeight: Int, inkLetterSpacing: Double? = nil) -> String {
        let pairs = zip(words, words.dropFirst()).map { ($0, $1, Pair($0, $1)) }
        let cjkGaps = pairs.filter { $0.2.kind != .other }.map(\.2.gap).sorted()
        let letterSpacing = cjkGaps.count >= 2 ? max(cjkGaps[cjkGaps.count / 5], 0) : 0
        // A gap between Hangul words is a space when wider than the letter spacing, the ink's
        // where it was measured. Hangul words of several syllables mean Tesseract split at the
        // spaces only (a proportional font): every gap is a word gap, none is the letter
        // spacing to discount.
        let hangulSpace = max(inkLetterSpacing ?? 0,
                              Double(Self.splitsEverySyllable(words) ? letterSpacing : 0) + 0.16 * Double(lineHeight))
        var text = words.first?.text ?? ""
        for (_, right, pair) in pairs {
            switch pair.kind {
            case .other: text += " "
            case .hangul where Double(pair.gap) > hangulSpace: text += " "
            case .ideographic where Double(pair.gap - letterSpacing) > 0.5 * Double(lineHeight): text += " "
            case .attached where Double(pair.gap) > 0.15 * Double(lineHeight): text += " "
            default: break
            }
            text += right.text
        }
        return text
    }

    /// The lines of a paragraph wrapped to fit a narrow box (a table's cell) as one line: a
    /// break after a hyphen or between two CJK characters was no space ("Alpha-" "2",
    /// "컨텍스" "트>]").
    static func unwrapped(_ lines: [String]) -> String {
        var text = lines.first ?? ""
        for line in lines.dropFirst() {
            let last = text.unicodeScalars.last, first = line.unicodeScalars.first
            let cjk = last.map { Script($0) != .other } == true && first.map { Script($0) != .other } == true
            text += (last == "-" || cjk ? "" : " ") + line
        }
        return text
    }

    /// Whether most Hangul words are one syllable each: a monospaced terminal font, whose
    /// cells Tesseract reads as words. A particle after a Latin word ("ASCII로") tells nothing.
    private static func splitsEverySyllable(_ words: [RecognizedWord]) -> Bool {
        let hangul = words.filter { $0.text.unicodeScalars.allSatisfy { Script($0) == .hangul } }.map(\.text.unicodeScalars.count)
        return 2 * hangul.filter { $0 == 1 }.count > hangul.count
    }

    /// Two neighbouring words and the gap between their boxes.
    private struct Pair {
        /// `attached`: a letter or digit, then Hangul: a Korean particle or counter glued to a
        /// Latin word or a number ("apt에", "2개"), unless a gap as wide as a space parts them.
        enum Kind { case ideographic, hangul, attached, other }
        let kind: Kind
        let gap: Int

        init(_ left: RecognizedWord, _ right: RecognizedWord) {
            gap = right.box.x - left.box.maxX
            let last = left.text.unicodeScalars.last, first = right.text.unicodeScalars.first
            let a = last.map(Script.init) ?? .other, b = first.map(Script.init) ?? .other
            // Punctuation beside Chinese or Japanese takes no space either ("サイズ:", "8-ビット").
            func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
                scalar.map { $0.properties.generalCategory.isPunctuation } ?? false
            }
            if a == .ideographic && (b != .other || isPunctuation(first)) || b == .ideographic && (a != .other || isPunctuation(last)) {
                kind = .ideographic
            } else if a == .hangul && b == .hangul {
                kind = .hangul
            } else if b == .hangul, let last, last.properties.isAlphabetic || last.properties.numericType != nil {
                kind = .attached
            } else {
                kind = .other
            }
        }
    }

    enum Script {
        case ideographic, hangul, other

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x3000...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x2FFFF:
                self = .ideographic
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
                self = .hangul
            default:
                self = .other
            }
        }
    }
}

private extension Unicode.GeneralCategory {
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }
}

extension RecognizedLine {
    /// A line of `words` in `box`: their text joined as their scripts want, their mean confidence.
    init(box: BoundingBox, words: [RecognizedWord], letterSpacing: Double?) {
        self.init(text: LineAssembly.text(of: words, lineHeight: box.height, inkLetterSpacing: letterSpacing), box: box,
                  confidence: words.map(\.confidence).reduce(0, +) / Double(words.count), words: words, letterSpacing: letterSpacing)
    }
}

extension RecognizedLine {
    /// The line with `words` in place of its own, its box, letter spacing and level height kept.
    public func replacingWords(_ words: [RecognizedWord]) -> RecognizedLine {
        var line = RecognizedLine(box: box, words: words, letterSpacing: letterSpacing)
        line.levelHeight = levelHeight
        return line
    }

    /// Each word's range of Unicode scalars in `text`, found in order after the word before it
    /// (empty where a word is not found there).
    public var wordRanges: [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        var position = 0
        return words.map { word in
            let pattern = Array(word.text.unicodeScalars)
            guard !pattern.isEmpty, scalars.count >= pattern.count, position <= scalars.count - pattern.count,
                  let found = (position...(scalars.count - pattern.count)).first(where: { scalars[$0..<$0 + pattern.count].elementsEqual(pattern) })
            else { return position..<position }
            position = found + pattern.count
            return found..<position
        }
    }
}

extension [RecognizedBlock] {
    /// Every box (of blocks, paragraphs, lines and words) replaced by what `transform` makes of it.
    func mappingBoxes(_ transform: (BoundingBox) -> BoundingBox) -> [RecognizedBlock] {
        var blocks = self
        for b in blocks.indices {
            blocks[b].box = transform(blocks[b].box)
            for p in blocks[b].paragraphs.indices {
                blocks[b].paragraphs[p].box = transform(blocks[b].paragraphs[p].box)
                for l in blocks[b].paragraphs[p].lines.indices {
                    blocks[b].paragraphs[p].lines[l].box = transform(blocks[b].paragraphs[p].lines[l].box)
                    for w in blocks[b].paragraphs[p].lines[l].words.indices {
                        blocks[b].paragraphs[p].lines[l].words[w].box = transform(blocks[b].paragraphs[p].lines[l].words[w].box)
                    }
                }
            }
        }
        return blocks
    }

    /// Every line replaced by what `transform` makes of it; blocks and paragraphs stay.
    func mappingLines<Failure: Error>(_ transform: (RecognizedLine) throws(Failure) -> RecognizedLine) throws(Failure) -> [RecognizedBlock] {
        var blocks = self
        for b in blocks.indices {
            for p in blocks[b].paragraphs.indices {
                for l in blocks[b].paragraphs[p].lines.indices {
                    blocks[b].paragraphs[p].lines[l] = try transform(blocks[b].paragraphs[p].lines[l])
                }
            }
        }
        return blocks
    }
}

import Recognition

/// A reading of a frozen screen as a document: its words in reading order (the analysis's block
/// order, which already is), each with its line, region and box, and the text they come from.
public struct LiveDocument: Sendable, Equatable {
    public struct Word: Sendable, Equatable {
        public let text: String
        /// In the analysed image's pixels.
        public let box: BoundingBox
        /// Its index in `lines`.
        public let line: Int
        /// Its index in `ImageAnalysis.regions` (a window, panel, column or cell); nil when the
        /// image was read whole, so every word is in the same (nil) region.
        public let region: Int?
        /// Unicode scalar offsets of its spelling in the document's `text` (empty where the
        /// line's text does not spell it: it is then at the end of the word before).
        public let range: Range<Int>
    }

    public struct Line: Sendable, Equatable {
        /// As Recognition's LineAssembly spelled it (no spaces between CJK characters).
        public let text: String
        public let box: BoundingBox
        public let region: Int?
        /// Its words' indices in `words`.
        public let words: Range<Int>
        /// The Unicode scalar offset of its text in the document's `text`.
        public let start: Int
    }

    public let words: [Word]
    public let lines: [Line]
    /// Each paragraph's words (indices in `words`), in reading order: what Ctrl+Tab moves to.
    public let paragraphs: [Range<Int>]
    /// Each region's area (`TextRegion.cell`), by its index in `ImageAnalysis.regions`.
    public let regions: [BoundingBox]
    /// The QR codes and barcodes read, when the analysis read codes.
    public let codes: [DecodedCode]
    /// Lines joined with a newline, paragraphs (and blocks) with a blank line, as
    /// `ImageAnalysis.text` outside tables: what the detectors and find read.
    public let text: String

    public init(_ analysis: ImageAnalysis) {
        var words: [Word] = [], lines: [Line] = [], paragraphs: [Range<Int>] = [], text = ""
        var offset = 0
        for block in analysis.blocks {
            for paragraph in block.paragraphs {
                // Lines without words can be neither clicked nor selected: left out.
                let readable = paragraph.lines.filter { !$0.words.isEmpty }
                let firstWord = words.count
                for (index, line) in readable.enumerated() {
                    let separator = lines.isEmpty ? "" : index == 0 ? "\n\n" : "\n"
                    text += separator + line.text
                    offset += separator.unicodeScalars.count
                    let first = words.count
                    for (word, range) in zip(line.words, line.wordRanges) {
                        words.append(Word(text: word.text, box: word.box, line: lines.count, region: block.region,
                                          range: offset + range.lowerBound..<offset + range.upperBound))
                    }
                    lines.append(Line(text: line.text, box: line.box, region: block.region, words: first..<words.count, start: offset))
                    offset += line.text.unicodeScalars.count
                }
                if words.count > firstWord { paragraphs.append(firstWord..<words.count) }
            }
        }
        self.words = words
        self.lines = lines
        self.paragraphs = paragraphs
        self.text = text
        regions = analysis.regions.map(\.cell)
        codes = analysis.codes
    }
}

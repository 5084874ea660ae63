/// A rectangle in the analysed image's pixel coordinates (origin top left).
public struct BoundingBox: Sendable, Hashable, Codable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var maxX: Int { x + width }
    public var area: Int { width * height }
    public var maxY: Int { y + height }

    /// The part of the box inside a `width`×`height` image at the origin (possibly empty).
    public func clipped(width: Int, height: Int) -> BoundingBox {
        let x0 = min(max(x, 0), width), y0 = min(max(y, 0), height)
        return BoundingBox(x: x0, y: y0, width: min(max(maxX, x0), width) - x0, height: min(max(maxY, y0), height) - y0)
    }

    /// The box in the pixels of the image that `crop` was cut from (it is in the crop's).
    func moved(by crop: BoundingBox) -> BoundingBox {
        BoundingBox(x: x + crop.x, y: y + crop.y, width: width, height: height)
    }

    /// The smallest box holding all of `boxes`.
    public init(enclosing boxes: [BoundingBox]) {
        let minX = boxes.map(\.x).min() ?? 0, minY = boxes.map(\.y).min() ?? 0
        self.init(x: minX, y: minY, width: (boxes.map(\.maxX).max() ?? 0) - minX,
                  height: (boxes.map(\.maxY).max() ?? 0) - minY)
    }
}

/// Confidences are Tesseract's, scaled to 0...1.
public struct RecognizedWord: Sendable, Equatable, Codable {
    public var text: String
    public var box: BoundingBox
    public var confidence: Double
}

public struct RecognizedLine: Sendable, Equatable, Codable {
    public var text: String
    public var box: BoundingBox
    public var confidence: Double
    public var words: [RecognizedWord]
    /// The widest blank between the syllables of one Hangul word, in the line's pixels, as the
    /// page's ink shows it (`InkWordBreaks`): a gap no wider is no space. Nil where the line's
    /// whole words do not show it.
    var letterSpacing: Double? = nil
    /// Its height in the image's pixels as read on the levelled page, where the page was tilted
    /// (nil otherwise): a tilted line's `box` is taller by the rise along its width, so a long
    /// line of small text would pass for a large one.
    public internal(set) var levelHeight: Int? = nil

    /// How tall its text stands: `levelHeight` where the page was tilted, else its box's height.
    public var textHeight: Int { levelHeight ?? box.height }

    private enum CodingKeys: String, CodingKey { case text, box, confidence, words }
}

public struct RecognizedParagraph: Sendable, Equatable, Codable {
    public var box: BoundingBox
    public var lines: [RecognizedLine]
}

public struct RecognizedBlock: Sendable, Equatable, Codable {
    public var box: BoundingBox
    public var paragraphs: [RecognizedParagraph]
    /// The index of its region in `ImageAnalysis.regions` (a window, panel or column).
    public var region: Int?
    /// The Tesseract languages it was read with (with `--lang auto`, its region's).
    public var languages: [String]?

    public init(box: BoundingBox, paragraphs: [RecognizedParagraph], region: Int? = nil, languages: [String]? = nil) {
        self.box = box
        self.paragraphs = paragraphs
        self.region = region
        self.languages = languages
    }
}

/// What recognition found in one image: the structure with boxes in the original image's
/// pixels, and the plain text (lines joined with a newline, paragraphs with a blank line).
public struct ImageAnalysis: Sendable, Equatable, Codable {
    public var width: Int
    public var height: Int
    public var languages: [String]
    public var blocks: [RecognizedBlock]
    /// QR codes and barcodes, when the options asked for them.
    public var codes: [DecodedCode]
    /// The parts the page was split into and read one by one, in reading order; empty when
    /// it was read whole.
    public var regions: [TextRegion]
    /// Scripts `--lang auto` saw but has no language data for (see `ScriptLanguages.package`).
    public var unreadableScripts: [Script] = []

    private enum CodingKeys: String, CodingKey { case width, height, languages, blocks, codes, regions }

    public init(width: Int, height: Int, languages: [String], blocks: [RecognizedBlock], codes: [DecodedCode] = [],
                regions: [TextRegion] = []) {
        self.width = width
        self.height = height
        self.languages = languages
        self.blocks = blocks
        self.codes = codes
        self.regions = regions
    }

    public var paragraphs: [RecognizedParagraph] { blocks.flatMap(\.paragraphs) }
    public var lines: [RecognizedLine] { paragraphs.flatMap(\.lines) }
    public var words: [RecognizedWord] { lines.flatMap(\.words) }

    /// Lines joined with a newline, paragraphs with a blank line; a table's row is one line,
    /// its cells left to right (a cell's wrapped lines joined), its rows one under the other.
    public var text: String {
        var parts: [(text: String, cell: TextRegion.TablePosition?)] = []
        for block in blocks {
            guard let position = block.region.flatMap({ regions.indices.contains($0) ? regions[$0].table : nil }) else {
                parts += block.paragraphs.map { ($0.lines.map(\.text).joined(separator: "\n"), nil) }
                continue
            }
            let cell = LineAssembly.unwrapped(block.paragraphs.flatMap(\.lines).map(\.text))
            if let last = parts.last?.cell, last.table == position.table, last.row == position.row {
                parts[parts.count - 1].text += " " + cell
            } else {
                parts.append((cell, position))
            }
        }
        var text = parts.first?.text ?? ""
        for (previous, part) in zip(parts, parts.dropFirst()) {
            let sameTable = previous.cell != nil && previous.cell?.table == part.cell?.table
            text += (sameTable ? "\n" : "\n\n") + part.text
        }
        return text
    }

    public var hasText: Bool { lines.contains { !$0.text.isEmpty } }
}

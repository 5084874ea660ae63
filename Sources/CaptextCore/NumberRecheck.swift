import ContentTypes
import DataDetection
import Recognition

/// Tesseract's help where it pays: a line that looks like a number of the wanted type but
/// yields none is read again with only the characters such numbers are made of. The new
/// reading replaces the line only when the detector then validates an item in it
/// (libphonenumber, a check digit), so a second look can add a number but never invent one.
public enum NumberRecheck {
    static func characters(for type: ContentType) -> String? {
        switch type {
        case .phone: "0123456789+-()./ "
        case .tracking: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ- "
        default: nil
        }
    }

    /// A line worth a second look: at least five digits (or letters OCR confuses with them).
    static func looksNumeric(_ text: String) -> Bool {
        digitLike(text) >= 5
    }

    /// Its digits and the letters OCR confuses with them.
    static func digitLike(_ text: String) -> Int {
        text.unicodeScalars.filter(isDigitLike).count
    }

    /// A digit, or a letter OCR confuses with one.
    private static func isDigitLike(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || "OoIlSBZ|".unicodeScalars.contains(scalar)
    }

    /// Whether `reread` may replace `line`, given the `numbers` the detector found in it: a second
    /// look turns misread letters into their digits and may find one the first look lost, but
    /// digits where the first saw none are other characters read as digits (a Japanese date,
    /// "出発 2027 年 6 月 17 日", read "518 2027638": a valid US number). Nor may it change or drop
    /// a digit the first look read ("Ankunft 5. Juli 2027" read "3. 3 2027"), or join numbers
    /// that words stood between ("50667 Köln Rechnungsdatum 5. Juli 2027" read "50667 5. 2027"):
    /// a number found holds no more digits than one run of the first look's numeric words.
    static func mayReplace(_ line: String, with reread: String, numbers: [String], type: ContentType) -> Bool {
        let digits = { (text: String) in text.unicodeScalars.filter { ("0"..."9").contains($0) } }
        let added = digits(reread)
        var rest = added[...]
        for digit in digits(line) {
            guard let found = rest.firstIndex(of: digit) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        var runs = [0]
        for word in line.split(whereSeparator: \.isWhitespace) {
            if isNumeric(word, type: type) { runs[runs.count - 1] += digitLike(String(word)) } else { runs.append(0) }
        }
        let longestRun = runs.max()!
        return added.count <= digitLike(line) + 1 && numbers.allSatisfy { digits($0).count <= longestRun + 1 }
    }

    /// A word a number of `type` may be part of: digits, the letters OCR confuses with them and
    /// the number's punctuation (for a tracking number, capitals too).
    private static func isNumeric(_ word: Substring, type: ContentType) -> Bool {
        word.unicodeScalars.allSatisfy { scalar in
            isDigitLike(scalar) || "+-()./,".unicodeScalars.contains(scalar) || type == .tracking && ("A"..."Z").contains(scalar)
        }
    }

    public static func refine(_ analysis: ImageAnalysis, image: Image, type: ContentType, filter: ContentFilter,
                       analyzer: ImageAnalyzer) async -> ImageAnalysis {
        guard let characters = characters(for: type) else { return analysis }
        // A line alone says little of its country: the page does.
        let filter = filter.settled(for: analysis.text, readIn: analysis.languages)
        var refined = analysis
        for (b, block) in analysis.blocks.enumerated() {
            for (p, paragraph) in block.paragraphs.enumerated() {
                for (l, line) in paragraph.lines.enumerated()
                where looksNumeric(line.text) && filter.items(in: line.text, type: type).isEmpty {
                    let crop = image.cropped(to: line.boxWithMargin)
                    let options = AnalysisOptions(mode: .line, characters: characters)
                    guard let reading = try? await analyzer.analyze(crop, options: options) else { continue }
                    let text = reading.lines.map(\.text).joined(separator: " ")
                    let numbers = filter.items(in: text, type: type).map(\.text)
                    guard !numbers.isEmpty, mayReplace(line.text, with: text, numbers: numbers, type: type) else { continue }
                    refined.blocks[b].paragraphs[p].lines[l].text = text
                }
            }
        }
        return refined
    }
}

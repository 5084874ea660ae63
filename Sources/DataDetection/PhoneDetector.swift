import CPhoneNumber
import ContentTypes

/// Telephone numbers, found and validated by libphonenumber (VALID leniency). A second pass over
/// the text with OCR confusions folded inside numeric runs ("+1 4l5 555 O123") keeps the numbers
/// that only validate once repaired.
public struct PhoneDetector: DataDetector {
    public let type = ContentType.phone

    public init() {}

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        let found = Self.numbers(in: text.scalars, region: region).map { match in
            text.item(.phone, match.range, value: text[match.range], details: ["e164": match.e164])
        }
        let folded = OCRRepair.foldingNumericRuns(text.scalars)
        guard folded != text.scalars else { return found }
        let repaired = Self.numbers(in: folded, region: region).compactMap { match -> DataItem? in
            guard !found.contains(where: { $0.start < match.range.upperBound && match.range.lowerBound < $0.end })
            else { return nil }
            var value = String.UnicodeScalarView()
            value.append(contentsOf: folded[match.range])
            return text.item(.phone, match.range, value: String(value), details: ["e164": match.e164])
        }
        return (found + repaired).removingOverlaps()
    }

    /// The numbers libphonenumber finds in `scalars`, as scalar ranges. Its matcher converts the
    /// rest of the text for every candidate (quadratic), so it sees one piece at a time.
    static func numbers(in scalars: [Unicode.Scalar], region: String) -> [(range: Range<Int>, e164: String)] {
        pieces(of: scalars).flatMap { piece in
            numbers(in: scalars[piece], region: region).map { ($0.range.shifted(by: piece.lowerBound), $0.e164) }
        }
    }

    /// About 4,000 scalars each, cut after a line break, else at a space between two letters:
    /// neither is ever inside a number (libphonenumber's punctuation has no line break, and an
    /// extension's word is followed by its digits). A run without either is cut where it is.
    static func pieces(of scalars: [Unicode.Scalar], size: Int = 4096) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        while start < scalars.count {
            var end = min(start + size, scalars.count)
            if end < scalars.count {
                let half = start + size / 2
                let isSpaceBetweenLetters = { (i: Int) in
                    scalars[i - 1] == " " && scalars[i - 2].properties.isAlphabetic && scalars[i].properties.isAlphabetic
                }
                end = (half..<end).last { scalars[$0 - 1] == "\n" }
                    ?? (half..<end).last(where: isSpaceBetweenLetters) ?? end
            }
            pieces.append(start..<end)
            start = end
        }
        return pieces
    }

    private static func numbers(in scalars: ArraySlice<Unicode.Scalar>, region: String) -> [(range: Range<Int>, e164: String)] {
        var string = String.UnicodeScalarView()
        // libphonenumber stops at a NUL (C strings inside); a line break is as wide and ends a number too.
        string.append(contentsOf: scalars.lazy.map { $0 == "\0" ? "\n" : $0 })
        let utf8 = String(string)
        var capacity: Int32 = 16
        while true {
            var buffer = [cpn_match](repeating: cpn_match(), count: Int(capacity))
            let total = cpn_find_numbers(utf8, region, &buffer, capacity)
            if total < 0 { return [] }
            if total > capacity {
                capacity = total
                continue
            }
            let offsets = ScalarOffsets(Array(scalars))
            return buffer.prefix(Int(total)).map { match in
                let e164 = withUnsafeBytes(of: match.e164) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                let start = offsets.scalar(utf8: Int(match.start))
                let end = offsets.scalar(utf8: Int(match.start + match.length))
                return (start..<end, e164)
            }
        }
    }

    /// True when libphonenumber has metadata for `region` ("US", "DE", …).
    public static func isSupported(region: String) -> Bool { cpn_is_supported_region(region) == 1 }
}

/// Maps UTF-8 byte offsets to scalar offsets.
struct ScalarOffsets {
    private var scalarAtByte: [Int] = []

    init(_ scalars: [Unicode.Scalar]) {
        for (index, scalar) in scalars.enumerated() {
            scalarAtByte.append(contentsOf: repeatElement(index, count: UTF8.width(scalar)))
        }
        scalarAtByte.append(scalars.count)
    }

    func scalar(utf8 offset: Int) -> Int { scalarAtByte[min(max(offset, 0), scalarAtByte.count - 1)] }
}

private extension Range<Int> {
    func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}

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

    /// The numbers libphonenumber finds in `scalars`, as scalar ranges.
    static func numbers(in scalars: [Unicode.Scalar], region: String) -> [(range: Range<Int>, e164: String)] {
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars)
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
            let offsets = ScalarOffsets(scalars)
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

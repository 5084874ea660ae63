import ContentTypes
/// One piece of data found in text: what it is, where it is, how it was printed and what it means.
public struct DataItem: Sendable, Equatable, Codable {
    public let type: ContentType
    /// The normalised value: an E.164 phone number, a URL with its scheme, an ISO date, a
    /// tracking number without spaces… (`ValueFormat.normalized`).
    public let value: String
    /// The text as printed in the input (before any OCR repair).
    public let text: String
    /// The value as printed, after the OCR repairs that validate: the input's characters, spacing,
    /// punctuation and case, with a phone number's `O` read as `0`, an email's `. fr` as `.fr`
    /// (`ValueFormat.printed`).
    public let printed: String
    /// Unicode scalar offsets into the input: `start` inclusive, `end` exclusive.
    public let start: Int
    public let end: Int
    /// Extra facts a detector knows (`e164` for phones, `carrier` for tracking numbers, …).
    public let details: [String: String]

    /// `printed`: nil when no repair changed the text.
    public init(type: ContentType, value: String, text: String, printed: String? = nil, start: Int, end: Int,
                details: [String: String] = [:]) {
        self.type = type
        self.value = value
        self.text = text
        self.printed = printed ?? text
        self.start = start
        self.end = end
        self.details = details
    }

    public var length: Int { end - start }

    /// The same item printed as `printed` (where the page shows how it was printed better than OCR read it).
    public func reprinted(_ printed: String) -> DataItem {
        DataItem(type: type, value: value, text: text, printed: printed, start: start, end: end, details: details)
    }

    /// What is delivered in `format`.
    public func value(_ format: ValueFormat) -> String {
        switch format {
        case .printed: printed
        case .normalized: value
        }
    }

    func overlaps(_ other: DataItem) -> Bool { start < other.end && other.start < end }
}

/// Finds one type of data in text.
public protocol DataDetector: Sendable {
    var type: ContentType { get }
    /// The items in `text`, in order of position, none overlapping another.
    func detect(in text: DetectionText, region: String) -> [DataItem]
}

extension Array where Element == DataItem {
    /// Keeps the longest of overlapping items (the earlier one on a tie), sorted by position.
    func removingOverlaps() -> [DataItem] {
        var kept = DisjointRanges<DataItem>()
        for item in sorted(by: { $0.length != $1.length ? $0.length > $1.length : $0.start < $1.start }) {
            kept.insertUnlessOverlapping(item.start..<item.end, item)
        }
        return kept.values
    }
}

/// Values with pairwise disjoint ranges, in order of position: whether a new range overlaps one
/// of them is a binary search, so keeping the longest of n candidates is n log n, not n².
struct DisjointRanges<Value> {
    private var ranges: [Range<Int>] = []
    private(set) var values: [Value] = []

    /// Adds `value` unless `range` overlaps a kept range (an empty range overlaps a range around
    /// it, as `DataItem.overlaps` has it); true when added.
    @discardableResult
    mutating func insertUnlessOverlapping(_ range: Range<Int>, _ value: Value) -> Bool {
        // Kept ranges are disjoint and sorted by start, so their ends are sorted too: the first
        // that ends after `range` starts is the only one that can overlap it.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound > range.lowerBound { high = middle } else { low = middle + 1 }
        }
        if low < ranges.count, ranges[low].lowerBound < range.upperBound { return false }
        ranges.insert(range, at: low)
        values.insert(value, at: low)
        return true
    }
}

import DataDetection
import Recognition

/// A phone number, email, URL, address, tracking or flight number or date found on the screen,
/// with the words it covers: what the overlay underlines and Tab moves to.
public struct DetectedItem: Sendable, Equatable {
    public let item: DataItem
    /// Indices in the document's `words`, in reading order.
    public let words: [Int]
    /// One per line, the union of its words' boxes there.
    public let rectangles: [BoundingBox]
}

extension LiveDocument {
    /// The items of every type the detectors find in the document's text, by position; items of
    /// two types may cover the same words (a number that is a phone and a tracking number).
    public func detectedItems(filter: ContentFilter) -> [DetectedItem] {
        filter.allItems(in: text).compactMap { item in
            let covered = words(covering: item.start..<max(item.end, item.start + 1))
            return covered.isEmpty ? nil : DetectedItem(item: item, words: covered, rectangles: rectangles(of: covered))
        }
    }
}

import ContentTypes
import DataDetection
import Recognition

/// A phone number, email, URL, address, tracking or flight number, date or QR code found on the
/// screen, with the words it covers: what the overlay underlines, Tab moves to and a click acts on.
public struct DetectedItem: Sendable, Equatable {
    public let item: DataItem
    /// Indices in the document's `words`, in reading order; none for a code (it is no text).
    public let words: [Int]
    /// One per line, the union of its words' boxes there; a code's own box.
    public let rectangles: [BoundingBox]
    /// The form its Copy and Type actions give.
    public let format: ValueFormat

    /// What a click on it offers, the default first.
    public var actions: [QuickAction] { QuickAction.actions(for: item, format: format) }
}

extension LiveDocument {
    /// The items of every type the detectors find in the document's text, by position (items of
    /// two types may cover the same words: a number that is a phone and a tracking number), then
    /// its codes top to bottom.
    public func detectedItems(filter: ContentFilter) -> [DetectedItem] {
        let found = filter.allItems(in: text).compactMap { item in
            let covered = words(covering: item.start..<max(item.end, item.start + 1))
            return covered.isEmpty ? nil : DetectedItem(item: item, words: covered, rectangles: rectangles(of: covered),
                                                        format: filter.format)
        }
        // A code has no place in the text: its range is empty, at the text's end.
        let end = text.unicodeScalars.count
        let codeItems = codes.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }.map { code in
            DetectedItem(item: DataItem(type: .qr, value: code.payload, text: code.payload, start: end, end: end,
                                        details: ["symbology": code.symbology]),
                         words: [], rectangles: [code.box], format: filter.format)
        }
        return found + codeItems
    }
}

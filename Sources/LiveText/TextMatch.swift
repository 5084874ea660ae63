import Foundation
import Recognition

/// One place where a searched text is on the screen.
public struct TextMatch: Sendable, Equatable {
    /// Unicode scalar offsets in the document's `text`.
    public let range: Range<Int>
    /// The words it touches, in reading order.
    public let words: [Int]
    /// One per line, the union of those words' boxes there.
    public let rectangles: [BoundingBox]
}

extension LiveDocument {
    /// Every place `query` occurs, ignoring case, in reading order and without overlaps.
    public func matches(of query: String) -> [TextMatch] {
        guard !query.isEmpty else { return [] }
        var matches: [TextMatch] = []
        var searched = text.startIndex..<text.endIndex
        // Offsets are counted on from the last match, not from the start each time.
        var offset = 0
        while let found = text.range(of: query, options: .caseInsensitive, range: searched) {
            let start = offset + text.unicodeScalars.distance(from: searched.lowerBound, to: found.lowerBound)
            let range = start..<start + text.unicodeScalars.distance(from: found.lowerBound, to: found.upperBound)
            let touched = words(covering: range)
            if !touched.isEmpty { matches.append(TextMatch(range: range, words: touched, rectangles: rectangles(of: touched))) }
            searched = found.upperBound..<text.endIndex
            offset = range.upperBound
        }
        return matches
    }
}

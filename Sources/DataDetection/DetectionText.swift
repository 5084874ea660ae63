import ContentTypes
import Foundation

/// The input text prepared for matching: NSRegularExpression works in UTF-16 units, items report
/// Unicode scalar offsets, libphonenumber reports UTF-8 bytes (see UTF8Piece).
public struct DetectionText: Sendable {
    public let string: String
    let scalars: [Unicode.Scalar]
    /// Scalar offset of each UTF-16 offset (one extra entry for the end).
    private let scalarAtUTF16: [Int]
    /// UTF-16 offset of each scalar offset (one extra entry for the end).
    private let utf16AtScalar: [Int]

    public init(_ string: String) {
        self.string = string
        scalars = Array(string.unicodeScalars)
        var scalarAtUTF16: [Int] = []
        var utf16AtScalar: [Int] = []
        scalarAtUTF16.reserveCapacity(scalars.count + 1)
        utf16AtScalar.reserveCapacity(scalars.count + 1)
        var utf16 = 0
        for (index, scalar) in scalars.enumerated() {
            utf16AtScalar.append(utf16)
            scalarAtUTF16.append(index)
            utf16 += 1
            // Beyond the Basic Multilingual Plane: a surrogate pair.
            if scalar.value > 0xFFFF {
                scalarAtUTF16.append(index)
                utf16 += 1
            }
        }
        scalarAtUTF16.append(scalars.count)
        utf16AtScalar.append(utf16)
        self.scalarAtUTF16 = scalarAtUTF16
        self.utf16AtScalar = utf16AtScalar
    }

    public var count: Int { scalars.count }

    /// From the start of the line before `range`'s line to the end of `range`'s line: where a
    /// label such as "Tracking number" or "Flight" is printed for a value.
    func lineAndLineBefore(around range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, newlines = 0
        while start > 0 {
            if scalars[start - 1] == "\n" {
                newlines += 1
                if newlines == 2 { break }
            }
            start -= 1
        }
        var end = range.upperBound
        while end < count, scalars[end] != "\n" { end += 1 }
        return start..<end
    }
    /// The lines that hold `scalar`, neighbours joined: where to look for a pattern whose matches
    /// hold it and never a line break, rather than in the whole text.
    func lines(holding scalar: Unicode.Scalar) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        var holds = false
        for index in scalars.indices {
            if scalars[index] == scalar { holds = true }
            guard scalars[index] == "\n" || index == scalars.count - 1 else { continue }
            if holds, let last = lines.last, last.upperBound == lineStart {
                lines[lines.count - 1] = last.lowerBound..<(index + 1)
            } else if holds {
                lines.append(lineStart..<(index + 1))
            }
            lineStart = index + 1
            holds = false
        }
        return lines
    }

    var nsRange: NSRange { NSRange(location: 0, length: utf16AtScalar[scalars.count]) }

    /// Scalar offsets of a UTF-16 range.
    func scalarRange(_ range: NSRange) -> Range<Int> {
        scalarAtUTF16[range.location]..<scalarAtUTF16[range.location + range.length]
    }

    func utf16Range(_ range: Range<Int>) -> NSRange {
        NSRange(location: utf16AtScalar[range.lowerBound],
                length: utf16AtScalar[range.upperBound] - utf16AtScalar[range.lowerBound])
    }

    public subscript(range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    func scalar(at offset: Int) -> Unicode.Scalar? {
        offset >= 0 && offset < scalars.count ? scalars[offset] : nil
    }

    /// Matches of `regex` as scalar ranges with their capture groups (nil when a group did not take part).
    func matches(_ regex: NSRegularExpression, in range: Range<Int>? = nil) -> [[Range<Int>?]] {
        regex.matches(in: string, range: range.map(utf16Range) ?? nsRange).map { groups(of: $0) }
    }

    /// A match's groups as scalar ranges of the text, `offset` UTF-16 units into which the searched string began.
    func groups(of match: NSTextCheckingResult, shiftedBy offset: Int = 0) -> [Range<Int>?] {
        (0..<match.numberOfRanges).map { group in
            let r = match.range(at: group)
            return r.location == NSNotFound ? nil : scalarRange(NSRange(location: r.location + offset, length: r.length))
        }
    }

    /// `printed`: nil when the item is printed as the text has it (no repair changed it).
    func item(_ type: ContentType, _ range: Range<Int>, value: String, printed: String? = nil,
              details: [String: String] = [:]) -> DataItem {
        DataItem(type: type, value: value, text: self[range], printed: printed, start: range.lowerBound,
                 end: range.upperBound, details: details)
    }
}

extension NSRegularExpression {
    /// Compiles a pattern written in this library; a bad one is a programming error.
    convenience init(_ pattern: String, _ options: NSRegularExpression.Options = []) {
        do {
            try self.init(pattern: pattern, options: options)
        } catch {
            preconditionFailure("bad pattern \(pattern): \(error)")
        }
    }
}

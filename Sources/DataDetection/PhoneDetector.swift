import CPhoneNumber
import ContentTypes

/// Telephone numbers, found and validated by libphonenumber (VALID leniency). A second pass over
/// the text with OCR confusions folded inside numeric runs ("+1 4l5 555 O123") keeps the numbers
/// that only validate once repaired.
public struct PhoneDetector: DataDetector {
    public let type = ContentType.phone

    public init() {}

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        let folded = OCRRepair.foldingNumericRuns(text.scalars)
        // Cut where the folded text allows: folding only turns letters into digits, so these cuts
        // are safe in the original too, and both passes see the same pieces.
        let pieces = Self.pieces(of: folded).filter { text.scalars[$0].contains(where: Self.isDigit) }
        let found = pieces.flatMap { Self.numbers(in: text.scalars, piece: $0, region: region) }
            .filter { !Self.isWrittenAsDate(text[$0.range]) }.map { match in
            text.item(.phone, match.range, value: match.e164, printed: Self.separatorsAlike(text[match.range]), details: ["e164": match.e164])
        }
        // A piece folding left as it was gives the same numbers again: only changed ones can add any.
        let changed = pieces.filter { folded[$0] != text.scalars[$0] }
        guard !changed.isEmpty else { return found }
        let repaired = changed.flatMap { Self.numbers(in: folded, piece: $0, region: region) }.compactMap { match -> DataItem? in
            guard !found.contains(where: { $0.start < match.range.upperBound && match.range.lowerBound < $0.end }),
                  !Self.isWrittenAsDate(text[match.range]) else { return nil }
            var printed = String.UnicodeScalarView()
            printed.append(contentsOf: folded[match.range])
            return text.item(.phone, match.range, value: match.e164, printed: Self.separatorsAlike(String(printed)), details: ["e164": match.e164])
        }
        return (found + repaired).removingOverlaps()
    }

    /// The numbers read in each of `regions`, most likely first: a later region adds only the
    /// numbers where no earlier one found any.
    public func detect(in text: DetectionText, regions: [String]) -> [DataItem] {
        var kept = DisjointRanges<DataItem>()
        for region in regions {
            for item in detect(in: text, region: region) { kept.insertUnlessOverlapping(item.start..<item.end, item) }
        }
        return kept.values
    }

    /// `printed` with the hyphens and dots between its digits made all one: a number is written
    /// with one of them, and a photo's OCR reads a hyphen as a dot now and then (`070-2345.6789`).
    /// The one written more often wins, a hyphen on a tie (a blurred hyphen is a dot, rarely the
    /// other way round).
    static func separatorsAlike(_ printed: String) -> String {
        let scalars = Array(printed.unicodeScalars)
        let between = scalars.indices.filter { k in
            k > 0 && k + 1 < scalars.count && isDigit(scalars[k - 1]) && isDigit(scalars[k + 1]) && (scalars[k] == "-" || scalars[k] == ".")
        }
        let dots = between.filter { scalars[$0] == "." }.count, hyphens = between.count - dots
        guard dots > 0, hyphens > 0 else { return printed }
        let kept: Unicode.Scalar = dots > hyphens ? "." : "-"
        var alike = scalars
        for k in between { alike[k] = kept }
        return String(String.UnicodeScalarView(alike))
    }

    /// A date's shape, day, month and a four-digit year with one separator ("03.06.2027",
    /// "14/09/2027", "2027-06-03"): libphonenumber takes "03.06.2027" for a Berlin number, but
    /// no one writes a phone number so.
    static func isWrittenAsDate(_ candidate: String) -> Bool {
        // By hand, not with a Regex: it runs on every number found, thousands in a long text.
        guard let separator = candidate.first(where: { !$0.isASCIIDigit }), "./-".contains(separator) else { return false }
        let parts = candidate.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return false }
        let (year, dayAndMonth) = parts[2].count == 4 ? (parts[2], parts[0...1]) : (parts[0], parts[1...2])
        guard year.count == 4, year.hasPrefix("19") || year.hasPrefix("20"),
              let a = Int(dayAndMonth.first!), let b = Int(dayAndMonth.last!),
              dayAndMonth.allSatisfy({ $0.count <= 2 }) else { return false }
        return (1...31).contains(a) && (1...12).contains(b) || (1...12).contains(a) && (1...31).contains(b)
    }

    /// libphonenumber's digits (any script's decimal digits): a piece without one holds no number.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.isDecimalDigit }

    /// The numbers libphonenumber finds in `scalars[piece]`, as scalar ranges of `scalars`.
    static func numbers(in scalars: [Unicode.Scalar], piece: Range<Int>, region: String) -> [(range: Range<Int>, e164: String)] {
        numbers(in: scalars[piece], region: region).map { ($0.range.shifted(by: piece.lowerBound), $0.e164) }
    }

    /// The regions of the numbers written with their country code ("+33 5 61…"),
    /// one per number, in text order: without a default region libphonenumber finds no other.
    static func internationalNumberRegions(in text: DetectionText) -> [String] {
        pieces(of: text.scalars).filter { text.scalars[$0].contains(where: isDigit) }
            .flatMap { numbers(in: text.scalars, piece: $0, region: "ZZ") }
            .compactMap { number in
                var region = [CChar](repeating: 0, count: 3)
                guard cpn_region_of_number(number.e164, &region) == 1 else { return nil }
                return String(decoding: region.prefix(2).map(UInt8.init(bitPattern:)), as: UTF8.self)
            }
    }

    /// One line each, so that lines without a digit are never handed over: libphonenumber's
    /// punctuation has no line break, and its context checks see a line's start as the text's.
    /// Its matcher converts the rest of the piece for every candidate (quadratic), so a line
    /// longer than `size` is cut at a space between two letters (an extension's word is followed
    /// by its digits), else where it is.
    static func pieces(of scalars: [Unicode.Scalar], size: Int = 4096) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        while start < scalars.count {
            let lineEnd = scalars[start...].firstIndex(of: "\n").map { $0 + 1 } ?? scalars.count
            var end = min(lineEnd, start + size)
            if end < lineEnd {
                let isSpaceBetweenLetters = { (i: Int) in
                    scalars[i - 1] == " " && scalars[i - 2].isAlphabetic && scalars[i].isAlphabetic
                }
                end = (start + size / 2..<end).last(where: isSpaceBetweenLetters) ?? end
            }
            pieces += cutAfterGluedLabels(scalars, start..<end)
            start = end
        }
        return pieces
    }

    /// `piece` cut after each word of Latin letters that ends in digits (a label OCR misread,
    /// `Tél.` read `X1`): libphonenumber takes no number that starts inside a word, and would
    /// skip the number that follows with the word's digits (`X1 04 91 552017`). Cut in the folded
    /// text, a letter OCR confuses with a digit (`4l5`) is a digit already, never such a word.
    static func cutAfterGluedLabels(_ scalars: [Unicode.Scalar], _ piece: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = [], start = piece.lowerBound
        for i in piece where i >= start + 2 && scalars[i] == " " && isDigit(scalars[i - 1]) {
            var k = i - 1
            while k > start, isDigit(scalars[k - 1]) { k -= 1 }
            guard k > start, scalars[k - 1].isASCIILetter else { continue }
            pieces.append(start..<i)
            start = i
        }
        return pieces + [start..<piece.upperBound]
    }

    private static func numbers(in scalars: ArraySlice<Unicode.Scalar>, region: String) -> [(range: Range<Int>, e164: String)] {
        let piece = UTF8Piece(scalars)
        var capacity: Int32 = 16
        while true {
            var buffer = [cpn_match](repeating: cpn_match(), count: Int(capacity))
            let total = cpn_find_numbers(piece.bytes, region, &buffer, capacity)
            if total < 0 { return [] }
            if total > capacity {
                capacity = total
                continue
            }
            return buffer.prefix(Int(total)).map { match in
                let e164 = withUnsafeBytes(of: match.e164) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                let start = piece.scalar(utf8: Int(match.start))
                let end = piece.scalar(utf8: Int(match.start + match.length))
                return (start..<end, e164)
            }
        }
    }

    /// True when libphonenumber has metadata for `region` ("US", "DE", …).
    public static func isSupported(region: String) -> Bool { cpn_is_supported_region(region) == 1 }
}

/// Scalars as libphonenumber reads them: UTF-8, NUL-terminated, with the scalar offset of each byte.
struct UTF8Piece {
    private(set) var bytes: [CChar] = []
    private var scalarAtByte: [Int] = []

    init(_ scalars: ArraySlice<Unicode.Scalar>) {
        bytes.reserveCapacity(scalars.count + 1)
        scalarAtByte.reserveCapacity(scalars.count + 1)
        for (index, scalar) in scalars.enumerated() {
            // libphonenumber stops at a NUL (C strings inside); a line break is as wide and ends a number too.
            for byte in UTF8.encode(scalar == "\0" ? "\n" : scalar)! {
                bytes.append(CChar(bitPattern: byte))
                scalarAtByte.append(index)
            }
        }
        bytes.append(0)
        scalarAtByte.append(scalars.count)
    }

    func scalar(utf8 offset: Int) -> Int { scalarAtByte[min(max(offset, 0), scalarAtByte.count - 1)] }
}

private extension Range<Int> {
    func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}

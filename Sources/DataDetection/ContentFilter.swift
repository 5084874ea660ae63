import ContentTypes
import Dispatch
import Synchronization
/// Keeps what a field wants: the items of one content type, or for `auto` the one item that is
/// most of the text (else the text itself).
public struct ContentFilter: Sendable {
    /// ISO 3166 alpha-2 country for numbers and addresses written without one, when the text
    /// does not say its own (or is not asked, see `infersCountry`).
    public let region: String
    /// How the items' values are delivered (`values(of:)`).
    public let format: ValueFormat
    /// Whether the text's own country (`DocumentCountry`) comes before `region`: true unless the
    /// user named the region for this reading.
    public let infersCountry: Bool
    /// The country of the document this filter was settled for (`settled(for:)`), read before `region`.
    public let documentCountry: String?

    public init(region: String, format: ValueFormat = .printed, infersCountry: Bool = false) {
        self.init(region: region, format: format, infersCountry: infersCountry, documentCountry: nil)
    }

    private init(region: String, format: ValueFormat, infersCountry: Bool, documentCountry: String?) {
        self.region = region
        self.format = format
        self.infersCountry = infersCountry
        self.documentCountry = documentCountry
    }

    /// What `items` deliver in this filter's format.
    public func values(of items: [DataItem]) -> [String] {
        items.map { $0.value(format) }
    }

    /// The filter for the pieces of one document (its lines, a clicked word): they are read in
    /// the country the whole document shows, so that a line alone is read as the page around it says.
    /// `readIn`: the languages the document was recognised in (see `DocumentCountry.ranked`).
    public func settled(for document: String, readIn languages: [String] = []) -> ContentFilter {
        guard infersCountry else { return self }
        return ContentFilter(region: region, format: format, infersCountry: false,
                             documentCountry: DocumentCountry.ranked(in: DetectionText(document), readIn: languages).first)
    }

    /// The regions a national number in `text` is read in, most likely first: the text's own
    /// country when inferring (else its document's), then `region`, which still reads the numbers
    /// of its own that the first leaves (a US number on a page that links to a `.fr` site).
    public func regions(for text: DetectionText) -> [String] {
        guard let country = infersCountry ? DocumentCountry.ranked(in: text).first : documentCountry,
              country != region else { return [region] }
        return [country, region]
    }

    /// Every detector, one per data type.
    public static let detectors: [any DataDetector] = [
        PhoneDetector(), EmailDetector(), URLDetector(), AddressDetector(),
        TrackingNumberDetector(), FlightNumberDetector(), DateTimeDetector(),
    ]

    public static func detector(for type: ContentType) -> (any DataDetector)? {
        detectors.first { $0.type == type }
    }

    /// All items of every type, by position (items of different types may overlap). The
    /// detectors share nothing, so they run side by side, one per core.
    public func allItems(in text: String) -> [DataItem] {
        let prepared = DetectionText(text)
        let phoneRegions = regions(for: prepared)
        let found = Mutex([[DataItem]](repeating: [], count: Self.detectors.count))
        DispatchQueue.concurrentPerform(iterations: Self.detectors.count) { index in
            let detector = Self.detectors[index]
            let items = detector.type == .phone ? PhoneDetector().detect(in: prepared, regions: phoneRegions)
                : detector.detect(in: prepared, region: region)
            found.withLock { $0[index] = items }
        }
        // Joined in the detectors' order, as one after the other would give them.
        return found.withLock { $0 }.joined().sorted { ($0.start, -$0.length) < ($1.start, -$1.length) }
    }

    /// The items `type` asks for. `text` and `secret` yield the whole text, `qr` nothing (codes
    /// come from images).
    public func items(in text: String, type: ContentType) -> [DataItem] {
        switch type {
        case .text, .secret:
            return wholeText(text).map { [$0] } ?? []
        case .number, .digits:
            return NumberDetector(type: type).detect(in: DetectionText(text), region: region)
        case .qr:
            return []
        case .auto:
            return autoItems(in: text)
        case .phone:
            let prepared = DetectionText(text)
            return PhoneDetector().detect(in: prepared, regions: regions(for: prepared))
        case .datetime:
            // Numbers inside an address are its own (the block and house of `一番町4-7-17`), no date.
            let prepared = DetectionText(text)
            let addresses = Self.detector(for: .address)?.detect(in: prepared, region: region) ?? []
            return (Self.detector(for: .datetime)?.detect(in: prepared, region: region) ?? []).filter { date in
                !addresses.contains { $0.start <= date.start && date.end <= $0.end }
            }
        default:
            // Only a phone number is read by its country: the others' grammars hold theirs.
            return Self.detector(for: type)?.detect(in: DetectionText(text), region: region) ?? []
        }
    }

    /// The one detected item that covers most of the text (at least 60 % of its non-blank
    /// characters), or else the text.
    private func autoItems(in text: String) -> [DataItem] {
        let significant = text.unicodeScalars.filter { !$0.properties.isWhitespace }.count
        let candidates = allItems(in: text).filter { item in
            let covered = item.text.unicodeScalars.filter { !$0.properties.isWhitespace }.count
            return significant > 0 && Double(covered) >= 0.6 * Double(significant)
        }
        // Two readings of the same text (a number that is both a phone and a tracking number)
        // mean "not sure": the text itself is the safer answer.
        if candidates.count == 1 { return candidates }
        return wholeText(text).map { [$0] } ?? []
    }

    private func wholeText(_ text: String) -> DataItem? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return DataItem(type: .text, value: String(trimmed), text: String(trimmed), start: first, end: last + 1)
    }
}

import CPhoneNumber
import Foundation

/// One carrier's tracking-number format over the compact form (upper case, no spaces or hyphens).
struct TrackingFormat: Sendable {
    let carrier: String
    let pattern: NSRegularExpression
    /// The pattern as written, unanchored.
    let source: String
    /// The check-digit test; nil for formats without one, which count only near a carrier word.
    let check: (@Sendable (String) -> Bool)?
    /// Short all-digit formats whose check passes for one random number in 7 to 11 (DHL's mod 7,
    /// FedEx's 12 digits, Luhn on 11–12 digits): they too need a carrier word nearby.
    let weak: Bool
    /// The words one of which must stand near a format of one country's carriers, in place of
    /// any carrier word: "Tracking number" beside twelve digits says nothing of Japan.
    let context: NSRegularExpression?

    init(_ carrier: String, _ pattern: String, weak: Bool = false, near context: String? = nil,
         check: (@Sendable (String) -> Bool)?) {
        self.carrier = carrier
        self.pattern = Self.whole(pattern)
        source = pattern
        self.check = check
        self.weak = weak
        self.context = context.map { NSRegularExpression($0) }
    }

    func matches(_ compact: String) -> Bool {
        pattern.firstMatch(in: compact, range: NSRange(location: 0, length: compact.utf16.count)) != nil
            && (check?(compact) ?? true)
    }

    var needsContext: Bool { check == nil || weak }

    /// A pattern matching the whole of a string.
    private static func whole(_ pattern: String) -> NSRegularExpression { NSRegularExpression("^(?:" + pattern + ")$") }

    /// Every format's pattern as one: most windows match none, and one search says so for all. (Anchored
    /// once around the alternatives: ICU tries only the first position then.)
    private static let any = whole(all.map(\.source).joined(separator: "|"))
    private static let anyChecked = whole(all.filter { $0.check != nil }.map(\.source).joined(separator: "|"))

    /// The formats `compact` matches, in order.
    static func candidates(for compact: String) -> [TrackingFormat] {
        matchesAny(any, compact) ? all.filter { $0.matches(compact) } : []
    }

    /// The formats with a check digit that `compact` matches, in order.
    static func checkedCandidates(for compact: String) -> [TrackingFormat] {
        matchesAny(anyChecked, compact) ? all.filter { $0.check != nil && $0.matches(compact) } : []
    }

    private static func matchesAny(_ regex: NSRegularExpression, _ compact: String) -> Bool {
        regex.firstMatch(in: compact, range: NSRange(location: 0, length: compact.utf16.count)) != nil
    }
}

private extension String {
    func slice(_ from: Int, _ to: Int) -> String {
        String(dropFirst(from).prefix(to - from))
    }
    var lastCharacter: Character { last ?? " " }
    var allButLast: String { String(dropLast()) }
}

extension TrackingFormat {
    /// USPS IMpb: an optional routing prefix (420 + ZIP or ZIP+4), then the serial with its
    /// application identifier 91–95 (implied 91 when absent) and a mod-10 check digit.
    @Sendable static func uspsIMpb(_ s: String) -> Bool {
        var candidates = [s]
        if s.hasPrefix("420") {
            candidates += [String(s.dropFirst(8)), String(s.dropFirst(12))]
        }
        return candidates.contains { t in
            guard [20, 22, 24, 26].contains(t.count) else { return false }
            let serial = t.range(of: "^9[1-5]", options: .regularExpression) != nil ? t.allButLast : "91" + t.allButLast
            return CheckDigits.mod10(serial, check: t.lastCharacter, evens: 3, odds: 1)
        }
    }

    /// The formats, most specific first.
    static let all: [TrackingFormat] = [
        // UPS
        TrackingFormat("UPS", "1Z[A-Z0-9]{16}") { CheckDigits.mod10($0.slice(2, 17), check: $0.lastCharacter, evens: 1, odds: 2) },
        TrackingFormat("UPS", "[KJV][0-9]{10}", weak: true) { CheckDigits.mod10($0.slice(1, 10), check: $0.lastCharacter, evens: 1, odds: 2) },
        // FedEx
        TrackingFormat("FedEx", "[0-9]{34}") { CheckDigits.weighted11($0.slice(20, 33), check: $0.lastCharacter, weights: [1, 7, 3]) },
        // ASTRA label barcode: the 12-digit FedEx Express number sits at digits 17–28.
        TrackingFormat("FedEx", "[0-9]{32}") { CheckDigits.weighted11($0.slice(16, 27), check: Array($0)[27], weights: [3, 1, 7]) },
        TrackingFormat("FedEx", "96[0-9]{20}") { CheckDigits.mod10($0.slice(7, 21), check: $0.lastCharacter, evens: 1, odds: 3) },
        TrackingFormat("FedEx", "[0-9]{18}") { CheckDigits.mod10($0.slice(2, 17), check: $0.lastCharacter, evens: 3, odds: 1) },
        TrackingFormat("FedEx", "[0-9]{15}") { CheckDigits.mod10($0.slice(0, 14), check: $0.lastCharacter, evens: 1, odds: 3) },
        TrackingFormat("FedEx", "[0-9]{12}", weak: true) { CheckDigits.weighted11($0.slice(0, 11), check: $0.lastCharacter, weights: [3, 1, 7]) },
        // USPS
        TrackingFormat("USPS", "420[0-9]{31}") { CheckDigits.mod10($0.slice(12, 33), check: $0.lastCharacter, evens: 3, odds: 1) },
        TrackingFormat("USPS", "[0-9]{20}") { CheckDigits.mod10($0.slice(0, 19), check: $0.lastCharacter, evens: 3, odds: 1) },
        TrackingFormat("USPS", "(?:420[0-9]{5}(?:[0-9]{4})?)?[0-9]{20,26}", check: uspsIMpb),
        // UPU S10 (USPS international, Royal Mail, La Poste, Deutsche Post, …): a real country code.
        TrackingFormat("S10", "[A-Z]{2}[0-9]{9}[A-Z]{2}") { s in
            CheckDigits.s10(s.slice(2, 10), check: Array(s)[10]) && cpn_is_supported_region(String(s.suffix(2))) == 1
        },
        // Canada Post, OnTrac, DPD
        TrackingFormat("Canada Post", "[0-9]{16}") { CheckDigits.mod10($0.slice(0, 15), check: $0.lastCharacter, evens: 3, odds: 1) },
        TrackingFormat("OnTrac", "C[0-9]{14}") { CheckDigits.mod10("4" + $0.slice(1, 14), check: $0.lastCharacter, evens: 1, odds: 2) },
        TrackingFormat("OnTrac", "D[0-9]{14}") { CheckDigits.mod10("5" + $0.slice(1, 14), check: $0.lastCharacter, evens: 1, odds: 2) },
        TrackingFormat("DPD", "[0-9]{14}[A-Z]|[0-9]{27}[A-Z]") { CheckDigits.mod3736($0.allButLast, check: $0.lastCharacter) },
        // DHL Express air waybill
        TrackingFormat("DHL", "[0-9]{10,11}", weak: true) { CheckDigits.mod7($0.allButLast, check: $0.lastCharacter) },
        // Japan's parcel carriers: 12 digits, the last the others' remainder by 7
        TrackingFormat("Yamato or Sagawa", "[0-9]{12}", weak: true, near: "お問い合わせ番|問合せ番|伝票番|送り状|宅急便|ヤマト|佐川") {
            CheckDigits.mod7($0.allButLast, check: $0.lastCharacter)
        },
        // Luhn-checked regional carriers
        TrackingFormat("Purolator", "[0-9]{12}", weak: true) { CheckDigits.luhn($0) },
        TrackingFormat("Old Dominion", "[0-9]{11}", weak: true) { CheckDigits.luhn($0) },
        // Formats without a check digit.
        TrackingFormat("DHL", "J[A-Z]{2,3}[0-9]{9,10}|JJD[0-9]{16}|JD[0-9]{16}", check: nil),
        TrackingFormat("DHL eCommerce", "(?:GM|LX|RX|UV|CN|SG|TH|IN|HK|MY)[0-9A-Z]{10,39}", check: nil),
        TrackingFormat("Amazon", "TB[ACM][0-9]{12}|C[0-9]{10}", check: nil),
        TrackingFormat("Canpar", "[DLS][0-9]{21}", check: nil),
        TrackingFormat("Purolator", "[A-Z]{3}[0-9]{9}", check: nil),
        TrackingFormat("LaserShip", "L[A-Z][0-9]{8}|1LS7[0-9]{11}|1LS7[0-9]{12}1|1LSCX[0-9A-Z]{10}", check: nil),
        TrackingFormat("GOFO", "GFUS[0-9]{14}", check: nil),
        TrackingFormat("Landmark Global", "LTN[0-9]{8}N[0-9]", check: nil),
        TrackingFormat("Spee-Dee", "SP[0-9]{18}", check: nil),
        TrackingFormat("YunExpress", "YT[0-9]{16}", check: nil),
    ]
}

/// The country a document comes from, judged from its own evidence, strongest first: numbers
/// written with their country code, the addresses it holds, the country-code domains of its
/// links and emails, its language. A French hotel card's `05 61 22 48 90` is a number only for
/// France, which its `+33` fax, its Toulouse address, its `.fr` site and its French all say.
public enum DocumentCountry {
    /// How much one piece of evidence counts, and how many of a kind count for one country (a
    /// directory of foreign numbers should not outweigh everything else the page says).
    enum Evidence: Int, CaseIterable {
        case language = 1, domain = 2, address = 3, internationalNumber = 4

        var weight: Int { rawValue }
        var limit: Int { self == .language ? 1 : 3 }
    }

    /// The countries the evidence names (ISO 3166 alpha-2, as libphonenumber knows them), most
    /// likely first; empty when the text says nothing of its country. A tie goes to the country
    /// with the strongest kind of evidence.
    /// `readIn`: the languages the text was recognised in, the language's evidence when its
    /// words do not say.
    public static func ranked(in text: DetectionText, readIn languages: [String] = []) -> [String] {
        var counts: [String: [Evidence: Int]] = [:]
        func add(_ country: String, _ evidence: Evidence) {
            guard PhoneDetector.isSupported(region: country) else { return }
            counts[country, default: [:]][evidence, default: 0] += 1
        }
        PhoneDetector.internationalNumberRegions(in: text).forEach { add($0, .internationalNumber) }
        AddressDetector.countries(in: text).forEach { add($0, .address) }
        domainCountries(in: text).forEach { add($0, .domain) }
        if let language = PageLanguage.country(of: text) ?? PageLanguage.country(ofReading: languages) { add(language, .language) }

        let scored = counts.map { country, evidence in
            (country: country,
             score: evidence.reduce(0) { $0 + min($1.value, $1.key.limit) * $1.key.weight },
             strongest: evidence.keys.map(\.rawValue).max() ?? 0)
        }
        return scored.sorted { ($0.score, $0.strongest, $1.country) > ($1.score, $1.strongest, $0.country) }.map(\.country)
    }

    /// Country-code top-level domains that name no country in practice: sold worldwide as
    /// generic names (.io, .co, .tv, .me, .ai…).
    static let genericCountryDomains: Set<String> = [
        "ac", "ai", "am", "cc", "co", "fm", "gg", "im", "io", "la", "ly", "me", "ms", "nu", "sh", "so", "tk", "to", "tv", "vc", "ws",
    ]

    /// The countries of the hosts of the text's URLs and email addresses: `.fr` → FR, `.co.uk` → GB.
    static func domainCountries(in text: DetectionText) -> [String] {
        let hosts = URLDetector().detect(in: text, region: "ZZ").map { host(ofURL: $0.text) }
            + EmailDetector().detect(in: text, region: "ZZ").map { String($0.text.split(separator: "@").last ?? "") }
        return hosts.compactMap { host in
            let label = host.filter { !$0.isWhitespace }.split(separator: ".").last.map { $0.lowercased() } ?? ""
            guard label.count == 2, label.allSatisfy(\.isASCII), !genericCountryDomains.contains(label) else { return nil }
            return label == "uk" ? "GB" : label.uppercased()
        }
    }

    /// "https://user@www.example.fr:8080/path" → "www.example.fr".
    static func host(ofURL url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        rest = rest.prefix { !"/?#".contains($0) }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        return String(rest.prefix { $0 != ":" })
    }
}

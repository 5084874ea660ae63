/// The default country for numbers and addresses: `--region` (or the config's region), else the
/// locale's territory (LC_ALL, then LANG, as in `de_DE.UTF-8`), else US. Unless the user named it
/// for this reading, the document's own country comes first (`ContentFilter.infersCountry`).
public enum Region {
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit.uppercased() }
        for name in ["LC_ALL", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return territory(ofLocale: value) ?? "US"
            }
        }
        return "US"
    }

    /// "de_DE.UTF-8@euro" → "DE"; nil for "C", "POSIX" or a locale without a territory.
    static func territory(ofLocale locale: String) -> String? {
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" })
        guard parts.count >= 2, parts[1].count == 2, parts[1].allSatisfy(\.isLetter) else { return nil }
        return parts[1].uppercased()
    }
}

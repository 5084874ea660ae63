import Foundation

/// A word as a domain name spells it: lower case, a German umlaut as its two letters and `ß` as
/// `ss` (`Köln` → `koeln`, `Straße` → `strasse`), other marks dropped (`Jaurès` → `jaures`).
enum SpeltAsDomain {
    /// Nil for a word with letters outside the Latin alphabet (a Japanese word has no such spelling).
    static func word(_ word: String) -> String? {
        var spelt = ""
        for character in word.lowercased() {
            switch character {
            case "ä": spelt += "ae"
            case "ö": spelt += "oe"
            case "ü": spelt += "ue"
            case "ß": spelt += "ss"
            default:
                let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first!
                guard ("a"..."z").contains(base) else { return nil }
                spelt.unicodeScalars.append(base)
            }
        }
        return spelt
    }
}

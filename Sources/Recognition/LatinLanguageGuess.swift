import Foundation

/// Which Latin language a reading is in, from its function words. `eng` reads German, French
/// or Vietnamese text with their marks dropped ("fur", "uber", "Tiéng Viét") and with
/// confidence as high as English, so neither its confidence nor the marks it keeps tell the
/// language; the words it makes still do, and checking them costs nothing next to a reading.
/// Words are compared folded (no case, no marks), as `eng` reads them.
enum LatinLanguageGuess {
    /// Short words frequent in one language's running text and in its interfaces' labels.
    /// A word of several languages ("de", "la", "con") counts for each.
    static let functionWords: [String: Set<String>] = [
        "eng": ["the", "and", "of", "to", "is", "for", "with", "you", "this", "that", "are", "on", "be", "your", "from",
                "by", "or", "it", "will", "can", "all", "have", "not", "was", "file", "settings"],
        "deu": ["der", "die", "das", "und", "mit", "fur", "von", "ist", "ein", "eine", "den", "dem", "bei", "auf",
                "nicht", "sie", "bitte", "keine", "kein", "durch", "unter", "diese", "dieser", "wie", "einen", "wir", "ihre", "zum", "zur", "sich", "auch", "wird", "werden", "oder", "uber",
                "nach", "aus", "noch", "nur", "wenn", "kann", "alle", "datei", "einstellungen", "konnen", "mussen"],
        "fra": ["le", "les", "des", "du", "et", "pour", "avec", "dans", "sur", "une", "au", "aux", "vous", "nous",
                "est", "sont", "pas", "ce", "cette", "qui", "que", "ou", "par", "plus", "fichier", "votre", "ete", "etre"],
        "spa": ["el", "los", "las", "del", "y", "para", "con", "por", "una", "es", "que", "su", "como", "mas", "esta",
                "pero", "archivo", "puede", "configuracion"],
        "ita": ["il", "di", "che", "per", "con", "una", "sono", "della", "delle", "dei", "gli", "non", "del", "alla",
                "nel", "questo", "questa", "impostazioni"],
        "por": ["os", "da", "dos", "em", "para", "com", "uma", "nao", "que", "ao", "na", "voce", "arquivo",
                "pode", "configuracoes"],
        "nld": ["het", "een", "en", "van", "niet", "met", "voor", "te", "zijn", "je", "dat", "wordt", "bestand",
                "instellingen", "ook", "naar", "worden"],
        "vie": ["cua", "va", "cac", "khong", "duoc", "trong", "mot", "nhung", "nguoi", "voi", "cho", "nay", "den",
                "tu", "theo", "khi", "neu", "hay", "ban", "tat", "ca", "nhieu", "da", "se", "dang", "thi", "cung",
                "ve", "tren", "la", "co", "tep", "chon", "muc", "hien", "nhap", "luu", "mo", "dong", "viet", "tieng"],
    ]

    /// The fewest function words, and the least share of the reading's words, that name a
    /// language: a few loan words or names in English text do not.
    static let leastWords = 3
    static let leastShare = 0.08

    /// The language of `words` among `candidates` (installed Latin languages, eng among them),
    /// nil when none stands out: the most function words, at least `leastWords` of them and
    /// `leastShare` of the words, and more than any other candidate's.
    static func language(of words: [String], among candidates: [String]) -> String? {
        let folded = words.flatMap { Self.folded($0).split(whereSeparator: { !$0.isLetter }).map(String.init) }
        guard !folded.isEmpty else { return nil }
        let counts = candidates.map { language in
            (language, folded.filter { functionWords[language]?.contains($0) == true }.count)
        }.sorted { $0.1 > $1.1 }
        guard let (top, hits) = counts.first, hits >= leastWords, Double(hits) >= leastShare * Double(folded.count),
              counts.dropFirst().first.map({ $0.1 < hits }) ?? true else { return nil }
        return top
    }

    /// The language of the country a page's own addresses name, where its words are too few to
    /// name one (a hotel card, an invoice's header: `Bergstrasse 17a`, `Tel.`, `Fax`): the
    /// country-code domains of its web addresses and emails (`hotel-bergblick.de`) and the
    /// calling codes of its phone numbers (`+33 4 78…`). Only the countries of one language
    /// count (not `.ch`, `.be`, `.ca`), and only when all those the page names share it.
    static let countryLanguages: [(domain: String, callingCode: String, language: String)] = [
        ("de", "49", "deu"), ("at", "43", "deu"), ("fr", "33", "fra"), ("es", "34", "spa"), ("it", "39", "ita"),
        ("nl", "31", "nld"), ("pt", "351", "por"), ("br", "55", "por"), ("vn", "84", "vie"),
    ]

    private static let countryEvidence: NSRegularExpression = {
        let domains = countryLanguages.map(\.domain).joined(separator: "|")
        let codes = countryLanguages.map(\.callingCode).joined(separator: "|")
        // An email's domain that ends its line may have its last dot read as a blank (a photo's
        // `info@hotel-bergblick de`).
        return try! NSRegularExpression(pattern: #"(?<![\w-])[a-z0-9-]*[a-z][a-z0-9-]*\.(\#(domains))(?![a-z0-9-])|(?<![\w+])\+\s?(\#(codes))(?![0-9])|@[a-z0-9-]*[a-z][a-z0-9-]* (\#(domains))(?=[ \t]*(?:\n|$))"#,
                                        options: [.caseInsensitive])
    }()

    /// The one language among `candidates` that the countries `text` names speak (`countryLanguages`), nil otherwise.
    static func language(ofCountriesIn text: String, among candidates: [String]) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        let named = Set(countryEvidence.matches(in: text, range: range).compactMap { match -> String? in
            let country = (1...3).lazy.compactMap { Range(match.range(at: $0), in: text) }.first.map { text[$0].lowercased() }
            return countryLanguages.first { $0.domain == country || $0.callingCode == country }?.language
        })
        guard named.count == 1, let language = named.first, candidates.contains(language) else { return nil }
        return language
    }

    /// A letter outside ASCII (Latin with marks only: a primary set with Korean makes Hangul),
    /// or a digit between letters, which `eng` makes of a letter with marks it lacks ("Kh6ng": ô → 6).
    static func showsUnreadMarks(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        return hasMarks(word)
            || scalars.indices.dropFirst().dropLast().contains { i in
                scalars[i].properties.numericType != nil && scalars[i - 1].properties.isAlphabetic && scalars[i + 1].properties.isAlphabetic
            }
    }

    /// `text` as `eng` reads it: no case, no marks (đ is a letter of its own to Foundation).
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).replacingOccurrences(of: "đ", with: "d")
    }

    /// A Latin letter with marks.
    static func hasMarks(_ word: String) -> Bool {
        word.unicodeScalars.contains { (0xC0...0x24F).contains($0.value) || (0x1E00...0x1EFF).contains($0.value) }
    }
}

/// The language a page is written in, as far as it names a country: French, German, Japanese or
/// Korean, from its function words and its script. English is spoken in too many countries to
/// name one; so are Spanish and Portuguese, which are left out.
enum PageLanguage {
    /// Words that are frequent in one language and rare as names in the others ("de", "la", "die"
    /// and "an" occur in English text as names or words too, so they are not counted).
    static let functionWords: [(country: String, words: Set<String>)] = [
        ("FR", ["le", "les", "des", "du", "et", "pour", "avec", "dans", "sur", "une", "au", "aux", "vous", "nous",
                "est", "rue", "chez", "où", "à", "tél", "réservation", "réservations", "bienvenue", "merci"]),
        ("DE", ["der", "das", "und", "mit", "für", "von", "ist", "ein", "eine", "den", "dem", "bei", "auf", "nicht",
                "sie", "bitte", "uhr", "straße", "telefon", "wir", "ihre", "zum", "zur", "vielen", "dank"]),
    ]

    /// The country of the page's language, or nil when no language stands out: at least three of
    /// its function words (or kana, hangul) and more than any other language's.
    static func country(of text: DetectionText) -> String? {
        var counts: [String: Int] = [:]
        for scalar in text.scalars {
            switch scalar.value {
            case 0x3041...0x30FF: counts["JP", default: 0] += 1  // hiragana and katakana
            case 0xAC00...0xD7A3: counts["KR", default: 0] += 1  // hangul syllables
            default: break
            }
        }
        for word in text.string.lowercased().split(whereSeparator: { !$0.isLetter }) {
            for (country, words) in functionWords where words.contains(String(word)) {
                counts[country, default: 0] += 1
            }
        }
        let ranked = counts.sorted { $0.value > $1.value }
        guard let top = ranked.first, top.value >= 3, ranked.dropFirst().first.map({ $0.value < top.value }) ?? true
        else { return nil }
        return top.key
    }

    /// The Tesseract languages that name a country as the words above do.
    static let countryOfLanguage = ["fra": "FR", "deu": "DE", "jpn": "JP", "kor": "KR"]

    /// The country of the first of `languages` (what the page was read in: the user's `--lang`,
    /// or the language `--lang auto` found in its words) that names one: a card with too few
    /// function words to tell, read in German, is German.
    static func country(ofReading languages: [String]) -> String? {
        languages.lazy.compactMap { countryOfLanguage[$0] }.first
    }
}

/// The grammars of German and French street addresses.
enum EuropeanAddressPatterns {
    private typealias P = AddressPatterns

    static let germanStreet = #"(?:(?:Am|An der|An den|Im|In der|Auf der|Zum|Zur|Alte|Neue|Unter den)[ \t]+[A-ZÄÖÜ][\wäöüß.\-]*|[A-ZÄÖÜ][\wäöüß\-]*(?:straße|strasse|str\.|weg|allee|platz|pl\.|ring|gasse|damm|ufer|chaussee|markt|steig|pfad|berg|hof|kai|promenade|tor)|[A-ZÄÖÜ][\wäöüß\-]*[ \t]+(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Ring|Gasse|Damm|Ufer|Chaussee|Markt))|Esplanade"#
    /// Every German street holds one of these: a street-type word (inside its name or after it),
    /// "Esplanade", or a leading word (a whole word: `germanStreet` starts after a non-word
    /// character and goes on with a blank). Its house number's digits follow.
    static let germanStreetAnchors = Anchors(
        words: ["straße", "strasse", "str.", "weg", "allee", "platz", "pl.", "ring", "gasse", "damm", "ufer", "chaussee",
                "markt", "steig", "pfad", "berg", "hof", "kai", "promenade", "tor", "esplanade",
                "an der", "an den", "in der", "auf der", "unter den"],
        wholeWords: ["am", "im", "zum", "zur", "alte", "neue"])
    static let frenchStreetType = #"(?:rue|avenue|av\.?|boulevard|bd|place|pl\.?|allée|allee|chemin|impasse|quai|cours|route|cité|square|passage|voie|promenade|rond-point)"#

    /// A German postcode has five digits, an Austrian or Swiss one four; letter writers abroad
    /// prefix the country (D-, A-, CH-).
    static let germanPostcode = #"(?:(?-i:D|A|CH)-)?\d{4,5}"#
    /// Linienstraße 40, 10119 Berlin | Mariahilfer Straße 45, 1060 Wien
    static let german = #"(?<![\w-])(?:\#(germanStreet))[ \t]+\d{1,4}[ \t]?[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?)?(?:\#(P.sep))(?:\#(germanPostcode)(?![\d-])\#(P.sep)?(?-i:[A-ZÄÖÜ][\wäöüß\-]*(?:[ \t]+[A-ZÄÖÜ][\wäöüß\-]*)?)|[A-ZÄÖÜ][\wäöüß\-]+(?=\s*,\s*(?:Germany|Deutschland)|\s*$))"#
    /// A business's postcode and town take "CEDEX" and the office's number: 69007 LYON CEDEX 07
    /// (on the next line where a narrow column wrapped it).
    static let cedex = #"(?:(?:[ \t]+|[ \t]*\n[ \t]*)(?-i:CEDEX|Cedex)(?:[ \t]+\d{1,2}(?![\w]))?)"#
    /// A town of up to four words, not counting CEDEX.
    static let frenchTown = #"(?:[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'’\-]+(?:[ \t]+(?!cedex(?![\w]))[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'’\-]*){0,3})"#
    /// Between the words of a street's name: blanks, or a line break after a small word where a
    /// narrow column wrapped the name ("31 rue de la" / "République").
    static let frenchNameGap = #"(?:[ \t]+|(?<=[ \t](?:de|du|des|la|le|les|d'|l'))[ \t]*\n[ \t]*)"#
    /// 4 Cité du Cardinal Lemoine, 75005 Paris | 123 Rue Montmartre, Paris | 12 ter rue des Lilas, 31000 TOULOUSE.
    /// Group 1, the house number, may be one digit OCR read as its look-alike letter before
    /// "bis", "ter" or "quater" (`S bis avenue`), where no letter stands alone (before a street's
    /// type, one may: "Sortie B avenue Foch").
    static let french = #"(?<![\w-])(\d{1,4}|(?-i:[SIlBZ])(?=[ \t]?(?:bis|ter|quater)[ \t]))(?:[ \t]?(?:bis|ter|quater))?,?[ \t]+\#(frenchStreetType)[ \t]+(?:\#(P.word)\#(frenchNameGap)){0,5}?\#(P.word)(?:\#(P.sep)\d{5}[ \t]+\#(frenchTown)\#(cedex)?|,[ \t]*(?:Paris|Lyon|Marseille|Toulouse|Nice|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes))(?![\w])"#
}

extension EuropeanAddressPatterns {
    /// Swiss cities a letter names without "CH-"; any other four-digit postcode is Austrian.
    static let swissPlaces = ["Schweiz", "Suisse", "Switzerland", "Zürich", "Zurich", "Bern", "Basel", "Genf", "Genève",
                              "Luzern", "Lausanne", "St. Gallen", "Winterthur", "Lugano", "Zug", "Biel"]

    /// DE for a five-digit postcode; CH or AT for four digits.
    static func germanSpeakingCountry(of address: String) -> String {
        guard let postcode = address.firstMatch(of: /(?:^|[^\d])(?:(D|A|CH)-)?(\d{4,5})(?!\d)/) else { return "DE" }
        switch postcode.output.1 {
        case "D": return "DE"
        case "A": return "AT"
        case "CH": return "CH"
        default: break
        }
        if postcode.output.2.count == 5 { return "DE" }
        return swissPlaces.contains { address.localizedCaseInsensitiveContains($0) } ? "CH" : "AT"
    }
}

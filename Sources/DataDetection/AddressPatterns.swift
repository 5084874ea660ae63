/// Pieces shared by the street-address grammars (United States and Canada, United Kingdom,
/// Germany and France). All are matched case-insensitively unless they say `(?-i:…)`.
enum AddressPatterns {
    /// Between address parts: a comma, spaces, or a line break (multi-line addresses).
    static let sep = #"(?:\s*,\s*|[ \t]*\n\s*|[ \t]+)"#
    /// Between parts where a bare space would be ambiguous: a comma or a line break.
    static let hardSep = #"(?:[ \t]*,[ \t]*\n?\s*|[ \t]*\n\s*)"#
    /// 12, 12B, 12-14, 2455-B; a Wisconsin grid number such as N165 W2123. Not 00 or 000, which
    /// are quantities or codes.
    static let house = #"(?:(?!00)\d{1,6}[A-Za-z]?(?:[ \t]?[-–][ \t]?(?:\d{1,6}[A-Za-z]?|[A-Za-z](?![\w])))?|(?-i:[NSEW])\d{1,4}[ \t](?-i:[NSEW])\d{1,5}|one|two)"#
    /// Not inside a word or a number, and not a unit such as "#6".
    static let houseStart = #"(?<![\w#\-–.])"#
    static let word = #"(?:[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9'’.\-]*)"#
    /// A word of a street's name: not a bare number, which would be a second house number or a
    /// quantity ("44 sq. ft. 000 Columbia Ave."); numbered streets are ordinals (5th, 63rd).
    static let streetWord = #"(?:(?!\d+(?![\w'’.\-]))\#(word))"#
    /// After a word of a street's name: blanks, or a line break right before the street's type
    /// where a narrow column wrapped it onto the next line ("45 Harbour" / "Road").
    static func nameGap(before type: String) -> String { #"(?:[ \t]+|[ \t]*\n[ \t]*(?=\#(type)(?![\w])))"# }
    static let directional = #"(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?"#
    /// Street-type words of USPS Publication 28 (appendix C1), their usual abbreviations and
    /// plurals, which UK and Canadian addresses use too. Words that are mostly prefixes of names
    /// (Mount, Fort, Port) or ordinary abbreviations (Is, Ky) are left out.
    static let streetType = #"(?:Alley|Aly|Annex|Arcade|Avenue|Ave|Av|Bayou|Beach|Bend|Bnd|Bluffs?|Boulevard|Blvd|Branch|Bridge|Brg|Brooks?|Brk|Bypass|Byp|Canyon|Cyn|Causeway|Cswy|Center|Centre|Ctr|Circle|Cir|Cliffs?|Commons?|Corners?|Court|Ct|Crt|Cove|Cv|Creek|Crk|Crescent|Cres|Crest|Crossing|Xing|Curve|Dale|Drive|Dr|Estates?|Expressway|Expy|Extension|Ext|Falls|Ferry|Fields?|Flats?|Ford|Forest|Freeway|Fwy|Gardens?|Gdns|Gateway|Glen|Greens?|Grn|Groves?|Grv|Harbou?r|Haven|Heights|Hts|Highway|Hwy|Hills?|Hollows?|Holw|Island|Junction|Jct|Knolls?|Lakes?|Landing|Lane|Ln|Loop|Mall|Manor|Meadows?|Mews|Mill|Motorway|Orchard|Oval|Park|Parkway|Pkwy|Py|Pass|Path|Pike|Pines?|Place|Pl|Plaza|Plz|Point|Pt|Ridge|Rdg|Road|Rd|Roads|Route|Rte|Row|Run|Shores?|Skyway|Springs?|Spgs|Square|Sq|Station|Street|St|Streets|Summit|Terrace|Ter|Trace|Trail|Trl|Tunnel|Turnpike|Tpke|Valley|Vly|Viaduct|View|Vw|Village|Vista|Walk|Way|Wells?)\.?"#
    /// One to four words, the first of two letters at least (not a directional such as "W").
    static let city = #"(?:[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'’\-]+(?:[ \t]+[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'’\-]*){0,3})"#
}

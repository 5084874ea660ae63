/// The grammar of United States and Canadian street addresses: house number, street, optional
/// units or building name, city, then the state (with or without its ZIP code), the ZIP code
/// alone, or the province with its postal code.
enum USAddressPatterns {
    private typealias P = AddressPatterns

    /// Numbered roads: County Road 45, US Highway 1, State Route 9, FM 544, MD 760, Business 40,
    /// and Wisconsin's lettered county roads (County Road GV).
    static let numberedRoad = #"(?:(?:(?:County|Co\.?|State|US|U\.S\.|Interstate|Private|Farm to Market)[ \t]+)?(?:Road|Rd|Route|Rte|Highway|Hwy)[ \t]+(?:\d{1,5}[A-Za-z]?|(?-i:[A-Z]{1,3}))|(?:FM|RM|CR|SR|PR|US|U\.S\.|I-?|Business|\#(stateAbbreviation))[ \t]?\d{1,5}[A-Za-z]?)(?:[ \t]+(?:Business|Bypass|Spur|Alt))?"#

    /// Main St, N Main St NW, Broadway, County Road 45; after a directional, a street numbered
    /// without its ordinal suffix (W 207 St) or a bare name (East Elm, but not West Virginia).
    static let street = #"(?:\#(P.directional)[ \t]+)?(?:((?:\#(P.streetWord)\#(P.nameGap(before: P.streetType))){1,4})\#(P.streetType)|Broadway|\#(numberedRoad))(?:[ \t]+\#(P.directional))?(?![\w])|\#(P.directional)[ \t]+(?:\d{1,3}[ \t]+\#(P.streetType)(?:[ \t]+\#(P.directional))?|(?!(?:Carolina|Dakota|Virginia)(?![\w]))(?-i:[A-Z][a-z]+|[A-Z]+))(?![\w])"#

    /// Suite 4, Ste. B, Apt No. 456, #2A, 6th Floor, or a bare unit number (52 Ten Eyck St 3);
    /// the unit's number may have wrapped to the next line of a narrow column ("Ste" / "4B").
    static let unit = #"(?:(?:Suite|Ste|Apt|Apartment|Unit|Fl|Floor|Rm|Room|Bldg|Building|Dept|Lot|Space|Spc)\.?[ \t]*(?:\n[ \t]*(?=\d))?(?:No\.?[ \t]*)?#?[ \t]*[A-Za-z0-9][A-Za-z0-9\-]*(?:[ \t](?-i:[A-Z])(?![\w']))?|#[ \t]*(?:(?:Apt|Unit|Ste)\.?[ \t]*)?[A-Za-z0-9\-]+|\d{1,3}(?:st|nd|rd|th)[ \t]+(?:Floor|Fl)\.?|\d{1,5}[A-Za-z]?)(?![\w])"#
    /// A building or complex named after the street, ended by a comma (captured): The Chadwick,
    /// Forest Cove Apartments.
    static let building = #"(\#(P.word)(?:[ \t]+\#(P.word)){0,3}(?=[ \t]*,))"#

    /// The states' and DC's postal codes; the territories' (PR, GU, VI) count only in capitals.
    static let stateCodes = "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY"
    static let stateAbbreviation = #"(?-i:\#(stateCodes)|PR|GU|VI)"#
    /// Lower-case abbreviations, captured: they only count in an address written all in lower case.
    static let lowercaseStateAbbreviation = "(?-i:(\(stateCodes.lowercased())))"
    static let stateName = #"(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|(?-i:D\.C|N\.Y)\.?)"#
    static let zip = #"\d{5}(?:-\d{4})?"#
    static let caProvince = #"(?:(?-i:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland|Nova Scotia|Ontario|Quebec|Québec|Saskatchewan|Yukon)"#
    static let caPostalCode = #"(?-i:[A-Z]\d[A-Z])\s?\d(?-i:[A-Z])\d"#
    static let country = #"(?:USA|U\.S\.A\.?|United States(?: of America)?|Canada)"#

    static let region = #"(?:(?:\#(stateAbbreviation)|\#(lowercaseStateAbbreviation)|\#(stateName))(?:[ \t]*,?[ \t]*\#(zip))?|\#(zip)|\#(caProvince)(?:[ \t]+\#(caPostalCode))?)"#

    /// 123 N Main St Ste 4, Springfield, IL 62704 | 332 Menzies Street, Victoria, BC V8V 2G9. A
    /// state name that the state follows is the city ("The Garrett, Washington, DC 20003").
    static let address = #"\#(P.houseStart)\#(P.house)[ \t]+(?:\#(street))(?:\#(P.sep)(?:\#(unit)|\#(building))){0,3}?\#(P.sep)(\#(P.city))(?:[ \t]*,[ \t]*\#(P.word)(?:[ \t]+\#(P.word))?[ \t]+County)?(?:[ \t]*,\s*|\s+)\#(region)(?:[ \t]*,?\s*\#(country))?(?![\w])(?![ \t]*,[ \t]*(?:\#(stateAbbreviation)|\#(zip))(?![\w]))"#

    /// CA for an address with a province's postal code or that says Canada, else US.
    static func country(of address: String) -> String {
        address.contains(/(?-i:[A-Z]\d[A-Z])\s?\d(?-i:[A-Z])\d/) || address.localizedCaseInsensitiveContains("Canada") ? "CA" : "US"
    }

    /// The capture groups of `address`: the street's name words, the last building name, the city,
    /// a lower-case state.
    private enum Group { static let streetName = 1, building = 2, city = 3, lowercaseState = 4 }
    /// Small words that stay lower case inside a capitalised place name.
    private static let particles: Set<Substring> = ["of", "the", "on", "upon", "by", "de", "la", "le", "du", "des"]
    /// Prepositions and pronouns of prose, which name no street, building or city ("3 dogs on main st in boston ma");
    /// not "I", a street of Washington, DC.
    private static let proseWords: Set<String> = ["in", "at", "to", "near", "from", "via", "for", "with", "is", "are",
                                                  "was", "were", "have", "has", "we", "my", "your", "our"]

    /// Whether a match of `address` reads as an address rather than prose: a lower-case state
    /// abbreviation only in an address written all in lower case ("12 main st, boston ma"); no prose
    /// word in the street, building or city names, and in mixed-case text capitalised names (not
    /// "2 cents on Wall St, New York, NY").
    static func isPlausible(_ text: DetectionText, _ groups: [Range<Int>?]) -> Bool {
        guard let whole = groups[0] else { return false }
        let address = text[whole]
        if groups[Group.lowercaseState] != nil, address.contains(where: \.isUppercase) { return false }
        let isMixedCase = address.contains(where: \.isUppercase) && address.contains(where: \.isLowercase)
        return [Group.streetName, Group.building, Group.city].allSatisfy { group in
            guard let range = groups[group] else { return true }
            return text[range].split(whereSeparator: { $0 == " " || $0 == "\t" }).allSatisfy { name in
                !proseWords.contains(name.lowercased())
                    && (!isMixedCase || name.first.map { $0.isUppercase || $0.isNumber } == true || particles.contains(name))
            }
        }
    }
}

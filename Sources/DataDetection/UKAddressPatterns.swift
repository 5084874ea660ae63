import Foundation

/// The grammar of United Kingdom street addresses: (flat or unit,) house number or range, street,
/// localities, then the postcode (or the postcode before the town: "N1 2XQ London").
enum UKAddressPatterns {
    private typealias P = AddressPatterns

    static let streetType = #"(?:\#(P.streetType)|Close|Drove|Parade|Rise|Vale|Wharf|Yard|Quay|Circus|Embankment|Gate|Market|Approach|Chase|Croft|Broadway)\.?"#
    /// The postcode's district (outward code): SW1A, E10, M1; or, captured, a two-letter area
    /// whose second letter OCR read as a digit ("S014" for SO14, "T514" for TS14), which the
    /// district's shape gives away: its number has one or two digits, never three; or, captured,
    /// an area whose S a photo's OCR read as a dollar sign (`$014`, `$W1A`); or, captured, an
    /// area whose only digit OCR read as a stroke or a bracket (`HG]`, `HGl`, `HG}` for HG1),
    /// which no district holds.
    static let district = #"(?-i:[A-Z]{1,2}[0-9][A-Z0-9]?|([CPSY$]0|[BHLSTW]5|[AU]8)[0-9][A-Z0-9]?|(\$[A-Z]?)[0-9][A-Z0-9]?|[A-Z]{1,2}([\]lI|})]))"#
    /// The inward code: a digit and two letters, either of which OCR may read as a bracket
    /// (a J, captured: `1)T`, `4D}`), which no postcode holds; or, captured, in lower case where
    /// the small letter has the capital's shape (`s`, `u`, `w`, `x`, `z`; a J read `j` in photos);
    /// or, captured, one of them as the digit of its shape (a photo's `40)` for 4DJ: a 0 there is
    /// a D, as no inward code holds an O).
    static let inward = #"(?-i:[0-9](?![0-9]{2})(?:[A-Z]|([\])}suwxzj0258]))(?:[A-Z]|([\])}suwxzj0258])))"#
    /// A district whose area a photo's OCR read in small letters of the capitals' shapes
    /// (`so14` for SO14), captured; only before an inward code, where nothing else looks so.
    static let smallDistrict = #"(?-i:([cosuvwxz]{1,2})[0-9][0-9]?)"#
    static let postcode = #"(?:\#(district)|\#(smallDistrict))\s?\#(inward)"#
    /// A district alone counts only as a line of its own in a multi-line address.
    static let lineOfDistrict = #"(?<=\n)\#(district)(?=[ \t]*(?:\n|$))"#
    /// A town's `l` a photo's OCR read `!` (`Bristo!`) is printed `l` (`printed`).
    static let locality = #"(?:[A-Za-z](?:[A-Za-z.'’\-]|(?<=[a-z])!)*(?:[ \t]+[A-Za-z](?:[A-Za-z.'’\-]|(?<=[a-z])!)*){0,2})"#
    /// A town after the postcode starts with a capital and stays on its line; a bare space takes
    /// only the rest of the line.
    static let trailingLocality = #"(?:[ \t]*,[ \t]*(?-i:[A-Z][A-Za-z.'’\-]*)(?:[ \t]+(?-i:[A-Z][A-Za-z.'’\-]*)){0,2}|[ \t]+(?-i:[A-Z][A-Za-z.'’\-]*)(?=[ \t]*(?:\n|$)))"#
    static let country = #"(?:United Kingdom|UK|Great Britain|England|Scotland|Wales|Northern Ireland)"#
    /// Flat 5, Studio 96D, Unit 26, Suite 3: the premises of a building on the street, in place of a house number.
    static let premises = #"(?:Flat|Studio|Unit|Apartment|Suite|Room)[ \t]+\d{1,4}[A-Za-z]?"#
    /// A named building before the house number: Kingsway House, Riverside Court, The Old Mill.
    static let building = #"(?-i:[A-Z][A-Za-z'’\-]*)(?:[ \t]+(?-i:[A-Z][A-Za-z'’\-]*)){0,2}[ \t]+(?:House|Court|Building|Tower|Mansions|Lodge|Chambers|Centre|Works|Hall|Exchange|Mill|Cottage|Farm|Studios|Apartments)"#

    /// (Flat 4, Building,) 22B Derwent Parade | No. 22 The Light, (Locality,)* POSTCODE (, Town)(, Country)
    static let address = #"\#(P.houseStart)(?:(?:\#(premises)\#(P.hardSep))?\#(building)\#(P.hardSep))?(?:(?:No\.?[ \t]*)?\#(P.house),?[ \t]+|\#(premises)(?:\#(P.hardSep)|[ \t]+)(?:\#(P.house)[ \t]+)?)(?:(?:\#(P.streetWord)\#(P.nameGap(before: streetType))){1,3}?\#(streetType)|The[ \t]+\#(P.word))(?![\w])(?:\#(P.sep)\#(locality)){0,4}?\#(P.sep)(?:\#(postcode)|\#(lineOfDistrict))(?:\#(trailingLocality))?(?:\#(P.hardSep)\#(country))?(?![\w])"#

    /// The address on one line with what OCR misread in letters: the areas (`district`'s groups,
    /// a dollar sign for an S), small ones (`smallDistrict`'s), a district's stroke or bracket for
    /// its 1 (the inward code's digit follows it), a bracket for the inward code's J, its small
    /// letters and its digits (`inward`'s; a 0 alone is a D there, a district's is an O), a town's
    /// `!` for its `l`.
    static func printed(_ text: DetectionText, _ groups: [Range<Int>?]) -> String {
        let whole = groups[0]!
        var scalars = Array(text[whole].unicodeScalars)
        let capital = { (small: Unicode.Scalar) in small.properties.uppercaseMapping.unicodeScalars.first! }
        for misread in groups.dropFirst().compactMap({ $0 }) {
            let first = misread.lowerBound - whole.lowerBound, last = misread.upperBound - 1 - whole.lowerBound
            for index in first..<last where scalars[index].properties.isLowercase { scalars[index] = capital(scalars[index]) }
            for index in first...last where scalars[index] == "$" { scalars[index] = "S" }
            let read = scalars[last]
            let next = scalars[(last + 1)...].first { $0 != " " && $0 != "\t" }
            let endsDistrict = next.map(OCRRepair.isDigit) ?? false
            scalars[last] = endsDistrict && "]lI|})".unicodeScalars.contains(read) ? "1"
                : "])}j".unicodeScalars.contains(read) ? "J"
                : read.properties.isLowercase ? capital(read) : first == last && read == "0" ? "D"
                : OCRRepair.letterForDigit[read] ?? read
        }
        let repaired = String(String.UnicodeScalarView(scalars)).replacingOccurrences(of: "(?<=[a-z])!", with: "l", options: .regularExpression)
        return AddressDetector.normalize(repaired)
    }
}

import DataDetection
import XCTest

/// The document's own country, from its numbers, addresses, domains and language, and the
/// national numbers it makes readable with no region given.
final class DocumentCountryTests: XCTestCase {
    private func countries(_ text: String) -> [String] { DocumentCountry.ranked(in: DetectionText(text)) }

    func testEachKindOfEvidenceNamesItsCountry() {
        XCTAssertEqual(countries("Fax +33 5 61 22 48 91"), ["FR"])
        XCTAssertEqual(countries("Bergstraße 17a, 80331 München"), ["DE"])
        XCTAssertEqual(countries("Mariahilfer Straße 45, 1060 Wien"), ["AT"])
        XCTAssertEqual(countries("Flat 7, 21 Mill Lane, Bristol BS1 4QA"), ["GB"])
        XCTAssertEqual(countries("332 Menzies Street, Victoria, BC V8V 2G9"), ["CA"])
        XCTAssertEqual(countries("Book at www.example.co.uk"), ["GB"])
        XCTAssertEqual(countries("bookings@auberge.fr"), ["FR"])
        XCTAssertEqual(countries("Bitte wenden Sie sich mit Fragen an der Rezeption"), ["DE"])
        XCTAssertEqual(countries("お問い合わせはこちらまで"), ["JP"])
    }

    /// A card with too few function words to tell: the language it was read in says.
    func testTheReadingsLanguageNamesTheCountryWhenTheWordsDoNot() {
        let card = "Gast Thomas Schneider\nAnkunft 14. September 2027\nHauptstr. 5 Tel. 030 4402 8815"
        XCTAssertEqual(DocumentCountry.ranked(in: DetectionText(card)), [])
        XCTAssertEqual(DocumentCountry.ranked(in: DetectionText(card), readIn: ["deu", "eng"]), ["DE"])
        XCTAssertEqual(DocumentCountry.ranked(in: DetectionText(card), readIn: ["eng"]), [])
        let filter = ContentFilter(region: "US", infersCountry: true).settled(for: card, readIn: ["deu"])
        XCTAssertEqual(filter.items(in: card, type: .phone).map(\.text), ["030 4402 8815"])
        // The words, when they say, come first: French read with German data is still French.
        XCTAssertEqual(DocumentCountry.ranked(in: DetectionText("Réservation pour vous et nous, merci"), readIn: ["deu"]), ["FR"])
    }

    func testNothingOfACountryNamesNone() {
        XCTAssertEqual(countries("Call 05 61 22 48 90 today"), [])
        // English, generic country domains (.io, .co) and a few stray French words say nothing.
        XCTAssertEqual(countries("Please write to help@tinyshop.io or visit acme.co, the best of the rest"), [])
    }

    func testStrongerEvidenceOutranksWeaker() {
        // A German notice naming a French partner's number: its address, domain and language outweigh one number.
        let notice = "Bitte rufen Sie uns an, wir sind für Sie da.\nBergstraße 17a, 80331 München\ninfo@berger-hv.de\nPartner in Paris: +33 1 42 68 53 00"
        XCTAssertEqual(countries(notice), ["DE", "FR"])
        // An English page with a .de link but two British numbers is British.
        XCTAssertEqual(countries("Call +44 20 7946 0018 or +44 161 496 0000; our German site is shop.de"), ["GB", "DE"])
        // A tie (a German number against a French address in French) goes to the stronger kind of evidence.
        XCTAssertEqual(countries("Tél. +49 30 901820\n4 rue du Port, 13002 Marseille"), ["DE", "FR"])
        XCTAssertEqual(countries("Tél. +49 30 901820\n4 rue du Port, 13002 Marseille\nwww.port.fr"), ["FR", "DE"])
    }

    func testNationalNumbersUseTheDocumentsCountry() {
        let inferring = ContentFilter(region: "US", infersCountry: true)
        let cases = [("Hôtel des Pins\n12 ter rue des Lilas\n31000 Toulouse\nTél. 05 61 22 48 90", "05 61 22 48 90"),
                     ("Bike repairs, Unit 2, 45 Harbour Road, Plymouth PL1 3EX. Call 07911 123456", "07911 123456"),
                     ("Hausverwaltung: Bergstraße 17a, 80331 München, Telefon 089 2180 1234", "089 2180 1234"),
                     ("お問い合わせ：03-1234-5678", "03-1234-5678")]
        for (text, number) in cases {
            XCTAssertEqual(inferring.items(in: text, type: .phone).map(\.text), [number], text)
            // Without the document's country, the config's or locale's region reads nothing there.
            XCTAssertEqual(ContentFilter(region: "US").items(in: text, type: .phone).map(\.text), [], text)
        }
    }

    func testAnExplicitRegionWinsAndTheFallbackStays() {
        let french = "Tél. 05 61 22 48 90, www.hotel-des-pins.fr"
        XCTAssertEqual(ContentFilter(region: "FR").items(in: "Tel. 020 7946 0018 — www.shop.co.uk", type: .phone).count, 0)
        XCTAssertEqual(ContentFilter(region: "DE", infersCountry: true).regions(for: DetectionText(french)), ["FR", "DE"])
        XCTAssertEqual(ContentFilter(region: "DE", infersCountry: true).regions(for: DetectionText("Call 0891 234")), ["DE"])
        XCTAssertEqual(ContentFilter(region: "DE").regions(for: DetectionText(french)), ["DE"])
        // The fallback still reads its own numbers that the document's country does not.
        let mixed = "Call (415) 555-0132 or our Paris office 01 42 68 53 00 — www.example.fr"
        XCTAssertEqual(ContentFilter(region: "US", infersCountry: true).items(in: mixed, type: .phone).map(\.text),
                       ["(415) 555-0132", "01 42 68 53 00"])
        // A line alone is read with its document's country.
        let page = ContentFilter(region: "US", infersCountry: true).settled(for: "Bergstraße 17a\n80331 München")
        XCTAssertEqual(page.items(in: "089 2180 1234", type: .phone).map(\.text), ["089 2180 1234"])
    }
}

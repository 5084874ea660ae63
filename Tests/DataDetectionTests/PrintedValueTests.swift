import ContentTypes
import DataDetection
import XCTest

/// The value as printed (the default a form gets) next to the normalized one, per type.
final class PrintedValueTests: XCTestCase {
    /// The one item of `type` in `text`, as (printed, normalized).
    private func forms(_ type: ContentType, _ text: String, region: String = "US",
                       file: StaticString = #filePath, line: UInt = #line) -> (printed: String, normalized: String)? {
        let items = ContentFilter(region: region).items(in: text, type: type)
        XCTAssertEqual(items.count, 1, text, file: file, line: line)
        return items.first.map { ($0.value(.printed), $0.value(.normalized)) }
    }

    private func check(_ type: ContentType, _ text: String, printed: String, normalized: String, region: String = "US",
                       file: StaticString = #filePath, line: UInt = #line) {
        let found = forms(type, text, region: region, file: file, line: line)
        XCTAssertEqual(found?.printed, printed, "printed, in: \(text)", file: file, line: line)
        XCTAssertEqual(found?.normalized, normalized, "normalized, in: \(text)", file: file, line: line)
    }

    func testURLs() {
        check(.url, "Book at harbour-inn.com today", printed: "harbour-inn.com", normalized: "http://harbour-inn.com")
        check(.url, "See WWW.Example.COM/Rooms", printed: "WWW.Example.COM/Rooms", normalized: "http://www.example.com/Rooms")
        check(.url, "https://Example.c0m/a", printed: "https://Example.com/a", normalized: "https://example.com/a")
        check(.url, "www.harbour-inn. com", printed: "www.harbour-inn.com", normalized: "http://www.harbour-inn.com")
    }

    func testPhones() {
        check(.phone, "Tel. +1 (415) 555-0132", printed: "+1 (415) 555-0132", normalized: "+14155550132")
        check(.phone, "Fax: 4l5-555-O199", printed: "415-555-0199", normalized: "+14155550199")
        check(.phone, "Tél. 05 61 22 48 90", printed: "05 61 22 48 90", normalized: "+33561224890", region: "FR")
    }

    /// A hyphen OCR read as a dot (`070-2345.6789`): a number's hyphens and dots are made alike,
    /// the ones written more often kept, hyphens on a tie; a number written with dots stays so.
    func testAPhonesSeparatorsAreMadeAlike() {
        check(.phone, "携帯 070-2345.6789", printed: "070-2345-6789", normalized: "+817023456789", region: "JP")
        check(.phone, "Tél. 04.78-62.11.90", printed: "04.78.62.11.90", normalized: "+33478621190", region: "FR")
        check(.phone, "Mobile 503.555.0190", printed: "503.555.0190", normalized: "+15035550190")
        check(.phone, "Cell (512) 555-0163", printed: "(512) 555-0163", normalized: "+15125550163")
    }

    func testDates() {
        check(.datetime, "Arrival on June 3, 2027", printed: "June 3, 2027", normalized: "2027-06-03")
        check(.datetime, "am 15. März 2024", printed: "15. März 2024", normalized: "2024-03-15")
        check(.datetime, "paid 4/18/2014", printed: "4/18/2014", normalized: "2014-04-18")
        // Dotted dates are day-first wherever they are written.
        check(.datetime, "Datum: 04.07.2027", printed: "04.07.2027", normalized: "2027-07-04")
    }

    func testAmbiguousNumericDatesAreNeverReordered() {
        check(.datetime, "Check-in 04/07/2027", printed: "04/07/2027", normalized: "04/07/2027")
        check(.datetime, "Due 12/05/2027", printed: "12/05/2027", normalized: "12/05/2027")
        check(.datetime, "Due 12-05-2027", printed: "12-05-2027", normalized: "12-05-2027")
        // The same number twice reads the same either way.
        check(.datetime, "Due 05/05/2027", printed: "05/05/2027", normalized: "2027-05-05")
    }

    func testFlightsAndTrackingNumbers() {
        check(.flight, "Flight LH 2034 to Munich", printed: "LH 2034", normalized: "LH2034")
        check(.flight, "Flight LH 4O0", printed: "LH 400", normalized: "LH400")
        check(.tracking, "UPS 1Z 999 AA1 0123 4567 84", printed: "1Z 999 AA1 0123 4567 84", normalized: "1Z999AA10123456784")
        // The repaired digit goes in its place; the spacing stays.
        check(.tracking, "Tracking: 1Z 999 AA1 O123 4567 84", printed: "1Z 999 AA1 0123 4567 84", normalized: "1Z999AA10123456784")
    }

    func testEmails() {
        check(.email, "Write to Info@Example.COM", printed: "Info@Example.COM", normalized: "Info@example.com")
        check(.email, "mail: anna @ example.de", printed: "anna@example.de", normalized: "anna@example.de")
        check(.email, "mailto:anna@example.c0m", printed: "mailto:anna@example.com", normalized: "anna@example.com")
    }

    func testNumbersAndAddressesKeepTheirLine() {
        check(.number, "Total 1,234.50 EUR", printed: "1,234.50", normalized: "1234.50")
        check(.address, "Hotel\n1600 Amphitheatre Parkway\nMountain View, CA 94043",
              printed: "1600 Amphitheatre Parkway, Mountain View, CA 94043",
              normalized: "1600 Amphitheatre Parkway, Mountain View, CA 94043")
    }
}

/// OCR's blank after a `www.`, joined only when a real domain follows.
final class SpacedWWWTests: XCTestCase {
    private func urls(_ text: String) -> [DataItem] { ContentFilter(region: "US").items(in: text, type: .url) }

    func testABlankAfterWWWIsJoinedBeforeARealDomain() {
        XCTAssertEqual(urls("Www. minato-shoji.co.jp").map(\.printed), ["www.minato-shoji.co.jp"])
        XCTAssertEqual(urls("Info www. lakesidesupply.com/tickets").map(\.value), ["http://www.lakesidesupply.com/tickets"])
        // No real domain after it: nothing joined, nothing found.
        XCTAssertEqual(urls("see www. later").map(\.printed), [])
        XCTAssertEqual(urls("www. node.js").map(\.printed), [])
    }

    /// us-flyer-2 photographed anew: a blank after both dots; the page's email prints the name small.
    func testABlankAfterBothDotsOfAWWWName() {
        XCTAssertEqual(urls("billing@lakesidesupply.com\nwww. Lakesidesupply. com").map(\.printed), ["www.lakesidesupply.com"])
        XCTAssertEqual(urls("www. later. see").map(\.printed), [])
    }

    /// uk-hotel-card-3 photographed anew: the dot after `www` read as a blank.
    func testAWWWWhoseDotWasReadAsABlank() {
        XCTAssertEqual(urls("www oakfieldvets.co.uk").map(\.printed), ["www.oakfieldvets.co.uk"])
        XCTAssertEqual(urls("www oakfieldvets.co.uk").map(\.value), ["http://www.oakfieldvets.co.uk"])
        // No domain after it, or a word that only ends like it: nothing joined.
        XCTAssertEqual(urls("www later").map(\.printed), [])
        XCTAssertEqual(urls("awww example.com").map(\.printed), ["example.com"])
    }
}

/// Repairs that validate: a space OCR put inside an email's domain, look-alike letters.
final class EmailRepairTests: XCTestCase {
    private func emails(_ text: String) -> [String] {
        ContentFilter(region: "US").items(in: text, type: .email).map(\.printed)
    }

    func testSpaceBeforeARealTopLevelDomainIsRemoved() {
        XCTAssertEqual(emails("Reservations: bookings@auberge-des-pins. fr"), ["bookings@auberge-des-pins.fr"])
        XCTAssertEqual(emails("bookings@auberge-des-pins .fr, merci"), ["bookings@auberge-des-pins.fr"])
        XCTAssertEqual(emails("Mail sales@acme. com\nTel 555"), ["sales@acme.com"])
        // us-invoice-3, photographed: a speck under the dot read as an underscore.
        XCTAssertEqual(emails("Email frontdesk@ pinecrestdental._com"), ["frontdesk@pinecrestdental.com"])
        XCTAssertEqual(emails("write to sales@acme._xyzzy"), [])
        // A country's second level before its code: the host is `.co.jp`, not Colombia's `.co`.
        XCTAssertEqual(emails("sales@minato-shoji.co. jp"), ["sales@minato-shoji.co.jp"])
        XCTAssertEqual(ContentFilter(region: "JP").items(in: "WWW. minato-shoji.co. jp", type: .url).map(\.printed),
                       ["www.minato-shoji.co.jp"])
    }

    func testSpaceIsKeptWhenNoRealDomainResults() {
        // Not a top-level domain, a sentence after the dot, a domain already complete.
        XCTAssertEqual(emails("write to sales@acme. xyzzy"), [])
        XCTAssertEqual(emails("write to bob@acme. it works"), [])
        XCTAssertEqual(emails("write to bob@acme. It works"), [])
        XCTAssertEqual(emails("write to sales@acme.com. fr"), ["sales@acme.com"])
    }

    func testLookalikesAreRepairedFromThePage() {
        let page = "Invoices\nlnvoices@rnaisonblanc.fr\nwww.maisonblanc.fr"
        XCTAssertEqual(emails(page), ["invoices@maisonblanc.fr"])
        let item = ContentFilter(region: "US").items(in: page, type: .email)[0]
        XCTAssertEqual(item.text, "lnvoices@rnaisonblanc.fr", "the text stays as OCR read it")
        XCTAssertEqual(item.value, "invoices@maisonblanc.fr")
        // The domain alone is evidence for the domain only.
        XCTAssertEqual(emails("lnvoices@rnaisonblanc.fr\nContact: hello@maisonblanc.fr"),
                       ["lnvoices@maisonblanc.fr", "hello@maisonblanc.fr"])
        XCTAssertEqual(emails("Paypal: paypaI@shop.de\npaypal"), ["paypal@shop.de"])
    }

    func testLookalikesStayWithoutEvidence() {
        XCTAssertEqual(emails("lnvoices@rnaisonblanc.fr"), ["lnvoices@rnaisonblanc.fr"])
        // A different word elsewhere is no evidence.
        XCTAssertEqual(emails("lnvoices@rnaisonblanc.fr\nmaisonbleu.fr"), ["lnvoices@rnaisonblanc.fr"])
        // OCR reads "i" as "l" and "m" as "rn", not the other way: a correct address is never broken.
        XCTAssertEqual(emails("info@maison.fr\nlnfo@rnaison.fr"), ["info@maison.fr", "info@maison.fr"])
    }

    /// A web address's host as the page prints it in an email (us-flyer-2, photographed: the
    /// monospaced l read as L); never toward capitals, nor without the page's evidence.
    func testAWebAddressesHostIsRepairedFromThePage() {
        func printed(_ text: String) -> [String] { ContentFilter(region: "US").items(in: text, type: .url).map { $0.value(.printed) } }
        XCTAssertEqual(printed("Email billing@lakesidesupply.com\nwww.LakesidesuppLy.com"), ["www.lakesidesupply.com"])
        XCTAssertEqual(printed("info@harbour-inn.co.uk\nharbour-lnn.co.uk"), ["harbour-inn.co.uk"])
        // The email's top level misread too: its name still shows the host's.
        XCTAssertEqual(printed("billing@lakesidesupply.coa\nwww.LakesidesuppLy.com"), ["www.lakesidesupply.com"])
        XCTAssertEqual(printed("www.LakesidesuppLy.com"), ["www.LakesidesuppLy.com"])
        XCTAssertEqual(printed("Lakeside Supply\nlakesidesupply.com"), ["lakesidesupply.com"])
        // The screenshot's bold monospaced l read as "1l": the doubled stroke dropped.
        XCTAssertEqual(printed("Email billing@lakesidesupply.com\nwww. Lakesidesupp1ly.com"), ["www.lakesidesupply.com"])
        // An l the page does not double is no stroke to drop; nor is a second l.
        XCTAssertEqual(printed("Email bill@hallmark.com\nwww.halmark.com"), ["www.halmark.com"])
        XCTAssertEqual(printed("Email bill@halmark.com\nwww.hallmark.com"), ["www.hallmark.com"])
    }

    /// us-flyer-2, photographed: the email's `.com` read `.coa`, the web address beside it whole.
    func testAMisreadTopLevelIsRepairedFromThePagesDomain() {
        XCTAssertEqual(emails("Email billing@lakesidesupply.coa\nwww. LakesidesuppLy.com"), ["billing@lakesidesupply.com"])
        XCTAssertEqual(emails("bookings@harbour-inn.co.uj\nharbour-inn.co.uk"), ["bookings@harbour-inn.co.uk"])
        // No domain of that name, two letters off, or two candidates: no address.
        XCTAssertEqual(emails("billing@lakesidesupply.coa"), [])
        XCTAssertEqual(emails("billing@lakesidesupply.coa\nwww.lakeside.com"), [])
        XCTAssertEqual(emails("billing@lakesidesupply.cxa\nwww.lakesidesupply.com"), [])
        XCTAssertEqual(emails("billing@shop.nex\nshop.net shop.new"), [])
    }

    func testTwoReadingsOnThePageAreNoEvidence() {
        XCTAssertEqual(emails("al@shop.de\naI a1"), ["al@shop.de"])
    }

    /// de-hotel-card-3, photographed: both the email's and the web address's `koeln` read
    /// `koein`; the page's own `Köln`, spelt as domains spell it, is the reading of that part.
    func testAnIReadForAnLInADomainIsRepairedFromThePagesWord() {
        func urls(_ text: String) -> [String] { ContentFilter(region: "DE").items(in: text, type: .url).map { $0.value(.printed) } }
        let page = "50667 Köln\nE-Mail praxis@dr-weber-koein.de\nwww.dr-weber-koein.de"
        XCTAssertEqual(emails(page), ["praxis@dr-weber-koeln.de"])
        XCTAssertEqual(urls(page), ["www.dr-weber-koeln.de"])
        XCTAssertEqual(urls("Straße 5, Kölner Tor\nwww.koeiner-strasse.de"), ["www.koelner-strasse.de"])
        XCTAssertEqual(emails("Hôtel Jaurès, Lyon\nlyon@hotel-jaures.fr"), ["lyon@hotel-jaures.fr"])
        // Without the word, or with two words it could be, the domain stays as read.
        XCTAssertEqual(emails("E-Mail praxis@dr-weber-koein.de"), ["praxis@dr-weber-koein.de"])
        XCTAssertEqual(emails("Köln Köin\npraxis@koein.de"), ["praxis@koein.de"])
        XCTAssertEqual(emails("Kiel\ninfo@klel.de"), ["info@klel.de"], "an l is never made an i")
    }

    /// A business's domain spells its name of two or three words as one (uk-invoice-2 photographed
    /// anew: `kingsieyreed` under `Kingsley & Reed Ltd`).
    func testAnIReadForAnLInADomainIsRepairedFromThePagesName() {
        XCTAssertEqual(emails("Kingsley & Reed Ltd Invoice\n3H) accounts@kingsieyreed.co.uk"), ["accounts@kingsleyreed.co.uk"])
        XCTAssertEqual(emails("Hotel Lakeside Mill\nstay@lakesidemiii.com"), ["stay@lakesidemill.com"])
        // Words on two lines, or apart by more than blanks and an ampersand, are no name.
        XCTAssertEqual(emails("Kingsley\nReed\naccounts@kingsieyreed.co.uk"), ["accounts@kingsieyreed.co.uk"])
        XCTAssertEqual(emails("Kingsley, Reed\naccounts@kingsieyreed.co.uk"), ["accounts@kingsieyreed.co.uk"])
    }

    /// Photos: the dot before an email's top level read as a blank (bench/form-fill's third-seed
    /// photos of fr-hotel-card-3 and uk-invoice-2). A name of one label is no host, so the blank
    /// is its dot when a real top level follows; prose after a host keeps its blank.
    func testADotReadAsABlankInAnEmailsDomain() {
        XCTAssertEqual(emails("E-mail contact@cabinet-girard fr"), ["contact@cabinet-girard.fr"])
        XCTAssertEqual(emails("3HJ accounts@kingsleyreed co.uk Payment due"), ["accounts@kingsleyreed.co.uk"])
        XCTAssertEqual(emails("Mail: info@acme com."), ["info@acme.com"])
        XCTAssertEqual(emails("root@localhost is down"), [])
        XCTAssertEqual(emails("root@localhost bob"), [])
        XCTAssertEqual(emails("bob@acme.com co.uk"), ["bob@acme.com"])
    }
}

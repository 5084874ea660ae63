import ContentTypes
import DataDetection
import XCTest

final class LinkDetectorTests: XCTestCase {
    func testURLs() {
        XCTAssertEqual(found(.url, in: "See https://example.com/a_(b)?q=1.").map(\.text), ["https://example.com/a_(b)?q=1"])
        XCTAssertEqual(found(.url, in: "visit www.Example.co.uk/shop, now").map(\.value), ["http://www.example.co.uk/shop"])
        XCTAssertEqual(found(.url, in: "(see google.com)").map(\.text), ["google.com"])
        XCTAssertEqual(found(.url, in: "server 192.168.1.1/admin").map(\.text), ["192.168.1.1/admin"])
        XCTAssertEqual(found(.url, in: "http://localhost:8000?").map(\.text), ["http://localhost:8000"])
    }

    func testURLLookAlikes() {
        for text in ["www.normcap.gui", "node.js and io.js", "1.2.3.400", "google.com:500000", "show image.jpg",
                     "hppt://example.com", "path:to:file.pm", "example.coma"] {
            XCTAssertEqual(found(.url, in: text).count, 0, text)
        }
    }

    func testURLTopLevelRepair() {
        XCTAssertEqual(found(.url, in: "www.example.c0m").map(\.value), ["http://www.example.com"])
    }

    /// de-flyer-3: the www of `www.dr-weber-koeln.de` read `wwvu`, `wwu`; jp-flyer-2 `Wwww`.
    func testTheStrokesOfThreeWsAreWWW() {
        func printed(_: ContentType, in text: String) -> [String] {
            ContentFilter(region: "US").items(in: text, type: .url).map { $0.value(.printed) }
        }
        XCTAssertEqual(printed(.url, in: "wwvu.dr-weber-koeln.de"), ["www.dr-weber-koeln.de"])
        XCTAssertEqual(printed(.url, in: "Vvww.example.com/a"), ["www.example.com/a"])
        // A stroke lost or a w doubled.
        XCTAssertEqual(printed(.url, in: "wwu.dr-weber-koeln.de"), ["www.dr-weber-koeln.de"])
        XCTAssertEqual(printed(.url, in: "wwn.maisonblanc.fr"), ["www.maisonblanc.fr"])
        XCTAssertEqual(printed(.url, in: "Wwww.minato-shoji.co.jp"), ["www.minato-shoji.co.jp"])
        // Photographed anew (fr-hotel-card-2, fr-flyer-2): a w split in two, a capital W.
        XCTAssertEqual(printed(.url, in: "vrww.maisonblanc.fr"), ["www.maisonblanc.fr"])
        XCTAssertEqual(printed(.url, in: "wrwn.maisonblanc.fr"), ["www.maisonblanc.fr"])
        XCTAssertEqual(printed(.url, in: "Www.maisonblanc.fr"), ["www.maisonblanc.fr"])
        XCTAssertEqual(printed(.url, in: "WWW.MAISONBLANC.FR"), ["WWW.MAISONBLANC.FR"])
        XCTAssertEqual(printed(.url, in: "wwvu.Example.com"), ["www.Example.com"])
        // Two labels only, or not three w's: the name as read.
        XCTAssertEqual(printed(.url, in: "vuw.de"), ["vuw.de"])
        XCTAssertEqual(printed(.url, in: "wvu.example.com"), ["wvu.example.com"])
        XCTAssertEqual(printed(.url, in: "wwu.de"), ["wwu.de"])
        XCTAssertEqual(printed(.url, in: "wwwww.example.com"), ["wwwww.example.com"])
    }

    func testEmails() {
        XCTAssertEqual(found(.email, in: "Mail (john.doe+x@mail.example.org).").map(\.text), ["john.doe+x@mail.example.org"])
        XCTAssertEqual(found(.email, in: "mailto:foo@bar").map(\.value), ["foo@bar"])
        XCTAssertEqual(found(.email, in: "write to anna @ example.de").map(\.value), ["anna@example.de"])
        XCTAssertEqual(found(.email, in: "jane@exarnple.c0m").map(\.value), ["jane@exarnple.com"])
    }

    /// Photographed anew (reshoot e): us-flyer-3's `Www. pinec restdental.com`, jp-hotel-card-2's
    /// `sales@ minato shoji.co.jp`: names the same page prints whole in its email or its web address.
    func testANameSplitByBlanksIsJoinedWhereThePagePrintsItWhole() {
        func printed(_ type: ContentType, in text: String) -> [String] {
            ContentFilter(region: "US").items(in: text, type: type).map { $0.value(.printed) }
        }
        let flyer = "Email frontdesk@pinecrestdental.com\nInfo & tickets\nWww. pinec restdental.com"
        XCTAssertEqual(printed(.url, in: flyer), ["www.pinecrestdental.com"])
        let card = "メール sales@ minato shoji.co.jp\nWww minato-shoji.co.jp"
        XCTAssertEqual(printed(.email, in: card), ["sales@minato-shoji.co.jp"])
        // The email's domain is no web address of its own.
        XCTAssertEqual(printed(.url, in: card), ["www.minato-shoji.co.jp"])
        // Not where the page never prints the name whole, and never a blank for the last dot:
        // a business's name before a word is no domain.
        XCTAssertEqual(printed(.url, in: "Www. pinec restdental.com"), ["restdental.com"])
        XCTAssertEqual(printed(.url, in: "Maison Blanc fr\nwww.maisonblanc.fr"), ["www.maisonblanc.fr"])
    }

    /// Two printings of a domain a letter apart (photographed fr-invoice-2, de-hotel-card-2): the
    /// one the business's name spells is taken for both; with no name to tell, each as read.
    func testANameALetterOffThePagesOtherPrintingTakesTheOneItsNameSpells() {
        func printed(_ type: ContentType, in text: String) -> [String] {
            ContentFilter(region: "FR").items(in: text, type: type).map { $0.value(.printed) }
        }
        XCTAssertEqual(printed(.email, in: "Maison Blanc SARL\nE-mail factures@saisonblanc.fr\nwww.maisonblanc.fr"),
                       ["factures@maisonblanc.fr"])
        XCTAssertEqual(printed(.email, in: "Hotel Bergblick\ninfo@ghotel-bergblick.de\nwww.hotel-bergblick.de"),
                       ["info@hotel-bergblick.de"])
        XCTAssertEqual(printed(.url, in: "Hotel Bergblick\ninfo@hotel-bergblick.de\nwww.hotel-bergblicx.de"),
                       ["www.hotel-bergblick.de"])
        XCTAssertEqual(printed(.email, in: "青葉デザイン\ninfo@aoba-design.jp\ndoba-design.jp"), ["info@aoba-design.jp"])
        XCTAssertEqual(printed(.url, in: "青葉デザイン\ninfo@aoba-design.jp\ndoba-design.jp"), ["doba-design.jp"])
    }

    func testEmailLookAlikes() {
        for text in ["dyn@dyno", "foo@bar", "@example.com", "user@host.invalid"] {
            XCTAssertEqual(found(.email, in: text).count, 0, text)
        }
    }
}

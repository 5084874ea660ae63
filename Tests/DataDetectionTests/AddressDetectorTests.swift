import DataDetection
import XCTest

final class AddressDetectorTests: XCTestCase {
    func testSingleLineAddresses() {
        XCTAssertEqual(found(.address, in: "Ship to 2675 Antler Drive Carson City, NV 89701-1451 by Friday").map(\.text),
                       ["2675 Antler Drive Carson City, NV 89701-1451"])
        XCTAssertEqual(found(.address, in: "332 Menzies Street, Victoria, BC V8V 2G9").count, 1)
        XCTAssertEqual(found(.address, in: "Visit us at 1A Egmont Road, Middlesbrough, TS4 2HT.").map(\.text),
                       ["1A Egmont Road, Middlesbrough, TS4 2HT"])
        XCTAssertEqual(found(.address, in: "Am Nordkanal 11, 47877 Willich").count, 1)
        XCTAssertEqual(found(.address, in: "4 Cité Du Cardinal Lemoine 75005 Paris").count, 1)
    }

    func testMultiLineAddressesAreJoined() {
        let gb = found(.address, in: "Invoice to:\n121 Abbotsford Drive\nNottingham\nNG3 1NB\nThanks")
        XCTAssertEqual(gb.map(\.value), ["121 Abbotsford Drive, Nottingham, NG3 1NB"])
        let de = found(.address, in: "Gontardstraße 7\n10178 Berlin")
        XCTAssertEqual(de.map(\.value), ["Gontardstraße 7, 10178 Berlin"])
    }

    func testPartialAndProductLinesAreNotAddresses() {
        for text in ["4060 AUTOMATIC STRAPPING MACHINE KZB-II STRAPPING MA", "Rue de la Paix", "Main St Seattle",
                     "Interstate 35", "University of Hawaii"] {
            XCTAssertEqual(found(.address, in: text).count, 0, text)
        }
    }
}

final class ContentFilterTests: XCTestCase {
    func testAutoTakesTheOneItemThatIsMostOfTheText() {
        let filter = ContentFilter(region: "US")
        XCTAssertEqual(filter.items(in: "  Call +1 415 555 0132\n", type: .auto).map(\.type), [.phone])
        let text = filter.items(in: "Meeting notes: call Bob at +1 415 555 0132 about the budget", type: .auto)
        XCTAssertEqual(text.map(\.type), [.text])
        XCTAssertEqual(filter.items(in: "   ", type: .auto).count, 0)
    }
}

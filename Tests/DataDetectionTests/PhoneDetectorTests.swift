import DataDetection
import XCTest

final class PhoneDetectorTests: XCTestCase {
    func testFindsNumbersWithScalarOffsets() {
        let items = ContentFilter(region: "US").items(in: "Tél ☎ +1 (415) 555-0132 today", type: .phone)
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items[0].text, "+1 (415) 555-0132")
        XCTAssertEqual(items[0].start, 6)  // "☎" is one scalar but three UTF-8 bytes
        XCTAssertEqual(items[0].details["e164"], "+14155550132")
    }

    func testRegionDecidesNationalNumbers() {
        XCTAssertEqual(found(.phone, in: "Ruf an: 030 12345678", region: "DE").map(\.text), ["030 12345678"])
        XCTAssertEqual(found(.phone, in: "Ruf an: 030 12345678", region: "US").count, 0)
    }

    func testRepairsOCRConfusionsOnlyWhenValid() {
        let items = found(.phone, in: "Fax: 4l5-555-O199")
        XCTAssertEqual(items.map(\.text), ["4l5-555-O199"])
        XCTAssertEqual(ContentFilter(region: "US").items(in: "Fax: 4l5-555-O199", type: .phone).map(\.printed), ["415-555-0199"])
        XCTAssertEqual(items.map(\.value), ["+14155550199"], "the normalized value is E.164")
        XCTAssertEqual(found(.phone, in: "Order BOB-555-OIIS").count, 0)
    }

    /// us-flyer-2 photographed anew (reshoot e): the area code's 5 read `$` and its bracket and
    /// blank between the code and the number.
    func testAnAreaCodeMisreadInsideItsBracketsIsRepaired() {
        XCTAssertEqual(ContentFilter(region: "US").items(in: "Cell ($12) 555-0163", type: .phone).map(\.printed), ["(512) 555-0163"])
        XCTAssertEqual(ContentFilter(region: "US").items(in: "Cell (S12) 555-0163", type: .phone).map(\.printed), ["(512) 555-0163"])
        XCTAssertEqual(found(.phone, in: "Total $12.00, 3 items").count, 0)
    }

    /// A photo's `Tél.` read `X1`: the word's digit is no part of the number after it.
    func testALabelMisreadWithADigitDoesNotHideTheNumber() {
        XCTAssertEqual(found(.phone, in: "31 rue de la République X1 04 91 55 20 17", region: "FR").map(\.text), ["04 91 55 20 17"])
        XCTAssertEqual(found(.phone, in: "Suite C2 415 555 0132").map(\.text), ["415 555 0132"])
    }

    func testRejectsNonNumbers() {
        XCTAssertEqual(found(.phone, in: "It costs 9.99 and weighs 12 kg, version 1.2.3").count, 0)
    }

    /// libphonenumber reads "03.06.2027" as a Berlin number; a hotel card's arrival date is none.
    func testADateIsNoPhoneNumber() {
        XCTAssertEqual(found(.phone, in: "Ankunft 03.06.2027\nTel. 089 2180 1234", region: "DE").map(\.text), ["089 2180 1234"])
        XCTAssertEqual(found(.phone, in: "Arrivée 14/09/2027", region: "FR").count, 0)
        // Dotted groups that are no date stay a number.
        XCTAssertEqual(found(.phone, in: "Tel. 030 12.34.56.78", region: "DE").map(\.text), ["030 12.34.56.78"])
    }

    func testRegionFromLocale() {
        XCTAssertEqual(Region.resolve(explicit: nil, environment: ["LANG": "de_DE.UTF-8"]), "DE")
        XCTAssertEqual(Region.resolve(explicit: nil, environment: ["LC_ALL": "fr_FR", "LANG": "de_DE"]), "FR")
        XCTAssertEqual(Region.resolve(explicit: "gb", environment: ["LANG": "de_DE"]), "GB")
        XCTAssertEqual(Region.resolve(explicit: nil, environment: ["LANG": "C.UTF-8"]), "US")
    }
}

import DataDetection
import XCTest

// Numbers from jkeen/tracking_number_data (MIT, (c) 2017 Jeff Keen) and the UPU S10 example.
final class TrackingNumberDetectorTests: XCTestCase {
    func testCheckDigitFormatsStandAlone() {
        let cases = [
            "1Z5R89390357567127": "1Z5R89390357567127",           // UPS
            "9400 1112 0108 0805 4830 16": "9400111201080805483016", // USPS IMpb
            "RB123456785GB": "RB123456785GB",                     // S10
            "0073938000549297": "0073938000549297",               // Canada Post
            "C11031500001879": "C11031500001879",                 // OnTrac
            "1001921334250001000300779017972697": "1001921334250001000300779017972697", // FedEx 34
        ]
        for (text, value) in cases {
            XCTAssertEqual(found(.tracking, in: "Parcel \(text) arrives Monday").map(\.value), [value], text)
        }
    }

    func testWrongCheckDigitIsRejected() {
        for text in ["1Z5R89390357567128", "RB123456786US", "RB123456785XX", "0073938000549292", "C11031500001889"] {
            XCTAssertEqual(found(.tracking, in: "Tracking: \(text)").count, 0, text)
        }
    }

    func testFormatsWithoutCheckDigitNeedContext() {
        XCTAssertEqual(found(.tracking, in: "Amazon tracking TBA502887274000").map(\.value), ["TBA502887274000"])
        XCTAssertEqual(found(.tracking, in: "ref TBA502887274000").count, 0)
        // DHL's mod-7 check passes for one number in seven: only near a carrier word.
        XCTAssertEqual(found(.tracking, in: "DHL 3318810025").map(\.value), ["3318810025"])
        XCTAssertEqual(found(.tracking, in: "call 3318810025").count, 0)
        // Yamato's twelve digits, labelled as Japanese shipping notices label them.
        XCTAssertEqual(found(.tracking, in: "お問い合わせ番号 4321-1234-5678").map(\.value), ["432112345678"])
        // OCR's 番還 for 番号 (jp-shipping-notice-2, photographed).
        XCTAssertEqual(found(.tracking, in: "お問い合わせ番還 4321-1234-5678").map(\.value), ["432112345678"])
        XCTAssertEqual(found(.tracking, in: "電話番号 4321-1234-5678").count, 0)
        // Sagawa's and Yamato's own check: the first eleven digits' remainder by 7.
        XCTAssertEqual(found(.tracking, in: "佐川急便 お問い合わせ番号 3601-2345-6781").map(\.value), ["360123456781"])
        XCTAssertEqual(found(.tracking, in: "佐川急便 お問い合わせ番号 3601-2345-6782").count, 0)
        XCTAssertEqual(found(.tracking, in: "電話番号 3601-2345-6781").count, 0)
        // Near a Japanese carrier's words only: "Tracking number" says nothing of Japan.
        XCTAssertEqual(found(.tracking, in: "Tracking number: 3601-2345-6781").count, 0)
    }

    func testSpacedAndOCRConfusedNumbers() {
        XCTAssertEqual(found(.tracking, in: "1 Z 8 V 9 2 A 7 0 3 6 7 2 0 3 0 2 4").map(\.value), ["1Z8V92A70367203024"])
        let repaired = found(.tracking, in: "UPS: 1Z5R8939O357567I27")
        XCTAssertEqual(repaired.map(\.value), ["1Z5R89390357567127"])
        XCTAssertEqual(repaired.map(\.text), ["1Z5R8939O357567I27"])
    }

    /// fr-shipping-notice-1 photographed: the blank before the country's letters lost.
    func testAUPUNumbersCountryLettersAreSpacedLikeItsDigits() {
        func printed(_ text: String) -> [String] { ContentFilter(region: "FR").items(in: text, type: .tracking).map(\.printed) }
        XCTAssertEqual(printed("Colissimo LA 620 188 451FR"), ["LA 620 188 451 FR"])
        XCTAssertEqual(printed("Colissimo LA620188451FR"), ["LA620188451FR"])
    }

    func testDoesNotCutALongerNumber() {
        XCTAssertEqual(found(.tracking, in: "Tracking 5682 8361 0012 732").count, 0)
    }
}

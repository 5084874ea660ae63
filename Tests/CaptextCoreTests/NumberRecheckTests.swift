@testable import CaptextCore
import ContentTypes
import XCTest

/// Which second looks at a line may replace it (the re-reading itself runs Tesseract:
/// DocumentTests' blurred and noisy documents).
final class NumberRecheckTests: XCTestCase {
    private func mayReplace(_ line: String, with reread: String, numbers: [String]? = nil, type: ContentType = .phone) -> Bool {
        NumberRecheck.mayReplace(line, with: reread, numbers: numbers ?? [reread], type: type)
    }

    func testMisreadLettersMayBecomeDigits() {
        XCTAssertTrue(mayReplace("TEL O3-l234-S678", with: "03-1234-5678"))
        // One digit the first look lost.
        XCTAssertTrue(mayReplace("Tel 0117 496 012", with: "0117 496 0123"))
        // A tracking number's letters are no words between its digits.
        XCTAssertTrue(mayReplace("Tracking 1Z 999 AA1 01 2345 67B4", with: "1Z 999 AA1 01 2345 6784",
                                 numbers: ["1Z 999 AA1 01 2345 6784"], type: .tracking))
    }

    /// jp-hotel-card-1 (photo): the date's characters read as digits gave a valid US number.
    func testCharactersOtherThanDigitsDoNotBecomeANumber() {
        XCTAssertFalse(mayReplace("出発 2027 年 6 月 17 日", with: "518 2027638"))
        XCTAssertFalse(mayReplace("出発 2027 年 6 月 17 日", with: "2027568178"))
    }

    /// de-hotel-card-3: a date's month read as a digit, and its day as another, made a phone
    /// number the page does not print.
    func testDigitsTheFirstLookReadStay() {
        XCTAssertFalse(mayReplace("Ankunft 5. Juli 2027", with: "3. 3 2027"))
        XCTAssertFalse(mayReplace("Tel 0117 496 0123", with: "0117 496 012"))
    }

    /// de-invoice-3: a postcode and a date, words apart on the first look, joined into a number.
    func testWordsBetweenNumbersKeepThemApart() {
        XCTAssertFalse(mayReplace("50667 Kéln Rechnungsdatum 5. Juli 2027", with: "50667 5. 2027"))
        XCTAssertTrue(mayReplace("Tel 0117 496 O123 Fax 0117 496 0129", with: "0117 496 0123 0117 496 0129",
                                 numbers: ["0117 496 0123", "0117 496 0129"]))
    }
}

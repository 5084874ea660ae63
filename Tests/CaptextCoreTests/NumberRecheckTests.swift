@testable import CaptextCore
import XCTest

/// Which second looks at a line may replace it (the re-reading itself runs Tesseract:
/// DocumentTests' blurred and noisy documents).
final class NumberRecheckTests: XCTestCase {
    func testMisreadLettersMayBecomeDigits() {
        XCTAssertTrue(NumberRecheck.mayReplace("TEL O3-l234-S678", with: "03-1234-5678"))
        // One digit the first look lost.
        XCTAssertTrue(NumberRecheck.mayReplace("Tel 0117 496 012", with: "0117 496 0123"))
    }

    /// jp-hotel-card-1 (photo): the date's characters read as digits gave a valid US number.
    func testCharactersOtherThanDigitsDoNotBecomeANumber() {
        XCTAssertFalse(NumberRecheck.mayReplace("出発 2027 年 6 月 17 日", with: "518 2027638"))
        XCTAssertFalse(NumberRecheck.mayReplace("出発 2027 年 6 月 17 日", with: "2027568178"))
    }
}

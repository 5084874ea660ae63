import DataDetection
import XCTest

/// Which two readings of one word differ only in the letters and digits OCR confuses
/// (`UnsureWordRecheck` takes a word's second reading only then).
final class OCRConfusionTests: XCTestCase {
    func testLettersReadAsDigitsAndBack() {
        XCTAssertTrue(OCRRepair.differsInDigitConfusions("48", "4B"))
        XCTAssertTrue(OCRRepair.differsInDigitConfusions("S014", "SO14"))
        XCTAssertTrue(OCRRepair.differsInDigitConfusions("l23", "123"))
    }

    /// A word alone loses its line's context and may be read as another word altogether.
    func testOtherReadingsAreNoConfusion() {
        XCTAssertFalse(OCRRepair.differsInDigitConfusions("48", "48"))
        XCTAssertFalse(OCRRepair.differsInDigitConfusions("SO14", "18014"))
        XCTAssertFalse(OCRRepair.differsInDigitConfusions("48", "4A"))
        XCTAssertFalse(OCRRepair.differsInDigitConfusions("4-7-17", "7-17"))
        XCTAssertFalse(OCRRepair.differsInDigitConfusions("Ste", "Ste."))
    }
}

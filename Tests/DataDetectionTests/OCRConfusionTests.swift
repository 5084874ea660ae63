import DataDetection
import XCTest

/// Which second readings of a word only read letters for the digits OCR confuses them with
/// (`UnsureWordRecheck` takes a word's second reading only then).
final class OCRConfusionTests: XCTestCase {
    func testLettersReadForDigits() {
        XCTAssertTrue(OCRRepair.readsLettersForDigits("48", "4B"))
        XCTAssertTrue(OCRRepair.readsLettersForDigits("5014", "SO14"))
        XCTAssertTrue(OCRRepair.readsLettersForDigits("123", "l23"))
    }

    /// Digits for letters are the detectors' own repair, checked there; and a word alone loses its
    /// line's context and may be read as another word altogether.
    func testOtherReadingsAreNotTaken() {
        XCTAssertFalse(OCRRepair.readsLettersForDigits("4B", "48"), "reshoot e's us-flyer-2: `4B` read alone `48`")
        XCTAssertFalse(OCRRepair.readsLettersForDigits("SO14", "5014"))
        XCTAssertFalse(OCRRepair.readsLettersForDigits("48", "48"))
        XCTAssertFalse(OCRRepair.readsLettersForDigits("SO14", "18014"))
        XCTAssertFalse(OCRRepair.readsLettersForDigits("48", "4A"))
        XCTAssertFalse(OCRRepair.readsLettersForDigits("4-7-17", "7-17"))
        XCTAssertFalse(OCRRepair.readsLettersForDigits("Ste", "Ste."))
    }
}

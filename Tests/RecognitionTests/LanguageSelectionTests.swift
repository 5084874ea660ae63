import XCTest
@testable import Recognition

final class LanguageSelectionTests: XCTestCase {
    private let tessdata = Tessdata.locate(environment: [:])

    func testPlusJoinsLanguages() throws {
        XCTAssertEqual(try LanguageSelection.parse("eng+deu"), ["eng", "deu"])
        XCTAssertEqual(try LanguageSelection.parse("kor+eng+kor"), ["kor", "eng"])
    }

    func testCodesThatCouldLeaveTessdataAreRefused() {
        for spec in ["eng+", "../etc/passwd", "eng+.hidden", ""] {
            XCTAssertThrowsError(try LanguageSelection.parse(spec), spec)
        }
    }

    func testCaptextLangWins() {
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: ["CAPTEXT_LANG": "deu+eng", "LANG": "ko_KR.UTF-8"], tessdata: tessdata), "deu+eng")
    }

    func testLocaleMapsToAnInstalledLanguage() {
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: ["LANG": "ko_KR.UTF-8"], tessdata: tessdata), "kor")
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "vi_VN.UTF-8"], tessdata: tessdata), "vie")
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: ["LANG": "de_DE@euro"], tessdata: tessdata), "deu")
    }

    func testFallsBackToEnglish() {
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: ["LANG": "C.UTF-8"], tessdata: tessdata), "eng")
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: [:], tessdata: tessdata), "eng")
        // A language whose data is not installed is not chosen from the locale.
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: ["LANG": "xx_XX.UTF-8"], tessdata: tessdata), "eng")
        XCTAssertEqual(LanguageSelection.defaultSpec(environment: ["LANG": "ko_KR.UTF-8"], tessdata: Tessdata(directory: "/nonexistent")), "eng")
    }

    func testDebianPackageNames() {
        XCTAssertEqual(TesseractLanguages.debianPackage(for: "chi_sim"), "tesseract-ocr-chi-sim")
        XCTAssertEqual(TesseractLanguages.debianPackage(for: "Hangul"), "tesseract-ocr-script-hang")
        XCTAssertEqual(TesseractLanguages.code(forLocale: "zh_TW.UTF-8"), "chi_tra")
        XCTAssertNil(TesseractLanguages.code(forLocale: "C"))
    }

    func testVietnameseLoadsItsScriptModelFirstWhenInstalled() {
        let all: (String) -> Bool = { _ in true }
        XCTAssertEqual(TesseractLanguages.models(for: ["vie", "eng"], isInstalled: all), ["Vietnamese", "vie", "eng"])
        XCTAssertEqual(TesseractLanguages.models(for: ["vie"], isInstalled: { $0 != "Vietnamese" }), ["vie"])
        XCTAssertEqual(TesseractLanguages.models(for: ["Vietnamese", "vie"], isInstalled: all), ["Vietnamese", "vie"])
        XCTAssertEqual(TesseractLanguages.models(for: ["kor", "eng"], isInstalled: all), ["kor", "eng"])
    }
}

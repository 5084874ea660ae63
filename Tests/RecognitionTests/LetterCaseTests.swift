import XCTest
import Foundation
@testable import Recognition

/// The case of letters whose capital is their small letter drawn taller, told by their height.
final class LetterCaseTests: XCTestCase {
    func testWhichLettersAreChecked() {
        XCTAssertEqual(LetterCase.letters(of: "-v,"), .all)
        XCTAssertEqual(LetterCase.letters(of: "-S"), .all)
        XCTAssertEqual(LetterCase.letters(of: "off"), .first)
        XCTAssertEqual(LetterCase.letters(of: "Cow"), .first)
        XCTAssertEqual(LetterCase.letters(of: "Contact"), .first)
        XCTAssertNil(LetterCase.letters(of: "[c*]"), "a bracket is taller than the letter")
        XCTAssertEqual(LetterCase.letters(of: "Value"), .first)
        XCTAssertNil(LetterCase.letters(of: "Hello"))
        XCTAssertNil(LetterCase.letters(of: "oK"))
        XCTAssertNil(LetterCase.letters(of: "1080"))
    }

    /// A help text's one-letter options: eng+deu read `-s,` and `-v,` as `-S,` and `-V,`.
    func testOptionLettersKeepTheirCase() async throws {
        let text = try await ImageAnalyzer(languages: ["deu", "eng"]).analyze(Fixtures.image("german-options.png")).text
        for option in ["-s, --sleep-interval", "-v, --verbose", "-s, --symbolic-link"] {
            XCTAssertTrue(text.contains(option), "\(option) in \(text)")
        }
        XCTAssertFalse(text.contains("-S,") || text.contains("-V,"), text)
    }

    /// GTK's `Off` (its ff a ligature) is read `off` alone; its O is as tall as the capitals.
    func testACapitalBeforeSmallLettersIsACapital() async throws {
        let image = try Image(decoding: [UInt8](Data(contentsOf: Fixtures.samples.appendingPathComponent("settings.png"))))
        let lines = try await ImageAnalyzer(languages: ["eng"]).analyze(image).text.split(separator: "\n")
        XCTAssertTrue(lines.contains("Bluetooth Off"), "\(lines)")
    }

    /// A code editor's dim green comment reaches only mid-grey once prepared: measured with a
    /// fixed threshold its small letters broke into pieces, and `configuration` and `sections`
    /// passed for capitalised words.
    func testADimLineIsMeasuredByItsOwnInk() async throws {
        let lines = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("code-editor.png")).text.split(separator: "\n")
        XCTAssertTrue(lines.contains("// Reads the configuration file and returns its sections."), "\(lines)")
    }
}

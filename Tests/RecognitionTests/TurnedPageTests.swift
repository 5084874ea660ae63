import Foundation
import XCTest
@testable import Recognition

final class TurnedPageTests: XCTestCase {
    /// Assets/samples/settings.png stored turned a quarter, half and three quarters (a scan fed
    /// sideways, a photo without orientation tag) reads as it does upright; read as stored it
    /// was a few symbols ("x", "°", "_ rn"). Its words' boxes fall on their ink in the stored pixels.
    func testATurnedPageIsReadUpright() async throws {
        let upright = try Image(decoding: [UInt8](Data(contentsOf: Fixtures.samples.appendingPathComponent("settings.png"))))
        let analyzer = try ImageAnalyzer(languages: ["eng"])
        let expected = try await analyzer.analyze(upright).text
        XCTAssertTrue(expected.hasPrefix("Network and display settings"), expected)
        let engine = try OCREngine(languages: ["eng"], tessdata: .locate())
        // Stored so that showing it needs `turn` degrees clockwise: EXIF 8 shows a picture turned
        // 270° clockwise, 3 turned 180°, 6 turned 90°.
        for (turn, storing, showing) in [(90, 8, 6), (180, 3, 3), (270, 6, 8)] {
            let stored = upright.oriented(exif: storing)
            let analysis = try await analyzer.analyze(stored)
            XCTAssertEqual(analysis.text, expected, "turned \(turn)°")
            XCTAssertEqual([analysis.width, analysis.height], [stored.width, stored.height])
            let network = try XCTUnwrap(analysis.words.first { $0.text == "Network" }, "turned \(turn)°")
            let word = stored.cropped(to: BoundingBox(x: network.box.x - 4, y: network.box.y - 4,
                                                      width: network.box.width + 8, height: network.box.height + 8))
            XCTAssertEqual(try engine.analyze(word.oriented(exif: showing), options: AnalysisOptions(mode: .line)).text,
                           "Network", "the box of a page turned \(turn)° lies on the word in the stored pixels")
        }
    }

    func testAnUprightReadingStays() async throws {
        let analyzer = try ImageAnalyzer(languages: ["eng"])
        // Sure already: no orientation detection.
        let sure = try await analyzer.analyze(Fixtures.image("paragraphs.png"))
        XCTAssertFalse(ImageAnalyzer.mayBeTurned(sure, of: try Fixtures.image("paragraphs.png"), options: AnalysisOptions()))
        // Unsure but upright (Korean read as English, a table's cell): what it read stays.
        for name in ["korean-dialog.png", "table-cell.png"] {
            let image = try Fixtures.image(name)
            let asShown = try await analyzer.analyzeAsShown(image, options: AnalysisOptions(), progress: nil)
            XCTAssertTrue(ImageAnalyzer.mayBeTurned(asShown, of: image, options: AnalysisOptions()), name)
            let reading = try await analyzer.analyze(image)
            XCTAssertEqual(reading, asShown, name)
        }
        // No text at all: nothing, and no error.
        let blank = try await analyzer.analyze(Fixtures.image("blank.png"))
        XCTAssertFalse(blank.hasText)
    }
}

import Foundation
import XCTest

/// The images in Assets/samples, read end to end; expected text in Tests/Fixtures/samples.
final class SampleTests: XCTestCase {
    private func check(_ sample: String, languages: String = "eng", maximumErrorRate: Double) throws {
        let expected = try String(contentsOf: Captext.fixtures.appendingPathComponent("samples/\(sample.split(separator: ".")[0]).txt"), encoding: .utf8)
        let result = try Captext.run(["read", "--lang", languages, Captext.samples.appendingPathComponent(sample).path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rate = characterErrorRate(result.stdout, reference: expected)
        XCTAssertLessThanOrEqual(rate, maximumErrorRate, "CER \(rate) on \(sample):\n\(result.stdout)")
    }

    func testSettingsScreenshot() throws { try check("settings.png", maximumErrorRate: 0.02) }

    func testDarkTerminal() throws { try check("terminal-dark.png", maximumErrorRate: 0.03) }

    func testPhotographedFlyer() throws { try check("flyer.jpg", maximumErrorRate: 0.03) }

    func testKoreanSettingsDialog() throws { try check("korean-settings.png", languages: "kor+eng", maximumErrorRate: 0.15) }
}

import CaptextConfig
import ContentTypes
import XCTest

/// Configs a careless editor or a hostile generator produces: each is an error with its line and
/// key, and a long one is checked in linear time.
final class HostileConfigTests: XCTestCase {
    private func assertError(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Config.parse(source, file: "c.toml"), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    /// The TOML parser stopped at a NUL: the bindings after it vanished from a "valid" file.
    func testANulByteIsAnErrorOnItsLine() {
        assertError("lang = \"eng\"\n[bindings]\n\"Super+T\" = { action = \"capture\" }\u{0}\n\"Super+P\" = { action = \"menu\" }\n",
                    "c.toml: line 3: a NUL byte; the config must be text")
    }

    func testAnUnknownSectionHasItsLine() {
        assertError("lang = \"eng\"\n\n[colours]\nbackground = \"red\"\n", "c.toml: line 3: colours: unknown key")
    }

    func testAnUnknownKeyInABindingIsAnUnknownKey() {
        assertError("[bindings]\n\"Super+T\" = { action = \"capture\", colour = 3 }\n",
                    "c.toml: line 2: bindings.\"Super+T\".colour: unknown key")
    }

    func testAnUnknownRegionIsRefused() throws {
        assertError("region = \"ZZZ\"\n",
                    "c.toml: line 1: region: 'ZZZ' is not one of a two-letter country code such as US, GB, DE (ZZ for none)")
        XCTAssertEqual(try Config.parse("region = \"de\"\n", file: "c.toml").region, "DE")
        XCTAssertEqual(try Config.parse("region = \"zz\"\n", file: "c.toml").region, "ZZ")
    }

    /// Locating each binding's line scanned the whole file: 5,000 bindings took over a minute.
    func testFiveThousandBindingsAreCheckedQuickly() throws {
        let bindings = (0..<5_000).map { "\"Super+Shift+F\($0)\" = { action = \"capture\", type = \"phone\" }" }
        let source = "[bindings]\n" + bindings.joined(separator: "\n") + "\n"
        let start = ContinuousClock.now
        let config = try Config.parse(source, file: "c.toml")
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(3))
        XCTAssertEqual(config.bindings.count, 5_000)
        XCTAssertEqual(config.bindings.last?.line, 5_001)
    }
}

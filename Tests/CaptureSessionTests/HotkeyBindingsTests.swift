import CaptextConfig
import CaptextCore
@testable import CaptureSession
import X11Input
import XCTest

/// The config's bindings as the daemon uses them: chords checked at load, each mapped to its capture.
final class HotkeyBindingsTests: XCTestCase {
    private func bindings(_ source: String) throws -> HotkeyBindings {
        try HotkeyBindings(try Config.parse("[bindings]\n" + source, file: "c.toml"), file: "c.toml")
    }

    func testAChordMapsToTheCaptureItsBindingDescribes() throws {
        let loaded = try bindings("""
            "Super+T" = { action = "capture" }
            "Super+Shift+P" = { action = "capture", type = "phone", to = "clipboard", lang = "eng+deu", region = "0,10,400,60" }
            """)
        XCTAssertEqual(loaded.chords, [try Chord("Super+T"), try Chord("Super+Shift+P")])
        // Found by the chord as the grabber reports it, whatever the spelling in the file.
        let binding = try XCTUnwrap(loaded.byChord[try Chord("shift+win+p")])
        var expected = CaptureRequest()
        expected.type = .phone
        expected.destination = .clipboard
        expected.languages = ["eng", "deu"]
        expected.source = .region(x: 0, y: 10, width: 400, height: 60)
        expected.display = ":5"
        XCTAssertEqual(loaded.request(for: binding, display: ":5"), expected)
        XCTAssertEqual(binding.captureArguments, ["--type", "phone", "--to", "clipboard", "--lang", "eng+deu", "--region", "0,10,400,60"])

        let plain = try XCTUnwrap(loaded.byChord[try Chord("Super+T")])
        var selectAndType = CaptureRequest()
        selectAndType.display = ":5"
        XCTAssertEqual(loaded.request(for: plain, display: ":5"), selectAndType)
    }

    func testALiveBindingStartsLiveTextInItsLanguagesOnTheDaemonsDisplay() throws {
        let loaded = try bindings("""
            "Super+L" = { action = "live", lang = "eng+deu" }
            "Super+Shift+L" = { action = "live" }
            """)
        guard case .live(let languages, let display) = loaded.job(for: try XCTUnwrap(loaded.byChord[try Chord("Super+L")]), display: ":5")
        else { return XCTFail("not a live job") }
        XCTAssertEqual(languages, ["eng", "deu"])
        XCTAssertEqual(display, ":5")
        guard case .live(nil, ":5") = loaded.job(for: try XCTUnwrap(loaded.byChord[try Chord("Super+Shift+L")]), display: ":5")
        else { return XCTFail("not a live job in the config's languages") }
    }

    func testAnUnreadableChordIsAConfigErrorAtItsLine() {
        XCTAssertThrowsError(try bindings("\"Super+T\" = { action = \"capture\" }\n\"Super+Foo\" = { action = \"menu\" }")) {
            XCTAssertEqual("\($0)", "c.toml: line 3: bindings.\"Super+Foo\": unknown key name 'Foo' (use X11 key names such as T, F9, Print, space, Return; see xev)")
        }
    }

    func testTheSameChordTwiceIsRejected() {
        XCTAssertThrowsError(try bindings("\"Ctrl+Alt+T\" = { action = \"capture\" }\n\"control+meta+t\" = { action = \"menu\" }")) {
            XCTAssertEqual("\($0)", "c.toml: line 3: bindings.\"control+meta+t\": the same chord as \"Ctrl+Alt+T\"")
        }
    }

    func testUnknownLanguagesAreRejected() {
        XCTAssertThrowsError(try bindings("\"Super+T\" = { action = \"capture\", lang = \"eng++\" }")) {
            XCTAssertTrue("\($0)".hasPrefix("c.toml: line 2: bindings.\"Super+T\".lang: "), "\($0)")
            XCTAssertTrue("\($0)".contains("Tesseract languages joined with +"), "\($0)")
        }
    }

    /// The check doctor, the daemon's start and its reload share: a language path, a language
    /// that is not installed, and osd (no language) are config errors with line and key.
    func testTheConfigsLanguagesMustBeUsable() {
        func check(_ source: String) throws { _ = try HotkeyBindings(try Config.parse(source, file: "c.toml"), file: "c.toml") }
        XCTAssertThrowsError(try check("region = \"DE\"\nlang = \"../../tmp/eng\"\n")) {
            XCTAssertEqual("\($0)", "c.toml: line 2: lang: '../../tmp/eng' is not one of Tesseract languages joined with +, or auto")
        }
        XCTAssertThrowsError(try check("lang = \"xyz\"\n")) {
            XCTAssertTrue("\($0)".hasPrefix("c.toml: line 1: lang: "), "\($0)")
        }
        XCTAssertThrowsError(try check("[bindings]\n\"Super+T\" = { action = \"capture\", lang = \"eng+osd\" }\n")) {
            XCTAssertTrue("\($0)".hasPrefix("c.toml: line 2: bindings.\"Super+T\".lang: "), "\($0)")
        }
        XCTAssertNoThrow(try check("lang = \"eng\"\n"))
    }
}

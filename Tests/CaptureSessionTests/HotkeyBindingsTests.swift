import CaptextConfig
import CaptextCore
@testable import CaptureSession
import Foundation
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

    /// A camera binding's request carries what Enter delivers; its camera the device and the
    /// mirror, and the stand-in of the daemon's environment (the binding runs there).
    func testACameraBindingOpensItsCameraWithItsDelivery() throws {
        let loaded = try bindings("""
            "Super+C" = { action = "camera", device = "/dev/video2", mirror = true, type = "phone", to = "clipboard", lang = "eng" }
            """)
        let binding = try XCTUnwrap(loaded.byChord[try Chord("Super+C")])
        guard case .camera(let request, let camera) = loaded.job(for: binding, display: ":5") else { return XCTFail("not a camera job") }
        var expected = CaptureRequest()
        expected.type = .phone
        expected.destination = .clipboard
        expected.languages = ["eng"]
        expected.display = ":5"
        XCTAssertEqual(request, expected)
        XCTAssertEqual(camera, CameraRequest(device: "/dev/video2", mirrored: true))
        guard case .camera(let device) = try camera.source() else { return XCTFail("not the binding's device") }
        XCTAssertEqual(device, "/dev/video2")
        XCTAssertEqual(binding.captureArguments, ["--type", "phone", "--to", "clipboard", "--lang", "eng", "--device", "/dev/video2", "--mirror"])
    }

    /// Without a device, the stand-in named where the camera was asked for, not elsewhere.
    func testACameraRequestKeepsTheAskersStandIn() throws {
        let clip = CameraRequest(device: nil, mirrored: false, environment: ["CAPTEXT_CAMERA_SOURCE": "clip:/tmp/card.mp4"])
        let decoded = try JSONDecoder().decode(CameraRequest.self, from: try JSONEncoder().encode(clip))
        guard case .file(let path) = try decoded.source() else { return XCTFail("not the clip") }
        XCTAssertEqual(path, "/tmp/card.mp4")
        let bad = CameraRequest(device: nil, mirrored: false, environment: ["CAPTEXT_CAMERA_SOURCE": "webcam"])
        XCTAssertThrowsError(try bad.source()) {
            XCTAssertEqual("\($0)", "CAPTEXT_CAMERA_SOURCE=webcam: expected test-pattern, test-pattern:WIDTHxHEIGHT or clip:PATH")
        }
    }

    /// The menu's camera entry follows Live Text's, so that the number keys of the others stay.
    func testTheMenuOffersTheCameraAfterLiveText() {
        XCTAssertEqual(CaptureMenu.entries.suffix(2).map(\.label), ["Live Text: select text on screen", "Camera: text from the camera"])
        XCTAssertEqual(CaptureMenu.entries.prefix(3).map(\.label), ["Capture text", "Phone number", "Email address"])
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

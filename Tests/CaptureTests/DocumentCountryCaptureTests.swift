import Foundation
import TestDesktop
import XCTest

/// Form filling from a document of another country, end to end on a private Xvfb: a French
/// hotel card and a German notice in ImageMagick windows, no `--region`, a locale that says
/// US; the national number reaches a real terminal exactly as printed on the document.
final class DocumentCountryCaptureTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!
    nonisolated(unsafe) static var documents: [Client] = []
    nonisolated(unsafe) static var receiver: XtermReceiver!

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Documents")

    override class func setUp() {
        super.setUp()
        do {
            server = try PrivateDesktop()
            receiver = try XtermReceiver(on: server, geometry: "80x6+0+660")
        } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        receiver = nil
        documents = []
        server?.stop()
        super.tearDown()
    }

    /// `name` from Tests/Documents shown at the screen's top-left corner; its window.
    private func show(_ name: String) throws -> String {
        Self.documents.append(try Client(["display", "-geometry", "+0+0", Self.folder.appendingPathComponent(name).path], on: Self.server))
        return try Self.server.waitForWindow("--name", "ImageMagick: \(name)")
    }

    /// `capture --type phone` of `window` with no region and a US locale, `keys` pressed in
    /// its chooser when the document has several numbers; what the terminal received.
    private func capturedNumber(from window: String, languages: String, chooserKeys keys: [String] = [],
                                expecting expected: String) throws -> String {
        try Self.receiver.reset()
        var environment = Self.server.environment
        environment["LC_ALL"] = "en_US.UTF-8"
        environment["CAPTEXT_LANG"] = languages
        let capture = try BackgroundProcess([captextBinary, "capture", "--window", window, "--type", "phone"], environment: environment)
        if !keys.isEmpty {
            try Self.server.waitForPopup()
            _ = try runProcess(["xdotool", "key"] + keys, environment: Self.server.environment)
        }
        let result = try capture.wait(timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        return Self.receiver.received(expecting: expected)
    }

    /// The card has its number and a fax (+33): the chooser offers the number first, Return types it.
    func testAFrenchAndAGermanNumberAreTypedAsPrintedWithoutARegion() throws {
        let card = try show("card-hotel-fr.png")
        XCTAssertEqual(try capturedNumber(from: card, languages: "fra+eng", chooserKeys: ["Return"], expecting: "05 61 22 48 90"),
                       "05 61 22 48 90")
        Self.documents.removeAll()
        let notice = try show("notice-de.png")
        XCTAssertEqual(try capturedNumber(from: notice, languages: "deu+eng", expecting: "089 2180 1234"), "089 2180 1234")
    }
}

import Foundation
import TestDesktop
import XCTest

/// `captext camera` end to end without a camera: the same pipeline fed by a real clip played in
/// real time (CAPTEXT_CAMERA_SOURCE=clip:…, Tests/Fixtures/still-card.mp4: a business card held
/// still in a 1280x720 frame), real Tesseract on its frames, keys and clicks sent with XTest.
final class CameraCommandTests: XCTestCase {
    nonisolated(unsafe) static var server: PrivateDesktop!

    static let clip = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/still-card.mp4").path
    /// The preview's outline colour, (1, 0.8, 0) in CameraPreview.
    static let outline = "rgb(255,204,0)"

    override class func setUp() {
        super.setUp()
        do { server = try PrivateDesktop(xvfbArguments: ["-screen", "0", "1600x1000x24"]) } catch {
            XCTFail("cannot start the X test environment: \(error)")
        }
    }

    override class func tearDown() {
        server?.stop()
        super.tearDown()
    }

    var server: PrivateDesktop { Self.server }

    func startCamera(_ arguments: [String] = []) throws -> BackgroundProcess {
        let environment = server.environment.merging(["CAPTEXT_CAMERA_SOURCE": "clip:\(Self.clip)", "CAPTEXT_NO_DAEMON": "1"]) { $1 }
        let camera = try BackgroundProcess([captextBinary, "camera"] + arguments, environment: environment)
        _ = try server.waitForWindow("--classname", "captext")
        return camera
    }

    /// Pixels of the outline colour on the screen.
    func outlinePixels() throws -> Int {
        let count = try server.run("sh", "-c", "import -window root png:- | convert - -fill black +opaque '\(Self.outline)' -fill white -opaque '\(Self.outline)' -format '%[fx:round(mean*w*h)]' info:")
        return Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    func waitForOutlines(timeout: TimeInterval = 30) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let pixels = try outlinePixels()
            if pixels > 0 { return pixels }
            usleep(300_000)
        }
        return 0
    }

    func noWindowLeft() throws -> Bool {
        try server.run("sh", "-c", "xdotool search --classname captext || true").isEmpty
    }

    /// The still card's text blocks are outlined on the preview; Esc closes it, exit 0, nothing left.
    func testStillTextIsOutlinedAndEscapeCloses() throws {
        let camera = try startCamera()
        XCTAssertGreaterThan(try waitForOutlines(), 1000, "no text block outlined on the preview")
        try server.run("xdotool", "key", "Escape")
        let result = try camera.wait(timeout: 20)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(try noWindowLeft())
    }

    /// Space freezes (the outlines go: the frozen frame shows plain); Tab selects the first item
    /// (the phone number) and Enter types it into the terminal that had the focus.
    func testSpaceFreezesAndEnterTypesIntoTheFocusedTerminal() throws {
        let terminal = try XtermReceiver(on: server, geometry: "40x4+0+900")
        try terminal.reset()
        let camera = try startCamera()
        XCTAssertGreaterThan(try waitForOutlines(), 0)
        try server.run("xdotool", "key", "space")
        usleep(1_000_000)
        XCTAssertEqual(try outlinePixels(), 0, "the frozen frame still shows the preview's outlines")
        try server.run("xdotool", "key", "Tab")
        try server.run("xdotool", "key", "Return")
        let result = try camera.wait(timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(terminal.received(expecting: "(415) 555-0132"), "(415) 555-0132")
        XCTAssertTrue(try noWindowLeft())
    }

    /// A click freezes too; a triple click selects a line, and --to stdout prints it.
    func testClickFreezesAndADragSelectsWordsForStdout() throws {
        let camera = try startCamera(["--to", "stdout"])
        XCTAssertGreaterThan(try waitForOutlines(), 0)
        // The frame is 1280x720 at (160, 140) on this screen, 1:1; the card's "Fax:" line at y ≈ 550.
        try server.run("xdotool", "mousemove", "800", "500", "click", "1")
        usleep(1_500_000)
        try server.run("xdotool", "mousemove", "450", "551", "click", "--repeat", "3", "--delay", "80", "1")
        try server.run("xdotool", "key", "Return")
        let result = try camera.wait(timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Fax: (415) 555-0199\n")
    }

    func testNotACaptureDeviceIsAOneLineError() throws {
        let result = try runProcess([captextBinary, "camera", "--device", "/dev/null"], environment: server.environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "captext: /dev/null: not a video capture device\n")
        XCTAssertTrue(try noWindowLeft())
    }

    func testMissingDeviceIsAOneLineError() throws {
        let result = try runProcess([captextBinary, "camera", "--device", "/dev/video-captext-missing"], environment: server.environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "captext: /dev/video-captext-missing: no such camera (is it plugged in? ls /dev/video*)\n")
        XCTAssertTrue(try noWindowLeft())
    }

    /// A device node with no camera behind it: what an unplugged camera can leave, or a driver
    /// that is gone (opening it gives ENXIO).
    func testANodeWithNoCameraBehindItIsAOneLineError() throws {
        let node = try Self.videoNode(mode: "666")
        defer { try? FileManager.default.removeItem(atPath: (node as NSString).deletingLastPathComponent) }
        let result = try runProcess([captextBinary, "camera", "--device", node], environment: server.environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "captext: \(node): no such camera (is it plugged in? ls /dev/video*)\n")
        XCTAssertTrue(try noWindowLeft())
    }

    /// A camera only root may open, opened by another user: the fix is the video group.
    func testPermissionDeniedNamesTheVideoGroup() throws {
        let node = try Self.videoNode(mode: "600")
        defer { try? FileManager.default.removeItem(atPath: (node as NSString).deletingLastPathComponent) }
        let result = try runProcess(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", captextBinary, "camera", "--device", node],
                                    environment: server.environment.merging(["CAPTEXT_NO_DAEMON": "1"]) { $1 })
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "captext: \(node): permission denied: add yourself to the video group (sudo adduser $USER video) and log in again\n")
        XCTAssertTrue(try noWindowLeft())
    }

    /// A V4L2 character device node (major 81) at a minor no camera here has, in a directory
    /// any user may enter; needs root, as CI and install.sh --test run.
    static func videoNode(mode: String) throws -> String {
        try XCTSkipUnless(getuid() == 0, "making a device node needs root")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let node = directory.appendingPathComponent("video250").path
        let made = try runProcess(["mknod", "-m", mode, node, "c", "81", "250"], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(made.status, 0, made.stderr)
        return node
    }
}

import Foundation
import TestDesktop
import XCTest

/// `captext camera` on a real V4L2 device (vivid, in `CameraMachine`): a camera another
/// application is streaming from, and one unplugged while its preview is shown (vivid's
/// Disconnect control unregisters the device as a USB unplug does). Both are a one-line error
/// and exit status 2, with nothing left on screen. One machine runs both (Fixtures/camera-machine).
final class CameraDeviceTests: XCTestCase {
    nonisolated(unsafe) static var console: Result<String, Error>!

    override class func setUp() {
        super.setUp()
        console = Result {
            try CameraMachine().run(script: try fixturePath("camera-machine/busy-and-unplugged.sh"), argument: captextBinary)
        }
    }

    /// The rest of the console line after `camera-machine: KEY ` (the firmware's screen codes
    /// may come before it on the first line).
    private func reported(_ key: String) throws -> String {
        let console = try Self.console.get(), marker = "camera-machine: \(key) "
        guard let line = console.split(whereSeparator: \.isNewline).first(where: { $0.contains(marker) }),
              let start = line.range(of: marker) else {
            throw TestFailure("the camera machine did not report '\(key)':\n\(console.suffix(3000))")
        }
        return line[start.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testABusyCameraIsAOneLineErrorNamingIt() throws {
        XCTAssertEqual(try reported("busy exit"), "2")
        XCTAssertEqual(try reported("busy stderr"),
                       "1 lines: captext: /dev/video0: the camera is in use by another application; close it and try again")
    }

    func testACameraUnpluggedWhileShownIsAOneLineErrorAndNothingIsLeft() throws {
        XCTAssertEqual(try reported("preview shown"), "1")
        XCTAssertEqual(try reported("unplugged exit"), "2")
        XCTAssertEqual(try reported("unplugged stderr"), "1 lines: captext: /dev/video0: the camera stopped delivering frames (unplugged?)")
        XCTAssertEqual(try reported("windows left"), "0")
    }
}

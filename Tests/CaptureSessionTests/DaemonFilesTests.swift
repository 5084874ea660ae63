@testable import CaptureSession
import Foundation
import XCTest

/// Where the daemon of a display listens, the config watch and the one-capture gate.
final class DaemonFilesTests: XCTestCase {
    func testOneSocketPerServerInTheUsersRuntimeDirectory() {
        let runtime = ["XDG_RUNTIME_DIR": "/run/user/1000"]
        XCTAssertEqual(DaemonAddress(display: ":0.0", environment: runtime).socketPath, "/run/user/1000/captext/daemon-0.sock")
        XCTAssertEqual(DaemonAddress(display: ":0", environment: runtime).socketPath, "/run/user/1000/captext/daemon-0.sock")
        XCTAssertEqual(DaemonAddress(display: "host:10.0", environment: runtime).lockPath, "/run/user/1000/captext/daemon-host_10.lock")
        XCTAssertEqual(DaemonAddress(display: ":1", environment: [:]).directory, "/tmp/captext-\(getuid())")
    }

    func testTheConfigWatchSeesWritesReplacementsAndRemoval() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-watch-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("config.toml").path
        var watch = ConfigWatch(path: path)
        XCTAssertFalse(watch.changed())
        try "lang = \"eng\"\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertTrue(watch.changed(), "created")
        XCTAssertFalse(watch.changed())
        // An editor's save: a new file renamed over the old one.
        try "lang = \"deu\"\n".write(toFile: path + ".new", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(path + ".new", path), 0)
        XCTAssertTrue(watch.changed(), "replaced")
        try FileManager.default.removeItem(atPath: path)
        XCTAssertTrue(watch.changed(), "removed")
    }

    func testOneCaptureAtATime() {
        let gate = CaptureGate()
        XCTAssertTrue(gate.enter())
        XCTAssertFalse(gate.enter())
        gate.leave()
        XCTAssertTrue(gate.enter())
    }
}

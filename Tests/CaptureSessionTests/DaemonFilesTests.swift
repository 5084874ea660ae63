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

/// The daemon's directory: created 0700, refused when a symbolic link, open to others, or
/// another user's; and the peer check on a connected socket.
final class RuntimeDirectoryTests: XCTestCase {
    private var parent: URL!

    override func setUpWithError() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("captext-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: parent)
    }

    func testCreatedWithMode0700() throws {
        let directory = RuntimeDirectory(path: parent.appendingPathComponent("captext").path)
        XCTAssertEqual(directory.state(), .missing)
        try directory.create()
        XCTAssertEqual(directory.state(), .safe)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int, 0o700)
        try directory.create()
    }

    func testUnsafeDirectoriesAreRefused() throws {
        let path = parent.appendingPathComponent("captext").path
        let directory = RuntimeDirectory(path: path)
        XCTAssertEqual(mkdir(path, 0o700), 0)
        XCTAssertEqual(chmod(path, 0o777), 0)
        XCTAssertThrowsError(try directory.create()) { XCTAssertTrue("\($0)".contains("has mode 777, open to other users: run chmod 700"), "\($0)") }
        // Root can give it away (the tests run as root in CI); otherwise this part is skipped.
        if getuid() == 0 {
            XCTAssertEqual(chmod(path, 0o700), 0)
            XCTAssertEqual(chown(path, 4242, 4242), 0)
            XCTAssertThrowsError(try directory.create()) { XCTAssertTrue("\($0)".contains("belongs to uid 4242, not to you"), "\($0)") }
        }
        XCTAssertEqual(rmdir(path), 0)
        XCTAssertEqual(symlink(parent.path, path), 0)
        XCTAssertThrowsError(try directory.create()) { XCTAssertTrue("\($0)".contains("is a symbolic link"), "\($0)") }
    }

    func testPeerCredentialsOfAConnectedSocket() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends), 0)
        defer { ends.forEach { close($0) } }
        XCTAssertEqual(peerUser(ends[0]), geteuid())
    }
}

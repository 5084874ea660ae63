import Foundation
import Glibc
import TestDesktop
import XCTest

/// `captext capture` says nothing to a socket another user could have planted or listens on,
/// and the daemon does not start in a directory others can enter. The other user is real:
/// created with useradd for the test (which runs as root) and removed after it.
final class DaemonTrustTests: XCTestCase {
    private var harness: DaemonHarness!

    override func setUpWithError() throws {
        harness = try DaemonHarness(config: DaemonTests.config)
    }

    override func tearDown() {
        harness?.stop()
    }

    private var directory: URL { harness.root.appendingPathComponent("run/captext") }
    private var socketPath: String { directory.appendingPathComponent("daemon-\(harness.desktop.display.dropFirst()).sock").path }

    func testClientRefusesADirectoryOthersCanEnter() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(directory.path, 0o777), 0)
        let listener = try listen(at: socketPath)
        defer { listener.terminate() }
        try assertRefused(listener, because: "\(directory.path) has mode 777, open to other users: run chmod 700 \(directory.path)")
    }

    func testClientRefusesASymbolicLink() throws {
        let elsewhere = harness.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        XCTAssertEqual(symlink(elsewhere.path, directory.path), 0)
        let listener = try listen(at: socketPath)
        defer { listener.terminate() }
        try assertRefused(listener, because: "\(directory.path) is a symbolic link")
    }

    /// The directory is ours and closed, but the socket in it was bound by another user: only
    /// its peer credentials tell. Then the directory itself belongs to that user.
    func testClientRefusesADaemonOfAnotherUser() throws {
        let user = try OtherUser()
        defer { user.remove() }
        // Outside the desktop's home, which only we can enter; on the same file system.
        let ownDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-other-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: ownDirectory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: ownDirectory) }
        XCTAssertEqual(chown(ownDirectory.path, user.uid, user.uid), 0)
        let listener = try listen(at: ownDirectory.appendingPathComponent("s").path, as: user)
        defer { listener.terminate() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        XCTAssertEqual(rename(ownDirectory.appendingPathComponent("s").path, socketPath), 0)
        try assertRefused(listener, because: "the process listening on \(socketPath) runs as uid \(user.uid), not as you")

        XCTAssertEqual(chown(directory.path, user.uid, user.uid), 0)
        try assertRefused(listener, because: "\(directory.path) belongs to uid \(user.uid), not to you")
    }

    func testDaemonRefusesADirectoryOthersCanEnter() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(directory.path, 0o777), 0)
        let result = try runProcess([captextBinary, "daemon"], environment: harness.environment, timeout: 20)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "captext: \(directory.path) has mode 777, open to other users: run chmod 700 \(directory.path)\n")
    }

    /// A lock file replaced by a link would make the daemon create or lock a file elsewhere.
    func testDaemonRefusesALinkedLockFile() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let lock = directory.appendingPathComponent("daemon-\(harness.desktop.display.dropFirst()).lock").path
        let target = harness.root.appendingPathComponent("target").path
        XCTAssertEqual(symlink(target, lock), 0)
        let result = try runProcess([captextBinary, "daemon"], environment: harness.environment, timeout: 20)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "captext: \(lock) is a symbolic link, which another user may have planted; remove it\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }

    func testDoctorReportsAWorldWritableRuntimeDirectory() throws {
        let runtime = harness.root.appendingPathComponent("run").path
        XCTAssertEqual(chmod(runtime, 0o777), 0)
        let result = try harness.captext("doctor")
        XCTAssertTrue(result.stdout.contains("✗ runtime directory: XDG_RUNTIME_DIR \(runtime) is writable by other users (mode 777): run chmod 700 \(runtime)"),
                      result.stdout)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(chmod(runtime, 0o700), 0)
        XCTAssertTrue(try harness.captext("doctor").stdout.contains("✓ runtime directory: "))
    }

    /// Runs a capture that would go to the daemon and checks it ran here instead, saying why,
    /// and that the listener never received a byte.
    private func assertRefused(_ listener: Process, because reason: String, line: UInt = #line) throws {
        let result = try harness.captext("capture", "--region", "0,0,2,2", "--to", "clipboard")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("captext: not using the captext daemon: \(reason)") == true, result.stderr, line: line)
        XCTAssertTrue(lines.first?.hasSuffix("; capturing here") == true, result.stderr, line: line)
        usleep(100_000)
        XCTAssertTrue(listener.isRunning, "the client sent its request to the socket", line: line)
    }

    /// A Unix socket listening at `path` (python3, as `user` if given) that exits on the first
    /// byte a client sends. (A client must connect to learn who listens; it must not speak.)
    private func listen(at path: String, as user: OtherUser? = nil) throws -> Process {
        let script = """
            import socket, sys
            s = socket.socket(socket.AF_UNIX)
            s.bind(sys.argv[1])
            s.listen(1)
            while not s.accept()[0].recv(1): pass
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        let identity = user.map { ["--reuid=\($0.uid)", "--regid=\($0.uid)", "--clear-groups"] } ?? []
        process.arguments = identity + ["/usr/bin/python3", "-c", script, path]
        try process.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: path) { usleep(50_000) }
        guard FileManager.default.fileExists(atPath: path) else { throw TestFailure("the listener did not bind \(path)") }
        return process
    }
}

/// A system user made for one test with useradd, removed with userdel.
private struct OtherUser {
    let name = "captext-t\(getpid() % 100_000)"
    let uid: uid_t

    init() throws {
        try runProcess(["useradd", "--system", "--no-create-home", "--user-group", name], environment: cleanEnvironment)
        guard let entry = getpwnam(name) else { throw TestFailure("useradd did not create \(name) (the test needs root)") }
        uid = entry.pointee.pw_uid
    }

    func remove() {
        _ = try? runProcess(["userdel", name], environment: cleanEnvironment)
    }
}

import DBusWire
import Foundation
import XCTest

/// Against a real dbus-daemon on a private socket.
final class DBusConnectionTests: XCTestCase {
    private var daemon: Process!
    private var address = ""
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-dbus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        address = "unix:path=\(directory.path)/bus"
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--address=\(address)"]
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: directory.path + "/bus") { usleep(20_000) }
    }

    override func tearDown() {
        daemon.terminate()
        daemon.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    private func soon() -> ContinuousClock.Instant { .now + .seconds(5) }

    private func bus(_ member: String, _ arguments: [DBusValue] = []) -> DBusMessage { .toBus(member, arguments) }

    func testCallsAndPipelinedCallsAnswerInOrderWithErrorsInPlace() throws {
        let connection = try DBusConnection(address: address, deadline: soon())
        let names = try connection.call(bus("ListNames"), deadline: soon())
        XCTAssertTrue(names.first?.elements?.contains(.string("org.freedesktop.DBus")) ?? false, "\(names)")
        let answers = connection.callAll([bus("GetId"), bus("NoSuchMethod"), bus("NameHasOwner", [.string("org.freedesktop.DBus")])],
                                         deadline: soon())
        XCTAssertEqual(answers.count, 3)
        XCTAssertEqual((try answers[0].get().first?.string)?.count, 32)
        guard case .failure(.remote(let name, _)) = answers[1] else { return XCTFail("\(answers[1])") }
        XCTAssertEqual(name, "org.freedesktop.DBus.Error.UnknownMethod")
        XCTAssertEqual(try answers[2].get(), [.boolean(true)])
        XCTAssertEqual(try connection.call(bus("GetConnectionUnixProcessID", [.string("org.freedesktop.DBus")]), deadline: soon()).first?.uint32,
                       UInt32(daemon.processIdentifier))
    }

    func testSignalsReachAMatchingListener() throws {
        let listener = try DBusConnection(address: address, deadline: soon())
        try listener.addMatch("type='signal',interface='org.example.Captext',member='Focus'", deadline: soon())
        let sender = try DBusConnection(address: address, deadline: soon())
        var signal = DBusMessage(kind: .signal)
        (signal.path, signal.interface, signal.member, signal.body) = ("/org/example", "org.example.Captext", "Focus", [.string("focused"), .int32(1)])
        try sender.send(signal)
        var received: DBusMessage?
        while let message = try listener.nextMessage(deadline: soon()) {
            if message.member == "Focus" { received = message; break }
        }
        XCTAssertEqual(received?.body, [.string("focused"), .int32(1)])
        XCTAssertEqual(received?.path, "/org/example")
        XCTAssertNil(try listener.nextMessage(deadline: .now + .milliseconds(50)), "nothing else was sent")
    }

    /// A socket that accepts but never answers costs the deadline, not a hang.
    func testASilentBusTimesOut() throws {
        let path = directory.path + "/silent"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        _ = withUnsafePointer(to: &socketAddress) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        XCTAssertEqual(listen(listener, 4), 0)
        let connection = try DBusConnection(address: "unix:path=\(path)", deadline: soon())
        let started = ContinuousClock.now
        XCTAssertThrowsError(try connection.call(bus("GetId"), deadline: .now + .milliseconds(200))) { error in
            XCTAssertEqual(error as? DBusError, .timedOut)
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2))
    }

    /// A bus that accepts no connection at all (its listen queue full: hung, or flooded)
    /// costs the deadline of the connect, not a hang.
    func testABusThatAcceptsNothingCostsTheDeadline() throws {
        let path = directory.path + "/full"
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        func withAddress(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
            withUnsafePointer(to: &socketAddress) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        }
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        XCTAssertEqual(withAddress { bind(listener, $0, $1) }, 0)
        XCTAssertEqual(listen(listener, 0), 0)
        // Connections nobody accepts, until the queue refuses one.
        var queued: [Int32] = []
        defer { queued.forEach { close($0) } }
        while queued.count < 64 {
            let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            queued.append(client)
            if withAddress({ connect(client, $0, $1) }) != 0 { break }
        }
        XCTAssertEqual(errno, EAGAIN, "the listen queue is full")
        let started = ContinuousClock.now
        XCTAssertThrowsError(try DBusConnection(address: "unix:path=\(path)", deadline: .now + .milliseconds(300))) { error in
            guard case .connection(let reason) = error as? DBusError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("timed out"), reason)
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2))
    }

    func testNoSocketIsAConnectionError() {
        XCTAssertThrowsError(try DBusConnection(address: "unix:path=\(directory.path)/none", deadline: soon())) { error in
            guard case .connection(let reason) = error as? DBusError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("No such file"), reason)
        }
        XCTAssertThrowsError(try DBusConnection(address: "tcp:host=localhost,port=1", deadline: soon()))
    }
}

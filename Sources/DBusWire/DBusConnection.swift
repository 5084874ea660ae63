import Glibc

/// A connection to a message bus over its Unix socket, speaking the wire protocol itself: no
/// libdbus, whose loading (with libsystemd and libgcrypt) every captext start would pay, and
/// calls can be pipelined — several sent before the first answer is read — so a field's facts
/// cost one round trip instead of one each. Owns its socket (closed in `deinit`). Not
/// Sendable: one thread uses a connection. Every wait has a deadline; a hung bus costs the
/// caller that deadline, never a hang.
public final class DBusConnection {
    private let socket: Int32
    private var received: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 65536)
    private var nextSerial: UInt32 = 1
    /// Messages that arrived while a reply was awaited (signals, calls), oldest first.
    private var queued: [DBusMessage] = []
    /// Calls whose answers are still wanted, and answers that came before they were asked for.
    private var awaited: Set<UInt32> = []
    private var answers: [UInt32: DBusMessage] = [:]
    /// False until the bus's answer to the authentication (a line before any message) is read.
    private var authenticated = false

    /// Connects, authenticates as this user and says Hello. Neither answer is waited for here:
    /// they come ahead of the first call's, in the same round trip (as sd-bus does it).
    public init(address: DBusAddress, deadline: ContinuousClock.Instant) throws(DBusError) {
        var lastError = DBusError.connection("no socket in the address")
        var connected: Int32 = -1
        for candidate in address.sockets {
            switch Self.connect(candidate, deadline: deadline) {
            case .success(let descriptor): connected = descriptor
            case .failure(let error): lastError = error
            }
            if connected >= 0 { break }
        }
        guard connected >= 0 else { throw lastError }
        socket = connected
        var hello = DBusMessage.toBus("Hello")
        hello.serial = takeSerial()
        try write([0] + Array("AUTH EXTERNAL \(Self.hexadecimal(String(getuid())))\r\nBEGIN\r\n".utf8) + hello.encoded(),
                  deadline: deadline)
    }

    /// Connects to the address in text form; throws when it names no Unix socket.
    public convenience init(address text: String, deadline: ContinuousClock.Instant) throws(DBusError) {
        guard let address = DBusAddress(text) else { throw .connection("unsupported bus address '\(text)'") }
        try self.init(address: address, deadline: deadline)
    }

    deinit { close(socket) }

    /// Sends a method call and returns the reply's body; a remote error throws `.remote`.
    public func call(_ message: DBusMessage, deadline: ContinuousClock.Instant) throws(DBusError) -> [DBusValue] {
        let serial = try send(message)
        awaited.insert(serial)
        return try reply(to: serial, deadline: deadline).get()
    }

    /// Sends every call before reading any answer, then returns the answers in order.
    public func callAll(_ messages: [DBusMessage], deadline: ContinuousClock.Instant) -> [Result<[DBusValue], DBusError>] {
        var serials: [UInt32] = []
        var bytes: [UInt8] = []
        for var message in messages {
            message.serial = takeSerial()
            serials.append(message.serial)
            awaited.insert(message.serial)
            bytes += message.encoded()
        }
        do throws(DBusError) { try write(bytes, deadline: deadline) } catch {
            awaited.subtract(serials)
            return messages.map { _ in .failure(error) }
        }
        return serials.map { serial in
            do throws(DBusError) { return try reply(to: serial, deadline: deadline) } catch { return .failure(error) }
        }
    }

    /// Sends a message without waiting for anything; returns its serial.
    @discardableResult
    public func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
        var message = message
        message.serial = takeSerial()
        try write(message.encoded(), deadline: .now + .seconds(1))
        return message.serial
    }

    /// The next message that is not a reply to a call of ours (a signal, or a call eavesdropped
    /// through a match rule); nil when none came by `deadline`.
    public func nextMessage(deadline: ContinuousClock.Instant) throws(DBusError) -> DBusMessage? {
        while true {
            if !queued.isEmpty { return queued.removeFirst() }
            guard let message = try readMessage(deadline: deadline) else { return nil }
            if message.kind == .methodReturn || message.kind == .error { continue }
            return message
        }
    }

    /// Asks the bus to route messages matching `rule` here (org.freedesktop.DBus.AddMatch).
    public func addMatch(_ rule: String, deadline: ContinuousClock.Instant) throws(DBusError) {
        _ = try call(.toBus("AddMatch", [.string(rule)]), deadline: deadline)
    }

    /// Whether some connection owns `name` (false too when the bus does not answer).
    public func nameHasOwner(_ name: String, deadline: ContinuousClock.Instant) -> Bool {
        (try? call(.toBus("NameHasOwner", [.string(name)]), deadline: deadline))?.first?.bool == true
    }

    /// The session bus DBUS_SESSION_BUS_ADDRESS names; nil when it names none (a bus is never
    /// autolaunched).
    public static func session(environment: [String: String], deadline: ContinuousClock.Instant) throws(DBusError) -> DBusConnection? {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else { return nil }
        return try DBusConnection(address: address, deadline: deadline)
    }

    private func takeSerial() -> UInt32 {
        defer { nextSerial = nextSerial == UInt32.max ? 1 : nextSerial + 1 }
        return nextSerial
    }

    /// The answer to call `serial`. Answers may come in another order than the calls (the bus
    /// itself answers before an application does): those to other awaited calls are kept.
    private func reply(to serial: UInt32, deadline: ContinuousClock.Instant) throws(DBusError) -> Result<[DBusValue], DBusError> {
        defer { awaited.remove(serial) }
        while true {
            if let message = answers.removeValue(forKey: serial) {
                if message.kind == .error {
                    return .failure(.remote(name: message.errorName ?? "unknown error", message: message.body.first?.string ?? ""))
                }
                return .success(message.body)
            }
            guard let message = try readMessage(deadline: deadline) else { throw .timedOut }
            switch message.kind {
            case .methodReturn, .error:
                if let answered = message.replySerial, awaited.contains(answered) { answers[answered] = message }
            case .methodCall, .signal:
                // A connection nobody reads signals from must not grow without bound.
                if queued.count >= 4096 { queued.removeFirst() }
                queued.append(message)
            }
        }
    }

    /// The next complete message from the socket; nil at the deadline.
    private func readMessage(deadline: ContinuousClock.Instant) throws(DBusError) -> DBusMessage? {
        if !authenticated { try readAuthentication(deadline: deadline) }
        while true {
            if let length = try DBusMessage.length(ofMessageStartingIn: received[...]), received.count >= length {
                let bytes = Array(received[..<length])
                received.removeFirst(length)
                return try DBusMessage(decoding: bytes)
            }
            guard try fill(deadline: deadline) else { return nil }
        }
    }

    /// Reads what the socket has; false when the deadline passed first.
    private func fill(deadline: ContinuousClock.Instant) throws(DBusError) -> Bool {
        guard try wait(for: Int16(POLLIN), deadline: deadline) else { return false }
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            received += chunk[..<count]
            return true
        }
        if count < 0, errno == EAGAIN || errno == EINTR { return true }
        throw .connection(count == 0 ? "the bus closed the connection" : "cannot read from the bus: \(String(cString: strerror(errno)))")
    }

    private func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) throws(DBusError) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if count > 0 { sent += count; continue }
            if count < 0, errno == EAGAIN || errno == EINTR {
                guard try wait(for: Int16(POLLOUT), deadline: deadline) else { throw .timedOut }
                continue
            }
            throw .connection("cannot write to the bus: \(String(cString: strerror(errno)))")
        }
    }

    /// Waits until the socket is ready for `events`; false at the deadline.
    private func wait(for events: Int16, deadline: ContinuousClock.Instant) throws(DBusError) -> Bool {
        while true {
            let left = deadline - .now
            guard left > .zero else { return false }
            let milliseconds = Int32(min(left / .milliseconds(1), 60_000).rounded(.up))
            var entry = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 {
                if entry.revents & Int16(POLLNVAL) != 0 { throw .connection("the bus socket is closed") }
                return true
            }
            if ready < 0, errno != EINTR { throw .connection("cannot wait for the bus: \(String(cString: strerror(errno)))") }
        }
    }

    /// SASL EXTERNAL (the kernel tells the bus our user id) is answered with one line, "OK" and
    /// the bus's guid, before the first message.
    private func readAuthentication(deadline: ContinuousClock.Instant) throws(DBusError) {
        let lineEnd = Array("\r\n".utf8)
        var end = received.firstRange(of: lineEnd)
        while end == nil {
            guard received.count < 4096 else { throw .connection("the bus answered authentication with no line end") }
            guard try fill(deadline: deadline) else { throw .timedOut }
            end = received.firstRange(of: lineEnd)
        }
        guard let end else { throw .timedOut }
        let line = String(decoding: received[..<end.lowerBound], as: UTF8.self)
        received.removeSubrange(..<end.upperBound)
        guard line.hasPrefix("OK ") else { throw .connection("the bus refused authentication (\(line))") }
        authenticated = true
    }

    private static func hexadecimal(_ text: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: text.utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// Non-blocking from the start: a bus that stops accepting (its listen queue full, the
    /// daemon hung) costs the deadline, not a hang.
    private static func connect(_ target: DBusAddress.Socket, deadline: ContinuousClock.Instant) -> Result<Int32, DBusError> {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { return .failure(.connection("cannot create a socket: \(String(cString: strerror(errno)))")) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let (name, abstract): (String, Bool) = switch target {
        case .path(let path): (path, false)
        case .abstract(let name): (name, true)
        }
        let bytes = (abstract ? [0] : []) + Array(name.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(descriptor)
            return .failure(.connection("bus socket name too long: \(name)"))
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (abstract ? 0 : 1))
        let place = "\(abstract ? "@" : "")\(name)"
        while true {
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, length) }
            }
            if result == 0 { return .success(descriptor) }
            let code = errno
            // A Unix socket whose listen queue is full refuses a non-blocking connect with
            // EAGAIN: the bus is busy or hung; try again until the deadline.
            if code == EINTR || code == EAGAIN && ContinuousClock.now < deadline {
                if code == EAGAIN { usleep(5_000) }
                continue
            }
            close(descriptor)
            let reason = code == EAGAIN ? "it accepts no connection (timed out)" : String(cString: strerror(code))
            return .failure(.connection("cannot connect to the bus at \(place): \(reason)"))
        }
    }
}

import Foundation
import Glibc

/// Where the daemon of one X display listens: a Unix socket (never a network one) in a
/// directory only this user can enter, `$XDG_RUNTIME_DIR/captext/` (or `/tmp/captext-UID/`
/// without it), next to a lock file that makes the daemon single-instance per display.
struct DaemonAddress: Sendable {
    let directory: String
    let display: String

    init(display: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        directory = runtime.map { $0 + "/captext" } ?? "/tmp/captext-\(getuid())"
        self.display = display
    }

    /// ":0.0" and ":0" are the same server; "host:10.0" becomes "host_10".
    private var displayKey: String {
        var name = display
        if let colon = name.lastIndex(of: ":"), let dot = name[colon...].firstIndex(of: ".") { name = String(name[..<dot]) }
        let key = name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        return String(key.drop { $0 == "_" })
    }

    var socketPath: String { "\(directory)/daemon-\(displayKey).sock" }
    var lockPath: String { "\(directory)/daemon-\(displayKey).lock" }

    var runtimeDirectory: RuntimeDirectory { RuntimeDirectory(path: directory) }
}

/// The lock that says a daemon runs for a display; the kernel drops it when the process ends,
/// so a crashed daemon leaves nothing that blocks the next one.
final class InstanceLock {
    private let descriptor: Int32

    /// Nil when another process holds the lock.
    init?(path: String) throws(DaemonError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .setup("\(path) is a symbolic link, which another user may have planted; remove it") }
            throw .setup("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}

/// A listening Unix stream socket; the file is removed in deinit.
final class ListeningSocket {
    let descriptor: Int32
    let path: String

    /// Binds `path` (a stale file left by a dead daemon is replaced: the caller holds the lock).
    init(path: String) throws(DaemonError) {
        unlink(path)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .setup("cannot create a socket: \(String(cString: strerror(errno)))") }
        var address = try unixAddress(path)
        // Mode 0600 from the start: no moment where another user could connect.
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previousMask)
        guard bound == 0, listen(descriptor, 8) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .setup("cannot listen on \(path): \(reason)")
        }
        chmod(path, 0o600)
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        unlink(path)
        close(descriptor)
    }

    /// A waiting connection, or nil.
    func accept() -> Int32? {
        let client = Glibc.accept(descriptor, nil, nil)
        guard client >= 0 else { return nil }
        // Not inherited by the programs a capture starts (exec:, the selection server).
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return client
    }
}

func unixAddress(_ path: String) throws(DaemonError) -> sockaddr_un {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else { throw .setup("the socket path \(path) is too long") }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    return address
}

/// Connects to the daemon's socket; nil when none listens there (no file, or a stale one).
/// Says nothing to a socket another user could have put there or listens on: throws why.
func connectToDaemon(_ address: DaemonAddress) throws(DaemonError) -> Int32? {
    switch address.runtimeDirectory.state() {
    case .missing: return nil
    case .unsafe(let reason): throw .setup(reason)
    case .safe: break
    }
    guard var socketAddress = try? unixAddress(address.socketPath) else { return nil }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    let connected = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard connected == 0 else {
        close(descriptor)
        return nil
    }
    let peer = peerUser(descriptor)
    guard peer == geteuid() else {
        close(descriptor)
        throw .setup("the process listening on \(address.socketPath) runs as uid \(peer.map(String.init) ?? "unknown"), not as you")
    }
    return descriptor
}

/// Why the daemon cannot start, or why a client will not talk to a daemon socket.
public struct DaemonError: Error, CustomStringConvertible, Sendable {
    public let description: String
    static func setup(_ message: String) -> DaemonError { DaemonError(description: message) }
}

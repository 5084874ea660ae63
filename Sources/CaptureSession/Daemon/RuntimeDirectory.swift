import Foundation
import Glibc

/// The directory of the daemon's socket and lock. Another local user must not be able to put
/// a socket there: it has to be a real directory (not a symbolic link) owned by this user and
/// closed to everyone else (no group or other permission bits).
struct RuntimeDirectory {
    let path: String

    enum State: Equatable {
        case missing
        case safe
        /// Why the directory must not be used, and what to do about it.
        case unsafe(String)
    }

    func state() -> State {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .missing : .unsafe("cannot inspect \(path): \(String(cString: strerror(errno)))") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return .unsafe("\(path) is a symbolic link, which another user may have planted; remove it or set XDG_RUNTIME_DIR")
        default: return .unsafe("\(path) is not a directory; remove it or set XDG_RUNTIME_DIR")
        }
        guard info.st_uid == geteuid() else {
            return .unsafe("\(path) belongs to uid \(info.st_uid), not to you (uid \(geteuid())): another user may pose as the captext daemon; have it removed or set XDG_RUNTIME_DIR")
        }
        let mode = info.st_mode & 0o7777
        guard mode & 0o077 == 0 else {
            return .unsafe("\(path) has mode \(String(mode, radix: 8)), open to other users: run chmod 700 \(path)")
        }
        return .safe
    }

    /// Creates the directory with mode 0700, or checks the one that is there.
    func create() throws(DaemonError) {
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw .setup("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        // Checked after mkdir, never before: someone else may have made it first.
        if case .unsafe(let reason) = state() { throw .setup(reason) }
    }
}

/// The user id of the process at the other end of a connected Unix socket (SO_PEERCRED).
func peerUser(_ descriptor: Int32) -> uid_t? {
    // struct ucred (pid, uid, gid) needs _GNU_SOURCE, which the Glibc module is built without.
    var credentials: (pid: pid_t, uid: uid_t, gid: gid_t) = (0, 0, 0)
    var length = socklen_t(MemoryLayout.size(ofValue: credentials))
    guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
    return credentials.uid
}

extension DaemonClient {
    /// What lets another user pose as the daemon of `display`, for `captext doctor`: a runtime
    /// directory that is not the user's alone, or an unsafe `captext` directory in it; nil if none.
    public static func runtimeDirectoryProblem(display: String,
                                               environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let address = DaemonAddress(display: display, environment: environment)
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            var info = stat()
            guard stat(runtime, &info) == 0 else { return "XDG_RUNTIME_DIR \(runtime): \(String(cString: strerror(errno)))" }
            if info.st_uid != geteuid() { return "XDG_RUNTIME_DIR \(runtime) belongs to uid \(info.st_uid), not to you" }
            if info.st_mode & 0o022 != 0 {
                return "XDG_RUNTIME_DIR \(runtime) is writable by other users (mode \(String(info.st_mode & 0o7777, radix: 8))): run chmod 700 \(runtime)"
            }
        }
        if case .unsafe(let reason) = address.runtimeDirectory.state() { return reason }
        return nil
    }
}

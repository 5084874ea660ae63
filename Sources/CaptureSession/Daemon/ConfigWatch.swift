import Glibc

/// Notices when the config file is written, replaced (editors rename a new file over it),
/// created or removed, by comparing its status; cheap enough to poll every second.
struct ConfigWatch {
    let path: String
    private var last: Signature?

    private struct Signature: Equatable {
        var device: UInt, inode: UInt, size: Int, seconds: Int, nanoseconds: Int
    }

    init(path: String) {
        self.path = path
        last = Self.signature(path)
    }

    /// True when the file changed since the last call.
    mutating func changed() -> Bool {
        let now = Self.signature(path)
        defer { last = now }
        return now != last
    }

    private static func signature(_ path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(device: UInt(info.st_dev), inode: UInt(info.st_ino), size: Int(info.st_size),
                         seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec)
    }
}

import Glibc

/// A whole input read into memory with a ceiling: standard input, a file, a pipe or a device.
/// Every command that reads a stream goes through here, so `/dev/zero` or an endless pipe costs at
/// most `limit` bytes, and a FIFO nobody writes to is empty input rather than a hang.
enum BoundedInput {
    enum Failure: Error, CustomStringConvertible {
        /// The system's reason (no such file, permission denied, a directory).
        case system(String)
        /// More than the limit, found by the file's size or after reading one byte past it.
        case tooLarge
        /// `acceptStart` turned the first bytes down.
        case rejectedStart

        var description: String {
            switch self {
            case .system(let reason): reason
            case .tooLarge: "larger than the limit"
            case .rejectedStart: "not the expected kind of data"
            }
        }
    }

    /// Reads `path` ("-" for standard input) to the end. `acceptStart` sees the first 16 bytes
    /// once, so that a stream which is no image stops at once.
    static func read(_ path: String, limit: Int, acceptStart: ([UInt8]) -> Bool = { _ in true }) throws(Failure) -> [UInt8] {
        let isStandardInput = path == "-"
        // O_NONBLOCK: opening a FIFO without a writer would wait for one forever.
        let fd = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .system(String(cString: strerror(errno))) }
        defer { if !isStandardInput { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .system(String(cString: strerror(EISDIR))) }
        // A regular file says its size: a 4 GB (even sparse) file is refused before any read.
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit { throw .tooLarge }
        if !isStandardInput {
            // Blocking reads from here: a FIFO without a writer now reads as empty.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var checkedStart = false
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(String(cString: strerror(errno)))
            }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if !checkedStart, bytes.count >= 16 {
                checkedStart = true
                if !acceptStart(Array(bytes.prefix(16))) { throw .rejectedStart }
            }
            if count == 0 { return bytes }
            if bytes.count > limit { throw .tooLarge }
        }
    }

    /// "16 MiB", for the messages that name a limit.
    static func describe(_ limit: Int) -> String { "\(limit >> 20) MiB" }
}

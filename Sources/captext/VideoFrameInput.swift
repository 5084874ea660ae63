import Glibc
import MediaFrames
import Recognition

/// `read CLIP --at SECONDS`: the frame of a clip shown at a time, read like an image.
extension ImageInput {
    func decodeFrame(at seconds: Double) throws(ReadFailure) -> Image {
        let start = try leadingBytes()
        if let format = ImageFileFormat(magic: start) { throw .file("a \(format) image, not a video clip: read it without --at") }
        do { return try VideoClip(path: name).frame(at: seconds) } catch { throw .video(error) }
    }

    /// The file's first bytes, to tell an image from a clip by content rather than by name.
    private func leadingBytes() throws(ReadFailure) -> [UInt8] {
        // O_NONBLOCK: a FIFO without a writer reads as empty instead of waiting.
        let fd = open(name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .file(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .file(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .file("not a regular file: a video clip is read from a file") }
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw .file(String(cString: strerror(errno))) }
        return Array(bytes.prefix(count))
    }
}

import Foundation
import Recognition

/// One image named on the command line: a file path, or `-` for standard input.
struct ImageInput: Sendable {
    let name: String

    var isStandardInput: Bool { name == "-" }
    var displayName: String { isStandardInput ? "(stdin)" : name }

    /// Larger inputs cannot be an image within the pixel limit; the cap also keeps
    /// `/dev/zero` or an endless pipe from hanging the run.
    static let maxBytes = 512 << 20

    func decode() throws(ReadFailure) -> Image {
        let bytes = try readBytes()
        do { return try Image(decoding: bytes) } catch { throw .image(error) }
    }

    private func readBytes() throws(ReadFailure) -> [UInt8] {
        let fd = isStandardInput ? STDIN_FILENO : open(name, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .file(String(cString: strerror(errno))) }
        defer { if !isStandardInput { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .file(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            let checkMagic = bytes.count < 16
            bytes.append(contentsOf: chunk[0..<count])
            // Stop at once when the start is no image (a text file, /dev/zero), not after 512 MiB.
            if checkMagic, bytes.count >= 16, ImageFileFormat(magic: Array(bytes.prefix(16))) == nil {
                throw .image(.notAnImage)
            }
            if bytes.count > Self.maxBytes { throw .image(.tooManyBytes(limit: Self.maxBytes)) }
        }
    }
}

/// Why one input produced no analysis.
enum ReadFailure: Error, CustomStringConvertible {
    case file(String)
    case image(ImageDecodingError)
    case recognition(RecognitionError)

    var description: String {
        switch self {
        case .file(let reason): return reason
        case .image(let error): return error.description
        case .recognition(let error): return error.description
        }
    }
}

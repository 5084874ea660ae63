import Foundation
import MediaFrames
import Recognition

/// One image named on the command line: a file path, or `-` for standard input; or, with a
/// time, the frame of a video clip shown then.
struct ImageInput: Sendable {
    let name: String
    /// `--at`: seconds into the clip.
    var time: Double? = nil

    var isStandardInput: Bool { name == "-" }
    var displayName: String { isStandardInput ? "(stdin)" : name }

    /// Larger inputs cannot be an image within the pixel limit; the cap also keeps
    /// `/dev/zero` or an endless pipe from hanging the run.
    static let maxBytes = 512 << 20

    func decode() throws(ReadFailure) -> Image {
        if let time { return try decodeFrame(at: time) }
        let bytes = try readBytes()
        do { return try Image(decoding: bytes) } catch { throw .image(error) }
    }

    private func readBytes() throws(ReadFailure) -> [UInt8] {
        var start: [UInt8] = []
        do {
            return try BoundedInput.read(name, limit: Self.maxBytes) { bytes in
                start = bytes
                return ImageFileFormat(magic: bytes) != nil
            }
        } catch {
            switch error {
            case .system(let reason): throw .file(reason)
            case .tooLarge: throw .image(.tooManyBytes(limit: Self.maxBytes))
            case .rejectedStart:
                if let container = VideoContainer(magic: start) {
                    throw .file("a video clip (\(container)): name the time to read with --at SECONDS")
                }
                throw .image(.notAnImage)
            }
        }
    }
}

/// Why one input produced no analysis.
enum ReadFailure: Error, CustomStringConvertible {
    case file(String)
    case image(ImageDecodingError)
    case recognition(RecognitionError)
    case video(MediaError)

    var description: String {
        switch self {
        case .file(let reason): return reason
        case .image(let error): return error.description
        case .video(let error): return error.description
        case .recognition(let error): return error.description
        }
    }
}

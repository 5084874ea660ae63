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
        do {
            return try BoundedInput.read(name, limit: Self.maxBytes) { ImageFileFormat(magic: $0) != nil }
        } catch {
            switch error {
            case .system(let reason): throw .file(reason)
            case .tooLarge: throw .image(.tooManyBytes(limit: Self.maxBytes))
            case .rejectedStart: throw .image(.notAnImage)
            }
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

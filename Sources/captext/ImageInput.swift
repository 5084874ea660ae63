import Foundation
import MediaFrames
import Recognition

/// One image named on the command line: a file path, or `-` for standard input; or, with a
/// time, the frame of a video clip shown then.
struct ImageInput: Sendable {
    let name: String
    /// `--at`: seconds into the clip.
    var time: Double? = nil
    /// A page of a multi-page TIFF, counted from 0.
    var page: Int? = nil
    /// The file's bytes when they were read already (to count its pages): all its pages share them.
    private(set) var bytes: [UInt8]? = nil

    var isStandardInput: Bool { name == "-" }
    var displayName: String { (isStandardInput ? "(stdin)" : name) + (page.map { " (page \($0 + 1))" } ?? "") }

    /// Larger inputs cannot be an image within the pixel limit; the cap also keeps
    /// `/dev/zero` or an endless pipe from hanging the run.
    static let maxBytes = 512 << 20

    func decode() throws(ReadFailure) -> Image {
        if let time { return try decodeFrame(at: time) }
        let bytes: [UInt8]
        if let read = self.bytes { bytes = read } else { bytes = try readBytes() }
        do { return try Image(decoding: bytes, page: page ?? 0) } catch { throw .image(error) }
    }

    /// This input, or one input a page when it is a file holding several (a scanner's or a
    /// fax's TIFF: plain tesseract reads them all). Standard input and pipes can be read once
    /// only: their first page is read.
    func pages() -> [ImageInput] {
        var info = stat()
        guard time == nil, !isStandardInput, stat(name, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let bytes = try? BoundedInput.read(name, limit: Self.maxBytes, acceptStart: { ImageFileFormat(magic: $0) == .tiff }) else { return [self] }
        let count = Image.pageCount(decoding: bytes)
        return count > 1 ? (0..<count).map { var page = self; (page.page, page.bytes) = ($0, bytes); return page } : [self]
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

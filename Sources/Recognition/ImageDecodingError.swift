/// Why bytes could not become an `Image`; each message is one line a user can act on.
public enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    case empty
    case notAnImage
    case zeroSize(format: ImageFileFormat)
    case tooLarge(format: ImageFileFormat, width: Int, height: Int)
    case tooManyBytes(limit: Int)
    case corrupt(format: ImageFileFormat, detail: String)
    /// Leptonica, which decodes every format but PNG, cannot be loaded (the loader's reason).
    case decoderUnavailable(String)

    public var description: String {
        switch self {
        case .empty:
            return "empty input, not an image"
        case .notAnImage:
            return "not an image (expected PNG, JPEG, TIFF, BMP, PNM, WebP, GIF or JPEG 2000)"
        case .zeroSize(let format):
            return "the \(format) image has zero width or height"
        case .tooLarge(let format, let width, let height):
            let megapixels = (width * height + 500_000) / 1_000_000
            return "the \(format) image is \(width)x\(height) (\(megapixels) megapixels); the limit is \(Image.maxPixelCount / 1_000_000) megapixels"
        case .tooManyBytes(let limit):
            return "input larger than \(limit >> 20) MiB, not a plausible image"
        case .corrupt(let format, let detail):
            return "corrupt or truncated \(format) image" + (detail.isEmpty ? "" : " (\(detail))")
        case .decoderUnavailable(let reason):
            return "cannot decode images other than PNG: \(reason)"
        }
    }
}

/// An owned pixel buffer, 8 bits per channel, rows packed without padding.
/// Every source (file, screen grab, camera frame) produces one; coordinates anywhere
/// downstream are this image's pixels.
public struct Image: Sendable {
    public enum Format: Int, Sendable {
        case gray = 1
        case rgba = 4
    }

    public let width: Int
    public let height: Int
    public let format: Format
    public var pixels: [UInt8]

    public var bytesPerRow: Int { width * format.rawValue }

    public init(width: Int, height: Int, format: Format, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * format.rawValue,
                     "pixel buffer size does not match \(width)x\(height) \(format)")
        self.width = width
        self.height = height
        self.format = format
        self.pixels = pixels
    }
}

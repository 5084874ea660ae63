/// An owned pixel buffer, 8 bits per channel, rows packed without padding.
/// Every source (file, screen grab, camera frame) produces one; coordinates anywhere
/// downstream are this image's pixels.
public struct Image: Sendable {
    public enum Format: Int, Sendable {
        case gray = 1
        case rgba = 4
    }

    /// Images above this many pixels are refused before their pixels are allocated:
    /// 100 megapixels is twelve 4K screens, far beyond any screen or photo worth OCR.
    public static let maxPixelCount = 100_000_000

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

    /// The part of the image inside `box`, clipped to the image (possibly empty).
    public func cropped(to box: BoundingBox) -> Image {
        let box = box.clipped(width: width, height: height)
        let x0 = box.x, y0 = box.y, x1 = box.maxX, y1 = box.maxY
        let channels = format.rawValue
        var cropped: [UInt8] = []
        cropped.reserveCapacity((x1 - x0) * (y1 - y0) * channels)
        for y in y0..<y1 { cropped += pixels[(y * width + x0) * channels..<(y * width + x1) * channels] }
        return Image(width: x1 - x0, height: y1 - y0, format: format, pixels: cropped)
    }

    /// Luminance (Rec. 601). Transparent pixels are composited over white when the opaque
    /// ones are mostly dark and over black otherwise, so ink on a transparent background
    /// keeps its contrast whatever its colour.
    public func grayscale() -> Image {
        guard format == .rgba else { return self }
        let count = width * height
        var gray = [UInt8](repeating: 0, count: count)
        pixels.withUnsafeBufferPointer { src in
            var opaqueSum = 0, opaqueCount = 0, sawTransparency = false
            for i in 0..<count {
                let p = i * 4
                let y = (299 * Int(src[p]) + 587 * Int(src[p + 1]) + 114 * Int(src[p + 2]) + 500) / 1000
                gray[i] = UInt8(y)
                if src[p + 3] == 255 { opaqueSum += y; opaqueCount += 1 } else { sawTransparency = true }
            }
            guard sawTransparency else { return }
            let backdrop = opaqueCount > 0 && opaqueSum / opaqueCount < 128 ? 255 : 0
            for i in 0..<count {
                let alpha = Int(src[i * 4 + 3])
                gray[i] = UInt8((Int(gray[i]) * alpha + backdrop * (255 - alpha) + 127) / 255)
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: gray)
    }
}

import X11Connection

/// An owned copy of screen pixels: RGBA, 8 bits per channel, alpha always 255, rows packed
/// without padding. Pixel (0, 0) of a whole-screen grab is the root window's origin.
public struct ScreenImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// RGBA bytes, `bytesPerRow * height` of them.
    public var pixels: [UInt8]

    public static let bytesPerPixel = 4
    public var bytesPerRow: Int { width * Self.bytesPerPixel }
    public var bounds: ScreenRect { ScreenRect(x: 0, y: 0, width: width, height: height) }

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * Self.bytesPerPixel,
                     "pixel buffer size does not match \(width)x\(height) RGBA")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The (red, green, blue) of one pixel.
    public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        precondition(bounds.contains(x: x, y: y), "pixel \(x),\(y) outside \(width)x\(height)")
        let offset = y * bytesPerRow + x * Self.bytesPerPixel
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The pixels of `region`, which must lie wholly inside the image.
    public func cropped(to region: ScreenRect) throws(ScreenCaptureError) -> ScreenImage {
        guard !region.isEmpty else { throw .emptyRegion(region) }
        guard bounds.contains(region) else { throw .regionOutsideScreen(region, screen: bounds) }
        var out = [UInt8](repeating: 0, count: region.width * region.height * Self.bytesPerPixel)
        let rowBytes = region.width * Self.bytesPerPixel
        pixels.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                for row in 0..<region.height {
                    let from = (region.y + row) * bytesPerRow + region.x * Self.bytesPerPixel
                    target.baseAddress!.advanced(by: row * rowBytes)
                        .copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: rowBytes)
                }
            }
        }
        return ScreenImage(width: region.width, height: region.height, pixels: out)
    }
}

import CX11

/// Converts a ZPixmap XImage of a TrueColor visual into packed RGBA, whatever its pixel size,
/// byte order, row padding and channel masks.
/// `visual`: the root window's, whose pixel layout a pixmap copy of the screen has too (an
/// image of a pixmap comes without colour masks).
func convert(_ image: UnsafeMutablePointer<XImage>, visual: UnsafeMutablePointer<Visual>) throws(ScreenCaptureError) -> ScreenImage {
    var x = image.pointee
    if x.red_mask == 0 && x.green_mask == 0 && x.blue_mask == 0 {
        (x.red_mask, x.green_mask, x.blue_mask) = (visual.pointee.red_mask, visual.pointee.green_mask, visual.pointee.blue_mask)
    }
    let width = Int(x.width), height = Int(x.height), stride = Int(x.bytes_per_line)
    let bitsPerPixel = Int(x.bits_per_pixel)
    guard [16, 24, 32].contains(bitsPerPixel), let data = x.data else {
        throw .unsupportedVisual("\(bitsPerPixel) bits per pixel")
    }
    let red = ChannelMask(UInt32(truncatingIfNeeded: x.red_mask))
    let green = ChannelMask(UInt32(truncatingIfNeeded: x.green_mask))
    let blue = ChannelMask(UInt32(truncatingIfNeeded: x.blue_mask))
    guard red.bits > 0, green.bits > 0, blue.bits > 0 else { throw .unsupportedVisual("a visual without colour masks") }
    let source = UnsafeRawPointer(data)
    let bytesPerPixel = bitsPerPixel / 8
    let littleEndian = x.byte_order == LSBFirst
    var out = [UInt8](repeating: 255, count: width * height * ScreenImage.bytesPerPixel)

    out.withUnsafeMutableBufferPointer { target in
        // The usual case (depth 24/32 on a little-endian server): B, G, R, X bytes.
        if bytesPerPixel == 4 && littleEndian && red.shift == 16 && green.shift == 8 && blue.shift == 0
            && red.bits == 8 && green.bits == 8 && blue.bits == 8 {
            for row in 0..<height {
                let line = source.advanced(by: row * stride).assumingMemoryBound(to: UInt8.self)
                var o = row * width * 4
                for column in 0..<width {
                    let p = column * 4
                    target[o] = line[p + 2]
                    target[o + 1] = line[p + 1]
                    target[o + 2] = line[p]
                    o += 4
                }
            }
            return
        }
        for row in 0..<height {
            let line = source.advanced(by: row * stride).assumingMemoryBound(to: UInt8.self)
            var o = row * width * 4
            for column in 0..<width {
                let p = column * bytesPerPixel
                var value: UInt32 = 0
                for byte in 0..<bytesPerPixel {
                    let b = UInt32(line[p + byte])
                    value |= littleEndian ? b << (8 * byte) : b << (8 * (bytesPerPixel - 1 - byte))
                }
                target[o] = red.level(of: value)
                target[o + 1] = green.level(of: value)
                target[o + 2] = blue.level(of: value)
                o += 4
            }
        }
    }
    return ScreenImage(width: width, height: height, pixels: out)
}

/// One colour channel of a pixel value: where its bits sit and how many there are.
private struct ChannelMask {
    let mask: UInt32
    let shift: Int
    let bits: Int

    init(_ mask: UInt32) {
        self.mask = mask
        shift = mask == 0 ? 0 : mask.trailingZeroBitCount
        bits = (mask >> UInt32(shift)).nonzeroBitCount
    }

    /// The channel scaled to 0...255 (a 5-bit 31 becomes 255, not 248).
    func level(of pixel: UInt32) -> UInt8 {
        let raw = (pixel & mask) >> UInt32(shift)
        let maximum = (UInt32(1) << UInt32(bits)) - 1
        return UInt8((raw * 255 + maximum / 2) / maximum)
    }
}

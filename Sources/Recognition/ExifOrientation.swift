/// How a camera's JPEG is meant to be shown: phones store the sensor's pixels as they came
/// and name the turn in the EXIF Orientation tag. Leptonica ignores the tag, so a portrait
/// photo of a document reached Tesseract lying on its side and read as garbage. Every image
/// downstream (boxes, the overlay) is the picture as a viewer shows it.
enum ExifOrientation {
    /// The Orientation tag (1–8) of a JPEG's EXIF segment; nil without one or when malformed.
    static func of(jpeg bytes: [UInt8]) -> Int? {
        let signature = Array("Exif\0\0".utf8)
        guard let exif = JPEGStructure.segment(0xE1, in: bytes, where: { $0.starts(with: signature) }) else { return nil }
        return orientation(inTIFF: Array(exif.dropFirst(signature.count)))
    }

    /// Tag 0x0112 of IFD0 in a TIFF structure (EXIF's container).
    private static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func value(at offset: Int, bytes count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            let field = tiff[offset..<offset + count]
            return (bigEndian ? Array(field) : field.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = value(at: 4, bytes: 4), let entries = value(at: ifd, bytes: 2) else { return nil }
        for entry in 0..<entries {
            let offset = ifd + 2 + 12 * entry
            guard let tag = value(at: offset, bytes: 2) else { return nil }
            // A SHORT, stored in the entry itself.
            if tag == 0x0112 { return value(at: offset + 8, bytes: 2).flatMap { (1...8).contains($0) ? $0 : nil } }
        }
        return nil
    }
}

extension Image {
    /// The image as shown for EXIF orientation `orientation` (2–8 mirror or turn it; 1 and
    /// anything else leave it).
    func oriented(exif orientation: Int) -> Image {
        guard (2...8).contains(orientation) else { return self }
        let swapsSides = orientation >= 5
        let shownWidth = swapsSides ? height : width, shownHeight = swapsSides ? width : height
        let channels = format.rawValue
        var shown = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            shown.withUnsafeMutableBufferPointer { target in
                for y in 0..<shownHeight {
                    for x in 0..<shownWidth {
                        // The source pixel shown at (x, y).
                        let (sx, sy): (Int, Int) = switch orientation {
                        case 2: (width - 1 - x, y)
                        case 3: (width - 1 - x, height - 1 - y)
                        case 4: (x, height - 1 - y)
                        case 5: (y, x)
                        case 6: (y, height - 1 - x)
                        case 7: (width - 1 - y, height - 1 - x)
                        default: (width - 1 - y, x)
                        }
                        let from = (sy * width + sx) * channels, to = (y * shownWidth + x) * channels
                        for channel in 0..<channels { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return Image(width: shownWidth, height: shownHeight, format: format, pixels: shown)
    }
}

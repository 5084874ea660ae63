/// Image container formats captext reads, recognised by their leading bytes (never by name).
public enum ImageFileFormat: String, Sendable, CustomStringConvertible {
    case png = "PNG", jpeg = "JPEG", tiff = "TIFF", bmp = "BMP", pnm = "PNM"
    case webp = "WebP", gif = "GIF", jpeg2000 = "JPEG 2000"

    public var description: String { rawValue }

    public init?(magic bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { self = .tiff }
        else if starts(Array("BM".utf8)) && bytes.count >= 14 { self = .bmp }
        else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp }
        else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { self = .gif }
        else if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts([0xFF, 0x4F, 0xFF, 0x51]) { self = .jpeg2000 }
        else if bytes.count >= 3, bytes[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(bytes[1]),
                [0x20, 0x09, 0x0A, 0x0D].contains(bytes[2]) { self = .pnm }
        else { return nil }
    }
}

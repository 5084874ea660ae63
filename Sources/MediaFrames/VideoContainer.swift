/// Video container formats recognised by their leading bytes, to tell a clip from an image
/// before decoding (GStreamer's own typefinding decides what it can play).
public enum VideoContainer: String, Sendable, CustomStringConvertible {
    case mp4 = "MP4/QuickTime", matroska = "WebM/Matroska", avi = "AVI", ogg = "Ogg", flv = "FLV", mpegPS = "MPEG"

    public var description: String { rawValue }

    public init?(magic bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts(Array("ftyp".utf8), at: 4) || starts(Array("moov".utf8), at: 4) { self = .mp4 }
        else if starts([0x1A, 0x45, 0xDF, 0xA3]) { self = .matroska }
        else if starts(Array("RIFF".utf8)) && starts(Array("AVI ".utf8), at: 8) { self = .avi }
        else if starts(Array("OggS".utf8)) { self = .ogg }
        else if starts(Array("FLV".utf8)) { self = .flv }
        else if starts([0x00, 0x00, 0x01, 0xBA]) { self = .mpegPS }
        else { return nil }
    }
}

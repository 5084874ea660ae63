/// Walks a JPEG's marker segments to the end-of-image marker without decoding anything:
/// a truncated or malformed file is recognised, and its size read, before libjpeg would
/// complain about it on stderr or allocate for it.
enum JPEGStructure {
    /// The frame's dimensions, or nil unless there is a frame header, a scan and an end marker.
    static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var size: (width: Int, height: Int)?
        var sawScan = false
        var i = 2  // past SOI
        while i + 1 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            i += 2
            switch marker {
            case 0xFF: i -= 1  // fill byte
            case 0xD9: return sawScan ? size : nil  // EOI
            case 0x01, 0xD0...0xD7: continue  // markers without a length
            default:
                guard i + 1 < bytes.count else { return nil }
                let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
                guard length >= 2 else { return nil }
                // Start-of-frame markers (C0–CF except DHT C4, JPG C8, DAC CC) carry the size.
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), i + 6 < bytes.count {
                    size = (width: Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]), height: Int(bytes[i + 3]) << 8 | Int(bytes[i + 4]))
                }
                i += length
                if marker == 0xDA {  // SOS: entropy-coded data follows
                    sawScan = true
                    i = endOfEntropyData(bytes, from: i)
                }
            }
        }
        return nil
    }

    /// The index of the next marker after entropy-coded data (FF 00 and restart markers are data).
    private static func endOfEntropyData(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == 0xFF, bytes[i + 1] != 0x00, !(0xD0...0xD7).contains(bytes[i + 1]) { return i }
            i += 1
        }
        return bytes.count
    }
}

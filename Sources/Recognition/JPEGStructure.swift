/// Walks a JPEG's marker segments to the end-of-image marker without decoding anything,
/// so a truncated file is recognised before libjpeg complains about it on stderr.
enum JPEGStructure {
    static func isComplete(_ bytes: [UInt8]) -> Bool {
        var i = 2  // past SOI
        while i + 1 < bytes.count {
            guard bytes[i] == 0xFF else { return false }
            let marker = bytes[i + 1]
            i += 2
            switch marker {
            case 0xFF: i -= 1  // fill byte
            case 0xD9: return true  // EOI
            case 0x01, 0xD0...0xD7: continue  // markers without a length
            default:
                guard i + 1 < bytes.count else { return false }
                let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
                guard length >= 2 else { return false }
                i += length
                if marker == 0xDA { i = endOfEntropyData(bytes, from: i) }  // SOS: scan data follows
            }
        }
        return false
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

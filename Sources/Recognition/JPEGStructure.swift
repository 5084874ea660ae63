/// Walks a JPEG's marker segments to the end-of-image marker without decoding anything:
/// a truncated or malformed file is recognised, and its size read, before libjpeg would
/// complain about it on stderr or allocate for it.
enum JPEGStructure {
    /// The frame's dimensions, or nil unless there is a frame header, a scan and an end marker.
    static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var size: (width: Int, height: Int)?
        let complete = walk(bytes) { marker, payload in
            // Start-of-frame markers (C0–CF except DHT C4, JPG C8, DAC CC) carry the size.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), payload.count >= 5 {
                let p = payload.startIndex
                size = (width: Int(payload[p + 3]) << 8 | Int(payload[p + 4]), height: Int(payload[p + 1]) << 8 | Int(payload[p + 2]))
            }
            return true
        }
        return complete ? size : nil
    }

    /// The payload of the first whole segment with `marker` before the image data, or nil.
    static func segment(_ marker: UInt8, in bytes: [UInt8], where accepts: (ArraySlice<UInt8>) -> Bool = { _ in true }) -> ArraySlice<UInt8>? {
        var found: ArraySlice<UInt8>?
        _ = walk(bytes) { segmentMarker, payload in
            if segmentMarker == marker, accepts(payload) { found = payload }
            return found == nil && segmentMarker != 0xDA
        }
        return found
    }

    /// Calls `visit` with each whole segment's marker and payload (after its length field), in
    /// order, entropy-coded data skipped, until `visit` returns false. True when the walk
    /// reached the end-of-image marker after a scan.
    private static func walk(_ bytes: [UInt8], visit: (UInt8, ArraySlice<UInt8>) -> Bool) -> Bool {
        var sawScan = false
        var i = 2  // past SOI
        while i + 1 < bytes.count {
            guard bytes[i] == 0xFF else { return false }
            let marker = bytes[i + 1]
            i += 2
            switch marker {
            case 0xFF: i -= 1  // fill byte
            case 0xD9: return sawScan  // EOI
            case 0x01, 0xD0...0xD7: continue  // markers without a length
            default:
                guard i + 1 < bytes.count else { return false }
                let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
                guard length >= 2, i + length <= bytes.count, visit(marker, bytes[i + 2..<i + length]) else { return false }
                i += length
                if marker == 0xDA {  // SOS: entropy-coded data follows
                    sawScan = true
                    i = endOfEntropyData(bytes, from: i)
                }
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

import Foundation
@testable import Recognition

/// The images in Tests/Fixtures (see make-fixtures.sh there) and Assets/samples.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let samples = directory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/samples")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func image(_ name: String) throws -> Image {
        try Image(decoding: bytes(name))
    }

    /// A PNG of just a signature and an IHDR chunk declaring `width`×`height` (valid CRC).
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let body = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + body + bigEndian(crc32(body))
    }

    /// A JPEG of SOI, a baseline frame header declaring `width`×`height`, a scan header
    /// with two bytes of data, and EOI.
    static func jpegHeader(width: UInt16, height: UInt16) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
         UInt8(width >> 8), UInt8(width & 0xFF), 0x01, 0x01, 0x11, 0x00,
         0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x12, 0x34, 0xFF, 0xD9]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// Character error rate: edit distance over the reference's length, on whitespace-normalised lines.
func characterErrorRate(_ hypothesis: String, reference: String) -> Double {
    func normalized(_ s: String) -> [Character] {
        Array(s.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n"))
    }
    let a = normalized(hypothesis), b = normalized(reference)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1]
        for (j, cb) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
        }
        previous = current
    }
    return Double(previous[b.count]) / Double(max(b.count, 1))
}

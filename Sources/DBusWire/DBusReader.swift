/// Reads values out of a received message, aligning as the wire format wants. Every length is
/// checked against the bytes at hand: a hostile or broken peer gets an error, not a crash.
struct DBusReader {
    private let bytes: [UInt8]
    private(set) var offset: Int
    /// Where alignment is counted from (the message start; the body starts on an 8-byte boundary).
    private let origin: Int
    private let bigEndian: Bool

    init(_ bytes: [UInt8], offset: Int, origin: Int, bigEndian: Bool) {
        self.bytes = bytes
        self.offset = offset
        self.origin = origin
        self.bigEndian = bigEndian
    }

    mutating func read(_ type: DBusType, depth: Int = 0) throws(DBusError) -> DBusValue {
        guard depth < 64 else { throw .malformed("value nested too deeply") }
        try align(type.alignment)
        switch type {
        case .basic(let code): return try readBasic(code)
        case .variant:
            let signature = try readSignature()
            let types = try DBusType.parse(signature)
            guard types.count == 1 else { throw .malformed("variant signature '\(signature)' is not one type") }
            return .variant(try read(types[0], depth: depth + 1))
        case .structure(let fields):
            var values: [DBusValue] = []
            for field in fields { values.append(try read(field, depth: depth + 1)) }
            return .structure(values)
        case .dictEntry(let key, let value):
            return .dictEntry(try read(key, depth: depth + 1), try read(value, depth: depth + 1))
        case .array(let element):
            let length = Int(try readUInt32())
            guard length <= 64 << 20 else { throw .malformed("array longer than 64 MiB") }
            try align(element.alignment)
            let end = offset + length
            guard end <= bytes.count else { throw .malformed("array runs past the message") }
            var values: [DBusValue] = []
            while offset < end { values.append(try read(element, depth: depth + 1)) }
            guard offset == end else { throw .malformed("array elements overrun its length") }
            return .array(element: element.signature, values)
        }
    }

    mutating func align(_ boundary: Int) throws(DBusError) {
        let padding = (boundary - (offset - origin) % boundary) % boundary
        try need(padding)
        offset += padding
    }

    private mutating func readBasic(_ code: UInt8) throws(DBusError) -> DBusValue {
        switch code {
        case UInt8(ascii: "y"): return .byte(try readByte())
        case UInt8(ascii: "b"):
            let value = try readUInt32()
            guard value <= 1 else { throw .malformed("boolean \(value)") }
            return .boolean(value == 1)
        case UInt8(ascii: "n"): return .int16(Int16(bitPattern: UInt16(truncatingIfNeeded: try readInteger(2))))
        case UInt8(ascii: "q"): return .uint16(UInt16(truncatingIfNeeded: try readInteger(2)))
        case UInt8(ascii: "i"): return .int32(Int32(bitPattern: try readUInt32()))
        case UInt8(ascii: "u"): return .uint32(try readUInt32())
        case UInt8(ascii: "h"): return .unixFD(try readUInt32())
        case UInt8(ascii: "x"): return .int64(Int64(bitPattern: try readInteger(8)))
        case UInt8(ascii: "t"): return .uint64(try readInteger(8))
        case UInt8(ascii: "d"): return .double(Double(bitPattern: try readInteger(8)))
        case UInt8(ascii: "s"): return .string(try readString())
        case UInt8(ascii: "o"): return .objectPath(try readString())
        case UInt8(ascii: "g"): return .signature(try readSignature())
        default: throw .malformed("unknown type code \(code)")
        }
    }

    mutating func readUInt32() throws(DBusError) -> UInt32 { UInt32(truncatingIfNeeded: try readInteger(4)) }

    private mutating func readInteger(_ size: Int) throws(DBusError) -> UInt64 {
        let raw = try take(size)
        var value: UInt64 = 0
        for index in 0..<size {
            let byte = UInt64(raw[raw.startIndex + (bigEndian ? index : size - 1 - index)])
            value = value << 8 | byte
        }
        return value
    }

    private mutating func readString() throws(DBusError) -> String {
        let length = Int(try readUInt32())
        let text = try take(length)
        guard try readByte() == 0 else { throw .malformed("string without its terminating nul") }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func readSignature() throws(DBusError) -> String {
        let length = Int(try readByte())
        let text = try take(length)
        guard try readByte() == 0 else { throw .malformed("signature without its terminating nul") }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func readByte() throws(DBusError) -> UInt8 {
        let byte = try take(1)
        return byte[byte.startIndex]
    }

    private mutating func take(_ count: Int) throws(DBusError) -> ArraySlice<UInt8> {
        try need(count)
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    private func need(_ count: Int) throws(DBusError) {
        guard count >= 0, offset + count <= bytes.count else { throw .malformed("value runs past the message") }
    }
}

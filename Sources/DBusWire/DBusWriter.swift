/// Appends values in the wire format (little-endian), aligned from the start of `bytes`.
struct DBusWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: DBusValue) {
        switch value {
        case .byte(let byte): bytes.append(byte)
        case .boolean(let flag): writeInteger(UInt64(flag ? 1 : 0), size: 4)
        case .int16(let number): writeInteger(UInt64(UInt16(bitPattern: number)), size: 2)
        case .uint16(let number): writeInteger(UInt64(number), size: 2)
        case .int32(let number): writeInteger(UInt64(UInt32(bitPattern: number)), size: 4)
        case .uint32(let number), .unixFD(let number): writeInteger(UInt64(number), size: 4)
        case .int64(let number): writeInteger(UInt64(bitPattern: number), size: 8)
        case .uint64(let number): writeInteger(number, size: 8)
        case .double(let number): writeInteger(number.bitPattern, size: 8)
        case .string(let text), .objectPath(let text):
            writeInteger(UInt64(text.utf8.count), size: 4)
            bytes += text.utf8
            bytes.append(0)
        case .signature(let text): writeSignature(text)
        case .array(let element, let values):
            align(4)
            let lengthAt = bytes.count
            writeInteger(0, size: 4)
            align((try? DBusType.parse(element).first?.alignment) ?? 1)
            let start = bytes.count
            for value in values { write(value) }
            let length = UInt32(bytes.count - start)
            withUnsafeBytes(of: length.littleEndian) { bytes.replaceSubrange(lengthAt..<lengthAt + 4, with: $0) }
        case .dictEntry(let key, let value):
            align(8)
            write(key)
            write(value)
        case .structure(let fields):
            align(8)
            for field in fields { write(field) }
        case .variant(let inner):
            writeSignature(inner.signature)
            write(inner)
        }
    }

    mutating func align(_ boundary: Int) {
        while bytes.count % boundary != 0 { bytes.append(0) }
    }

    private mutating func writeSignature(_ text: String) {
        bytes.append(UInt8(text.utf8.count))
        bytes += text.utf8
        bytes.append(0)
    }

    private mutating func writeInteger(_ value: UInt64, size: Int) {
        align(size)
        for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
}

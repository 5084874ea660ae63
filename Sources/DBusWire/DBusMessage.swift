/// One D-Bus message: a method call, its reply or error, or a signal.
public struct DBusMessage: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case methodCall = 1, methodReturn = 2, error = 3, signal = 4
    }

    public var kind: Kind
    public var serial: UInt32 = 0
    public var replySerial: UInt32?
    public var destination: String?
    public var sender: String?
    public var path: String?
    public var interface: String?
    public var member: String?
    public var errorName: String?
    public var body: [DBusValue] = []

    public init(kind: Kind) { self.kind = kind }

    /// A method call to `member` of `interface` on the object at `path` of `destination`.
    public static func call(_ destination: String?, _ path: String, _ interface: String?, _ member: String,
                            _ arguments: [DBusValue] = []) -> DBusMessage {
        var message = DBusMessage(kind: .methodCall)
        (message.destination, message.path, message.interface, message.member) = (destination, path, interface, member)
        message.body = arguments
        return message
    }

    /// A method call to the bus itself (org.freedesktop.DBus: Hello, AddMatch, NameHasOwner, …).
    public static func toBus(_ member: String, _ arguments: [DBusValue] = []) -> DBusMessage {
        call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", member, arguments)
    }

    /// The largest message the specification allows; a longer one is refused before it is read.
    static let maximumLength = 128 << 20

    private enum Field: UInt8 {
        case path = 1, interface, member, errorName, replySerial, destination, sender, signature
    }

    func encoded() -> [UInt8] {
        var body = DBusWriter()
        for value in self.body { body.write(value) }
        var fields: [DBusValue] = []
        func add(_ field: Field, _ value: DBusValue?) {
            if let value { fields.append(.structure([.byte(field.rawValue), .variant(value)])) }
        }
        add(.path, path.map(DBusValue.objectPath))
        add(.interface, interface.map(DBusValue.string))
        add(.member, member.map(DBusValue.string))
        add(.errorName, errorName.map(DBusValue.string))
        add(.replySerial, replySerial.map(DBusValue.uint32))
        add(.destination, destination.map(DBusValue.string))
        let signature = self.body.map(\.signature).joined()
        add(.signature, signature.isEmpty ? nil : .signature(signature))
        var message = DBusWriter()
        for byte in [UInt8(ascii: "l"), kind.rawValue, 0, 1] {  // little-endian, no flags, version 1
            message.write(.byte(byte)) }
        message.write(.uint32(UInt32(body.bytes.count)))
        message.write(.uint32(serial))
        message.write(.array(element: "(yv)", fields))
        message.align(8)
        return message.bytes + body.bytes
    }

    /// The length of the message at the start of `bytes` once its first 16 bytes are there
    /// (nil before); throws when the header is not D-Bus or the message too long.
    static func length(ofMessageStartingIn bytes: ArraySlice<UInt8>) throws(DBusError) -> Int? {
        guard bytes.count >= 16 else { return nil }
        let start = bytes.startIndex
        let bigEndian: Bool
        switch bytes[start] {
        case UInt8(ascii: "l"): bigEndian = false
        case UInt8(ascii: "B"): bigEndian = true
        default: throw .malformed("unknown byte order")
        }
        func uint32(at offset: Int) -> Int {
            let raw = (0..<4).map { Int(bytes[start + offset + $0]) }
            return bigEndian ? raw.reduce(0) { $0 << 8 | $1 } : raw.reversed().reduce(0) { $0 << 8 | $1 }
        }
        let headerEnd = (16 + uint32(at: 12) + 7) & ~7
        let total = headerEnd + uint32(at: 4)
        guard total <= maximumLength else { throw .malformed("message longer than 128 MiB") }
        return total
    }

    /// Decodes one complete message (as delimited by `length(ofMessageStartingIn:)`).
    init(decoding bytes: [UInt8]) throws(DBusError) {
        guard bytes.count >= 16, let kind = Kind(rawValue: bytes[1]) else { throw .malformed("unknown message type") }
        let bigEndian = bytes[0] == UInt8(ascii: "B")
        self.kind = kind
        var header = DBusReader(bytes, offset: 8, origin: 0, bigEndian: bigEndian)
        serial = try header.readUInt32()
        var signature = ""
        for field in try header.read(.array(.structure([.basic(UInt8(ascii: "y")), .variant]))).elements ?? [] {
            guard case .structure(let parts) = field, parts.count == 2, case .byte(let code) = parts[0] else { continue }
            let value = parts[1]
            switch Field(rawValue: code) {
            case .path: path = value.string
            case .interface: interface = value.string
            case .member: member = value.string
            case .errorName: errorName = value.string
            case .replySerial: replySerial = value.uint32
            case .destination: destination = value.string
            case .sender: sender = value.string
            case .signature: signature = value.string ?? ""
            case nil: break
            }
        }
        try header.align(8)
        var reader = DBusReader(bytes, offset: header.offset, origin: header.offset, bigEndian: bigEndian)
        body = []
        for type in try DBusType.parse(signature) { body.append(try reader.read(type)) }
        guard reader.offset == bytes.count else { throw .malformed("body longer than its signature") }
    }
}

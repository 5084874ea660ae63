/// One complete type of a D-Bus signature, parsed.
indirect enum DBusType: Equatable {
    case basic(UInt8)
    case array(DBusType)
    case dictEntry(DBusType, DBusType)
    case structure([DBusType])
    case variant

    /// The boundary a value of this type starts on.
    var alignment: Int {
        switch self {
        case .basic(let code):
            switch code {
            case UInt8(ascii: "y"), UInt8(ascii: "g"): 1
            case UInt8(ascii: "n"), UInt8(ascii: "q"): 2
            case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"): 8
            default: 4
            }
        case .array: 4
        case .dictEntry, .structure: 8
        case .variant: 1
        }
    }

    var signature: String {
        switch self {
        case .basic(let code): String(decoding: [code], as: UTF8.self)
        case .array(let element): "a" + element.signature
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// The complete types of `signature` in order; throws on a malformed one.
    static func parse(_ signature: String) throws(DBusError) -> [DBusType] {
        let codes = Array(signature.utf8)
        guard codes.count <= 255 else { throw .malformed("signature longer than 255") }
        var index = 0
        var types: [DBusType] = []
        while index < codes.count { types.append(try parseOne(codes, &index, depth: 0)) }
        return types
    }

    private static func parseOne(_ codes: [UInt8], _ index: inout Int, depth: Int) throws(DBusError) -> DBusType {
        guard depth < 64 else { throw .malformed("signature nested too deeply") }
        guard index < codes.count else { throw .malformed("signature ends inside a type") }
        let code = codes[index]
        index += 1
        switch code {
        case UInt8(ascii: "a"):
            return .array(try parseOne(codes, &index, depth: depth + 1))
        case UInt8(ascii: "("):
            var fields: [DBusType] = []
            while index < codes.count, codes[index] != UInt8(ascii: ")") { fields.append(try parseOne(codes, &index, depth: depth + 1)) }
            guard index < codes.count, !fields.isEmpty else { throw .malformed("unterminated or empty structure in signature") }
            index += 1
            return .structure(fields)
        case UInt8(ascii: "{"):
            let key = try parseOne(codes, &index, depth: depth + 1)
            let value = try parseOne(codes, &index, depth: depth + 1)
            guard case .basic = key, index < codes.count, codes[index] == UInt8(ascii: "}") else {
                throw .malformed("bad dictionary entry in signature")
            }
            index += 1
            return .dictEntry(key, value)
        case UInt8(ascii: "v"):
            return .variant
        default:
            guard "ybnqiuxtdsoghv".utf8.contains(code) else { throw .malformed("unknown type code '\(Character(Unicode.Scalar(code)))'") }
            return .basic(code)
        }
    }
}

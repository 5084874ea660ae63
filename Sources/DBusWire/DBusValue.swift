/// A value of the D-Bus type system, as it travels in a message body.
public indirect enum DBusValue: Sendable, Equatable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// A file descriptor's index in the message (captext never passes descriptors; read for completeness).
    case unixFD(UInt32)
    /// `element` is the elements' signature, which an empty array still needs.
    case array(element: String, [DBusValue])
    /// An element of a dictionary, which is an array of entries (`a{sv}`).
    case dictEntry(DBusValue, DBusValue)
    case structure([DBusValue])
    case variant(DBusValue)

    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .unixFD: "h"
        case .array(let element, _): "a" + element
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// A dictionary `a{sv}`-style from pairs, keys and values of the given signatures.
    public static func dictionary(key: String, value: String, _ entries: [(DBusValue, DBusValue)]) -> DBusValue {
        .array(element: "{" + key + value + "}", entries.map { .dictEntry($0.0, $0.1) })
    }

    // Readers that look through variants, so that a property's value reads like a plain one.

    /// The value inside any variants.
    public var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    public var string: String? {
        switch unwrapped {
        case .string(let text), .objectPath(let text), .signature(let text): text
        default: nil
        }
    }

    public var uint32: UInt32? { if case .uint32(let value) = unwrapped { value } else { nil } }
    public var int32: Int32? { if case .int32(let value) = unwrapped { value } else { nil } }
    public var bool: Bool? { if case .boolean(let value) = unwrapped { value } else { nil } }

    /// An array's elements or a structure's fields.
    public var elements: [DBusValue]? {
        switch unwrapped {
        case .array(_, let values), .structure(let values): values
        default: nil
        }
    }

    /// A dictionary's entries as pairs.
    public var entries: [(DBusValue, DBusValue)]? {
        elements?.compactMap { if case .dictEntry(let key, let value) = $0 { (key, value) } else { nil } }
    }
}

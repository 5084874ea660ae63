/// A bus address as D-Bus writes it: `unix:path=/run/user/1000/bus` or
/// `unix:abstract=/tmp/dbus-XXXX,guid=…`, several separated by `;` (tried in order).
public struct DBusAddress: Sendable, Equatable {
    public enum Socket: Sendable, Equatable {
        case path(String)
        case abstract(String)
    }

    public let sockets: [Socket]

    /// Nil when no entry is a Unix socket captext can reach (tcp: and others are not supported).
    public init?(_ text: String) {
        sockets = text.split(separator: ";").compactMap { entry in
            let parts = entry.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0] == "unix" else { return nil }
            var keys: [Substring: String] = [:]
            for pair in parts[1].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                if keyValue.count == 2 { keys[keyValue[0]] = Self.unescape(keyValue[1]) }
            }
            if let path = keys["path"] { return .path(path) }
            if let name = keys["abstract"] { return .abstract(name) }
            return nil
        }
        if sockets.isEmpty { return nil }
    }

    /// Values may escape bytes as %XX.
    private static func unescape(_ value: Substring) -> String {
        var bytes: [UInt8] = []
        var index = value.utf8.startIndex
        let utf8 = value.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex),
               let low = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex), low < utf8.endIndex,
               let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index = utf8.index(after: low)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

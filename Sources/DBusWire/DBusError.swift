/// Why a D-Bus exchange failed.
public enum DBusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No connection could be made or kept (no such socket, refused, authentication failed, closed).
    case connection(String)
    /// The deadline passed before the answer came.
    case timedOut
    /// The peer answered with an error (e.g. org.freedesktop.DBus.Error.UnknownMethod).
    case remote(name: String, message: String)
    /// Bytes that are not a valid D-Bus message or value of the expected type.
    case malformed(String)

    public var description: String {
        switch self {
        case .connection(let reason): reason
        case .timedOut: "the bus did not answer in time"
        case .remote(let name, let message): message.isEmpty ? name : "\(name): \(message)"
        case .malformed(let reason): "malformed D-Bus message: \(reason)"
        }
    }
}

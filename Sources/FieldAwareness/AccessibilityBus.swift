import DBusWire

/// A connection to the accessibility bus and the AT-SPI questions captext asks on it, each a
/// D-Bus call made directly (see DBusConnection for why not libatspi). Calls that do not
/// depend on each other go out together and cost one round trip. Every question ends by the
/// deadline given at connection; an application that does not answer makes its facts unknown.
final class AccessibilityBus {
    let connection: DBusConnection
    /// When the questions asked next must have their answers (set per question by a long-lived user).
    var deadline: ContinuousClock.Instant

    static let accessible = "org.a11y.atspi.Accessible"
    static let properties = "org.freedesktop.DBus.Properties"

    /// Finds the bus as libatspi does: AT_SPI_BUS_ADDRESS, else the AT_SPI_BUS property of the X
    /// root window, else org.a11y.Bus on the session bus.
    init(environment: [String: String], rootWindowBusAddress: String?, deadline: ContinuousClock.Instant) throws(DBusError) {
        self.deadline = deadline
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty {
            connection = try DBusConnection(address: address, deadline: deadline)
        } else if let address = rootWindowBusAddress, !address.isEmpty {
            connection = try DBusConnection(address: address, deadline: deadline)
        } else if let session = try DBusConnection.session(environment: environment, deadline: deadline) {
            let reply = try session.call(.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"), deadline: deadline)
            guard let address = reply.first?.string, !address.isEmpty else { throw .connection("org.a11y.Bus gave no address") }
            connection = try DBusConnection(address: address, deadline: deadline)
        } else {
            throw .connection("no accessibility bus (no session bus, no AT_SPI_BUS)")
        }
    }

    static func call(_ object: AccessibleReference, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) -> DBusMessage {
        .call(object.bus, object.path, interface, member, arguments)
    }

    static func property(_ object: AccessibleReference, _ interface: String, _ name: String) -> DBusMessage {
        call(object, properties, "Get", [.string(interface), .string(name)])
    }

    static func processID(of bus: String) -> DBusMessage {
        .toBus("GetConnectionUnixProcessID", [.string(bus)])
    }

    /// Sends `calls` together; each answer's first value, nil where the call failed.
    func ask(_ calls: [DBusMessage]) -> [DBusValue?] {
        connection.callAll(calls, deadline: deadline).map { try? $0.get().first }
    }

    /// Each object's children, asked together.
    func children(of objects: [AccessibleReference]) -> [[AccessibleReference]] {
        ask(objects.map { Self.call($0, Self.accessible, "GetChildren") }).map { reply in
            (reply?.elements ?? []).compactMap { AccessibleReference($0) }
        }
    }

    /// The objects below `object` that match, in one Collection call: nil when the toolkit has
    /// no Collection interface (Qt), so the caller walks the tree instead. `count` 0: all.
    func matches(below object: AccessibleReference, states: [AccessibleState] = [], roles: [UInt32] = [],
                 count: Int32) -> [AccessibleReference]? {
        let stateBits = states.reduce(UInt64(0)) { $0 | 1 << UInt64($1.rawValue) }
        var roleWords = [UInt32](repeating: 0, count: 4)
        for role in roles where role < 128 { roleWords[Int(role / 32)] |= 1 << (role % 32) }
        let all: Int32 = 1, any: Int32 = 2
        let rule = DBusValue.structure([
            .array(element: "i", [.int32(Int32(bitPattern: UInt32(truncatingIfNeeded: stateBits))), .int32(Int32(bitPattern: UInt32(stateBits >> 32)))]),
            .int32(all),
            .dictionary(key: "s", value: "s", []),
            .int32(all),
            .array(element: "i", roleWords.map { .int32(Int32(bitPattern: $0)) }),
            .int32(roles.isEmpty ? all : any),
            .array(element: "s", []),
            .int32(all),
            .boolean(false),
        ])
        let canonical: UInt32 = 1
        let reply = try? connection.call(Self.call(object, "org.a11y.atspi.Collection", "GetMatches",
                                                   [rule, .uint32(canonical), .int32(count), .boolean(true)]), deadline: deadline)
        guard let found = reply?.first?.elements else { return nil }
        return found.compactMap { AccessibleReference($0) }
    }
}

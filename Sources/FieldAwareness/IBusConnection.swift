import CDBus

/// A private libdbus connection to IBus's bus, closed in `deinit`. Not Sendable: used by the
/// monitor's thread only.
final class IBusConnection {
    /// Input-context traffic an ordinary client receives once it adds these match rules
    /// (undocumented IBus behaviour, so the monitor checks it at run time): IBus 1.5 sets the
    /// purpose as the ContentType property, older versions call SetContentType.
    static let matchRules = [
        "type='method_call',interface='org.freedesktop.DBus.Properties',member='Set',arg0='org.freedesktop.IBus.InputContext',arg1='ContentType'",
        "type='method_call',interface='org.freedesktop.IBus.InputContext',member='SetContentType'",
        "type='method_call',interface='org.freedesktop.IBus.InputContext',member='FocusIn'",
        "type='method_call',interface='org.freedesktop.IBus.InputContext',member='FocusOut'",
    ]

    enum Traffic {
        case contentType(context: String, purpose: UInt32, hints: UInt32)
        case focusIn(context: String)
        case focusOut(context: String)
    }

    private let connection: OpaquePointer

    init(address: String) throws(IBusUnavailable) {
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw IBusUnavailable("cannot connect to IBus at \(address): \(Self.message(error))")
        }
        self.connection = connection
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            throw IBusUnavailable("IBus refused the connection: \(Self.message(error))")
        }
        for rule in Self.matchRules {
            dbus_bus_add_match(connection, rule, &error)
            if dbus_error_is_set(&error) != 0 { throw IBusUnavailable("IBus refused a match rule: \(Self.message(error))") }
        }
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Waits up to `milliseconds` for traffic; nil when the connection closed.
    func read(waitingUpTo milliseconds: Int32) -> [Traffic]? {
        guard dbus_connection_read_write(connection, milliseconds) != 0 else { return nil }
        var traffic: [Traffic] = []
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            if let item = Self.decode(message) { traffic.append(item) }
        }
        return dbus_connection_get_is_connected(connection) != 0 || !traffic.isEmpty ? traffic : nil
    }

    private static func decode(_ message: OpaquePointer) -> Traffic? {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
              let memberPointer = dbus_message_get_member(message),
              let pathPointer = dbus_message_get_path(message) else { return nil }
        let member = String(cString: memberPointer), context = String(cString: pathPointer)
        var arguments = DBusMessageIter()
        let hasArguments = dbus_message_iter_init(message, &arguments) != 0
        switch member {
        case "FocusIn": return .focusIn(context: context)
        case "FocusOut": return .focusOut(context: context)
        case "SetContentType":
            guard hasArguments, let values = uint32Pair(&arguments) else { return nil }
            return .contentType(context: context, purpose: values.0, hints: values.1)
        case "Set":
            // (interface s, property s, value v((uu))); the match rule already checked the names.
            guard hasArguments, dbus_message_iter_next(&arguments) != 0, dbus_message_iter_next(&arguments) != 0,
                  dbus_message_iter_get_arg_type(&arguments) == DBusType.variant else { return nil }
            var variant = DBusMessageIter()
            dbus_message_iter_recurse(&arguments, &variant)
            guard dbus_message_iter_get_arg_type(&variant) == DBusType.structure else { return nil }
            var fields = DBusMessageIter()
            dbus_message_iter_recurse(&variant, &fields)
            guard let values = uint32Pair(&fields) else { return nil }
            return .contentType(context: context, purpose: values.0, hints: values.1)
        default:
            return nil
        }
    }

    private static func uint32Pair(_ iterator: inout DBusMessageIter) -> (UInt32, UInt32)? {
        var first: UInt32 = 0, second: UInt32 = 0
        guard dbus_message_iter_get_arg_type(&iterator) == DBusType.uint32 else { return nil }
        dbus_message_iter_get_basic(&iterator, &first)
        guard dbus_message_iter_next(&iterator) != 0, dbus_message_iter_get_arg_type(&iterator) == DBusType.uint32 else { return nil }
        dbus_message_iter_get_basic(&iterator, &second)
        return (first, second)
    }

    private static func message(_ error: DBusError) -> String {
        error.message.map { String(cString: $0) } ?? "unknown error"
    }
}

/// libdbus's type codes are character macros Swift does not import.
private enum DBusType {
    static let variant = Int32(UInt8(ascii: "v"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let uint32 = Int32(UInt8(ascii: "u"))
}

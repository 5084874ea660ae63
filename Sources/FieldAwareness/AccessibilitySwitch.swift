import CDBus
import Foundation

/// The session's accessibility switch, `org.a11y.Status.IsEnabled` on org.a11y.Bus. GTK
/// exposes itself regardless; Qt only when the switch is on before the application starts, so
/// the daemon turns it on at login and `captext doctor` can report it.
public enum AccessibilitySwitch {
    public enum State: Sendable, Equatable {
        case enabled
        case disabled
        /// No session bus, or org.a11y.Bus cannot be activated (at-spi2-core missing); the reason says which.
        case unavailable(String)
    }

    /// Reads the switch; waits at most `timeout` for the bus.
    public static func read(environment: [String: String] = ProcessInfo.processInfo.environment,
                            timeout: Duration = .milliseconds(500)) -> State {
        call(environment: environment, timeout: timeout, set: nil)
    }

    /// Turns the switch on (or off) and returns the state afterwards.
    @discardableResult
    public static func set(_ enabled: Bool, environment: [String: String] = ProcessInfo.processInfo.environment,
                           timeout: Duration = .milliseconds(500)) -> State {
        let outcome = call(environment: environment, timeout: timeout, set: enabled)
        if case .unavailable = outcome { return outcome }
        return read(environment: environment, timeout: timeout)
    }

    private static func call(environment: [String: String], timeout: Duration, set value: Bool?) -> State {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            return .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        }
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            return .unavailable("cannot connect to the session bus: \(message(error))")
        }
        defer {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else { return .unavailable("the session bus refused us: \(message(error))") }
        let method = value == nil ? "Get" : "Set"
        guard let request = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", method) else {
            return .unavailable("out of memory")
        }
        defer { dbus_message_unref(request) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(request, &arguments)
        for name in ["org.a11y.Status", "IsEnabled"] {
            name.withCString { pointer in
                var string: UnsafePointer<CChar>? = pointer
                _ = dbus_message_iter_append_basic(&arguments, Int32(UInt8(ascii: "s")), &string)
            }
        }
        if let value {
            var variant = DBusMessageIter()
            dbus_message_iter_open_container(&arguments, Int32(UInt8(ascii: "v")), "b", &variant)
            var flag: dbus_bool_t = value ? 1 : 0
            dbus_message_iter_append_basic(&variant, Int32(UInt8(ascii: "b")), &flag)
            dbus_message_iter_close_container(&arguments, &variant)
        }
        let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard let reply = dbus_connection_send_with_reply_and_block(connection, request, milliseconds, &error) else {
            return .unavailable("org.a11y.Bus did not answer: \(message(error))")
        }
        defer { dbus_message_unref(reply) }
        guard value == nil else { return .enabled }
        var result = DBusMessageIter()
        guard dbus_message_iter_init(reply, &result) != 0, dbus_message_iter_get_arg_type(&result) == Int32(UInt8(ascii: "v")) else {
            return .unavailable("org.a11y.Bus gave an unexpected answer")
        }
        var variant = DBusMessageIter()
        dbus_message_iter_recurse(&result, &variant)
        guard dbus_message_iter_get_arg_type(&variant) == Int32(UInt8(ascii: "b")) else {
            return .unavailable("org.a11y.Bus gave an unexpected answer")
        }
        var flag: dbus_bool_t = 0
        dbus_message_iter_get_basic(&variant, &flag)
        return flag != 0 ? .enabled : .disabled
    }

    private static func message(_ error: DBusError) -> String {
        error.message.map { String(cString: $0) } ?? "unknown error"
    }
}

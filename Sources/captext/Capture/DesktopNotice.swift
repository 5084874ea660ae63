import CDBus
import Foundation

/// Tells the user something that happened without a terminal in sight: a desktop notification
/// (org.freedesktop.Notifications) when a notification daemon runs, else a line on stderr.
enum DesktopNotice {
    static let service = "org.freedesktop.Notifications"

    static func show(_ message: String) {
        if !notify(summary: "captext", body: message) { Console.report(message) }
    }

    /// Sends the notification; false when there is no session bus or nobody owns the name.
    private static func notify(summary: String, body: String) -> Bool {
        // Without an address libdbus would try to autolaunch a bus through X11.
        guard let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else { return false }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { return false }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        defer {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        guard dbus_bus_name_has_owner(connection, service, &error) != 0,
              let message = dbus_message_new_method_call(service, "/org/freedesktop/Notifications", service, "Notify") else {
            return false
        }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        append(string: "captext", to: &arguments)          // app_name
        var replaces: UInt32 = 0                              // replaces_id
        dbus_message_iter_append_basic(&arguments, type("u"), &replaces)
        append(string: "", to: &arguments)                   // app_icon
        append(string: summary, to: &arguments)
        append(string: body, to: &arguments)
        appendEmpty(container: "s", to: &arguments)          // actions
        appendEmpty(container: "{sv}", to: &arguments)       // hints
        var timeout: Int32 = -1                               // the server's default
        dbus_message_iter_append_basic(&arguments, type("i"), &timeout)
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, 2_000, &error) else { return false }
        dbus_message_unref(reply)
        return true
    }

    private static func append(string: String, to iterator: inout DBusMessageIter) {
        string.withCString { pointer in
            var value: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, type("s"), &value)
        }
    }

    private static func appendEmpty(container signature: String, to iterator: inout DBusMessageIter) {
        var array = DBusMessageIter()
        dbus_message_iter_open_container(&iterator, type("a"), signature, &array)
        dbus_message_iter_close_container(&iterator, &array)
    }

    /// D-Bus type codes are the signature characters.
    private static func type(_ code: Unicode.Scalar) -> Int32 { Int32(code.value) }
}

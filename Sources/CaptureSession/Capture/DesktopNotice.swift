import DBusWire
import Foundation

/// Tells the user something that happened without a terminal in sight: a desktop notification
/// (org.freedesktop.Notifications) when a notification daemon runs, else a line on stderr.
public enum DesktopNotice {
    public static let service = "org.freedesktop.Notifications"

    static func show(_ message: String) {
        if !notify(summary: "captext", body: message) { Console.report(message) }
    }

    /// Sends the notification; false when there is no session bus or nobody owns the name.
    private static func notify(summary: String, body: String) -> Bool {
        let deadline = ContinuousClock.now + .seconds(2)
        guard let connection = try? DBusConnection.session(environment: ProcessInfo.processInfo.environment, deadline: deadline),
              connection.nameHasOwner(service, deadline: deadline) else { return false }
        let arguments: [DBusValue] = [
            .string("captext"), .uint32(0), .string(""),            // app_name, replaces_id, app_icon
            .string(summary), .string(body),
            .array(element: "s", []), .dictionary(key: "s", value: "v", []),  // actions, hints
            .int32(-1),                                              // expire_timeout: the server's default
        ]
        return (try? connection.call(.call(service, "/org/freedesktop/Notifications", service, "Notify", arguments),
                                     deadline: deadline)) != nil
    }
}

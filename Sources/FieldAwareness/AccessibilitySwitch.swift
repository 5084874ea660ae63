import DBusWire
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
        let deadline = ContinuousClock.now + timeout
        let connection: DBusConnection
        do {
            guard let session = try DBusConnection.session(environment: environment, deadline: deadline) else {
                return .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
            }
            connection = session
        } catch {
            return .unavailable("cannot connect to the session bus: \(error)")
        }
        var arguments: [DBusValue] = [.string("org.a11y.Status"), .string("IsEnabled")]
        if let value { arguments.append(.variant(.boolean(value))) }
        let reply: [DBusValue]
        do {
            reply = try connection.call(.call("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties",
                                              value == nil ? "Get" : "Set", arguments), deadline: deadline)
        } catch {
            return .unavailable("org.a11y.Bus did not answer: \(error)")
        }
        guard value == nil else { return .enabled }
        guard let flag = reply.first?.bool else { return .unavailable("org.a11y.Bus gave an unexpected answer") }
        return flag ? .enabled : .disabled
    }
}

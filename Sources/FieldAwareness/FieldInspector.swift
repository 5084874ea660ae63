import Foundation

/// One-shot questions about the focused field (what `captext hint` and `captext capture` ask
/// without a daemon). Every absence — no bus, accessibility off, nothing focused, a slow or
/// hung bus — is an `unknown` with its reason, never an error.
public enum FieldInspector {
    /// Where an accessibility bus can be found: libatspi asks the session bus (org.a11y.Bus),
    /// or reads AT_SPI_BUS_ADDRESS, or the AT_SPI_BUS property on the X root window. Without
    /// any of them libatspi would try to autolaunch a session bus, which must not happen here.
    public static func accessibilityBusIsAdvertised(environment: [String: String] = ProcessInfo.processInfo.environment,
                                                    rootWindowHasBusProperty: Bool) -> Bool {
        let set = { (key: String) in !(environment[key] ?? "").isEmpty }
        return rootWindowHasBusProperty || set("AT_SPI_BUS_ADDRESS") || set("DBUS_SESSION_BUS_ADDRESS")
    }

    /// Starts connecting to the accessibility bus in the background, so that a later `inspect`
    /// finds it ready; does nothing unless the environment names a bus.
    public static func prepare(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["NO_AT_BRIDGE"] != "1",
              accessibilityBusIsAdvertised(environment: environment, rootWindowHasBusProperty: false) else { return }
        AccessibilityThread.shared.start()
    }

    /// The focused field of the application with `processID` (its _NET_WM_PID; nil: any application).
    public static func inspect(processID: Int32?, rootWindowHasBusProperty: Bool = false,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               timeout: Duration = .milliseconds(400)) -> FieldInspection {
        if environment["NO_AT_BRIDGE"] == "1" { return .unknown("accessibility is switched off (NO_AT_BRIDGE=1)") }
        guard accessibilityBusIsAdvertised(environment: environment, rootWindowHasBusProperty: rootWindowHasBusProperty) else {
            return .unknown("no accessibility bus (no session bus, no AT_SPI_BUS)")
        }
        let thread = AccessibilityThread.shared
        let result = thread.run(timeout: timeout) { FieldDescriber.focusedField(processID: processID) }
        if let result { return result }
        return .unknown(thread.isConnected ? "the accessibility bus did not answer within \(timeout)"
                                           : "cannot connect to the accessibility bus")
    }
}

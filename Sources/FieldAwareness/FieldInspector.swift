import DBusWire
import Foundation

/// One-shot questions about the focused field (what `captext hint` and `captext capture` ask
/// without a daemon). Every absence — no bus, accessibility off, nothing focused, a slow or
/// hung bus — is an `unknown` with its reason, never an error.
public enum FieldInspector {
    /// Where an accessibility bus can be found: AT_SPI_BUS_ADDRESS, the AT_SPI_BUS property on
    /// the X root window (`rootWindowBusAddress`), or org.a11y.Bus on the session bus.
    public static func accessibilityBusIsAdvertised(environment: [String: String] = ProcessInfo.processInfo.environment,
                                                    rootWindowBusAddress: String?) -> Bool {
        let set = { (key: String) in !(environment[key] ?? "").isEmpty }
        return !(rootWindowBusAddress ?? "").isEmpty || set("AT_SPI_BUS_ADDRESS") || set("DBUS_SESSION_BUS_ADDRESS")
    }

    /// The focused field of the application with `processID` (its _NET_WM_PID; nil: any application).
    public static func inspect(processID: Int32?, rootWindowBusAddress: String? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               timeout: Duration = .milliseconds(400)) -> FieldInspection {
        if environment["NO_AT_BRIDGE"] == "1" { return .unknown("accessibility is switched off (NO_AT_BRIDGE=1)") }
        guard accessibilityBusIsAdvertised(environment: environment, rootWindowBusAddress: rootWindowBusAddress) else {
            return .unknown("no accessibility bus (no session bus, no AT_SPI_BUS)")
        }
        let deadline = ContinuousClock.now + timeout
        let bus: AccessibilityBus
        do {
            bus = try AccessibilityBus(environment: environment, rootWindowBusAddress: rootWindowBusAddress, deadline: deadline)
        } catch .timedOut {
            return .unknown("the accessibility bus did not answer within \(timeout)")
        } catch {
            return .unknown("cannot connect to the accessibility bus: \(error)")
        }
        let inspection = FieldDescriber.focusedField(processID: processID, on: bus)
        // Past the deadline the answers that came are partial: say so rather than guess from them.
        return ContinuousClock.now < deadline ? inspection : .unknown("the accessibility bus did not answer within \(timeout)")
    }
}

import FieldAwareness
import Foundation

/// Whether captext can learn what the focused field wants from accessibility and the input method.
enum FieldChecks {
    static func accessibility(environment: [String: String]) -> DoctorCheck {
        let subject = "accessibility"
        switch AccessibilitySwitch.read(environment: environment) {
        case .enabled:
            return .pass(subject, "the AT-SPI bus is up and enabled: fields' labels, roles and input types give their content type")
        case .disabled:
            return .fail(subject, "the AT-SPI bus is up but switched off: `captext daemon` switches it on at start (Qt applications must start after that)", .optional)
        case .unavailable(let reason):
            return .fail(subject, "\(reason): content types come from window properties and rules only", .optional)
        }
    }

    /// Connects to IBus's own bus the way the daemon does and reports how far it got.
    static func inputMethod(environment: [String: String]) -> DoctorCheck {
        let subject = "IBus input purpose"
        let monitor = IBusPurposeMonitor(environment: environment)
        defer { monitor.stop() }
        let deadline = ContinuousClock.now + .milliseconds(500)
        while monitor.status == .connecting && ContinuousClock.now < deadline { usleep(10_000) }
        switch monitor.status {
        case .verified, .listening:
            return .pass(subject, "listening on IBus's bus: the daemon learns each focused field's purpose (phone, email, url, number, password)")
        case .connecting:
            return .fail(subject, "IBus's bus did not answer within 0.5 s", .optional)
        case .unavailable(let reason):
            return .fail(subject, "\(reason): fields' input purposes are not known (IBus is not the input method)", .optional)
        }
    }
}

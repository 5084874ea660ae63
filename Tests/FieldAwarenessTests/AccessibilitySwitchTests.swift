import FieldAwareness
import TestDesktop
import XCTest

/// The real org.a11y.Bus, activated on a private session bus.
final class AccessibilitySwitchTests: XCTestCase {
    func testReadAndTurnOn() throws {
        let session = try PrivateDesktop(sessionBus: true)
        defer { session.stop() }
        let environment = session.environment
        XCTAssertEqual(AccessibilitySwitch.set(false, environment: environment), .disabled)
        XCTAssertEqual(AccessibilitySwitch.read(environment: environment), .disabled)
        XCTAssertEqual(AccessibilitySwitch.set(true, environment: environment), .enabled)
        XCTAssertEqual(AccessibilitySwitch.read(environment: environment), .enabled)
    }

    func testNoSessionBusIsUnavailable() {
        XCTAssertEqual(AccessibilitySwitch.read(environment: [:]), .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"))
        guard case .unavailable = AccessibilitySwitch.read(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]) else {
            return XCTFail("a bus that is not there must be unavailable")
        }
    }
}

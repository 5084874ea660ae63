import FieldAwareness
import Foundation
import Synchronization
import TestDesktop
import XCTest

/// The daemon's long-running connections on a private desktop with a real ibus-daemon.
final class ReconnectionTests: XCTestCase {
    /// IBus going away (killed, restarted on a new socket) is noticed and followed: the monitor
    /// connects to the new one by itself, and says so each way.
    func testIBusMonitorConnectsAgainAfterIBusRestarts() throws {
        let session = try PrivateDesktop(ibus: true)
        defer { session.stop() }
        let logged = Mutex<[String]>([])
        let monitor = IBusPurposeMonitor(environment: session.environment) { line in logged.withLock { $0.append(line) } }
        defer { monitor.stop() }
        func waitFor(_ what: String, _ condition: () -> Bool) {
            let deadline = Date().addingTimeInterval(10)
            while !condition(), Date() < deadline { usleep(20_000) }
            XCTAssertTrue(condition(), "\(what); status \(monitor.status), log \(logged.withLock { $0 })")
        }
        waitFor("connected at first") { monitor.status == .listening }
        try session.restartIBus()
        waitFor("the loss logged") { logged.withLock { $0.first?.hasPrefix("IBus: the connection to IBus closed") == true } }
        waitFor("connected again") { monitor.status == .listening && logged.withLock { $0.last } == "IBus: connected again" }
        // A second loss is told again.
        try session.restartIBus()
        waitFor("the second loss and reconnection logged") { logged.withLock { $0.count } == 4 && monitor.status == .listening }
    }
}

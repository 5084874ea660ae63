import CX11
import Foundation
import Synchronization
import TestDesktop
import X11Connection
import XCTest

/// X protocol errors belong to the connection that caused them.
final class X11DisplayTests: XCTestCase {
    /// Two connections on two threads, as in the daemon: one keeps failing (a window that does
    /// not exist), the other keeps succeeding; the failures never fail the other's requests.
    func testAnErrorOnOneConnectionNeverFailsAnother() throws {
        let server = try PrivateDesktop()
        defer { server.stop() }
        let rounds = 2000, name = server.display
        // Failed requests per connection: [failing one, succeeding one].
        let failed = Mutex([0, 0])
        let done = DispatchGroup()
        for failing in [true, false] {
            done.enter()
            Thread {
                defer { done.leave() }
                guard let display = try? X11Display(name: name) else { return }
                for _ in 0..<rounds {
                    do {
                        try display.checked("mapping a window") {
                            XMapWindow(display.handle, failing ? 0x7FFF_FFF0 : display.rootWindow)
                        }
                        if failing { XCTFail("a request on a missing window succeeded") }
                    } catch {
                        failed.withLock { $0[failing ? 0 : 1] += 1 }
                    }
                }
            }.start()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(failed.withLock { $0 }, [rounds, 0], "every request on the missing window fails, none on the other connection")
    }
}

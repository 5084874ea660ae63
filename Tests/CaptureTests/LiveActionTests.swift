import Foundation
import TestDesktop
import XCTest

/// Quick actions in `captext live`: with Live Text shown, a click on a detected item opens its
/// menu, and Enter runs the default through the real xdg-open.
extension LiveCommandTests {
    func testClickOnALinkThenEnterOpensItThroughXdgOpen() throws {
        let opener = try RecordingOpener()
        let live = try startLive(environment: opener.environment)
        // Once the screen is read, Tab reaches its first item.
        XCTAssertEqual(try copy { try server.run("xdotool", "key", "Tab") }, "(415) 555-0132")
        try server.run("xdotool", "key", "ctrl+l")
        // www.kellerstone.com, the card's last line.
        try server.run("xdotool", "mousemove", "150", "400", "click", "1")
        usleep(500_000)
        try server.run("xdotool", "key", "Return")
        XCTAssertEqual(opener.uri(), "http://www.kellerstone.com")
        let result = try live.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}

import ContentTypes
import XCTest

final class DestinationTests: XCTestCase {
    func testDestinations() throws {
        XCTAssertEqual(try Destination(parsing: "exec:xdg-open"), .exec(["xdg-open"]))
        XCTAssertEqual(try Destination(parsing: "exec:notify-send 'Text read' \"it's\""), .exec(["notify-send", "Text read", "it's"]))
        XCTAssertThrowsError(try Destination(parsing: "exec:")) { XCTAssertEqual($0 as? Destination.ParseError, .unusableCommand("")) }
        XCTAssertThrowsError(try Destination(parsing: "printer")) { XCTAssertEqual($0 as? Destination.ParseError, .unknown("printer")) }
        XCTAssertEqual(try Destination(parsing: "primary").description, "primary")
        // Written back, an exec: command reads as the same words.
        let words = ["sh", "-c", "printf %s \"$1\" > '/tmp/a b'", "it's"]
        XCTAssertEqual(try Destination(parsing: Destination.exec(words).description), .exec(words))
    }
}

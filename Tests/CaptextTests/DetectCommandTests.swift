import Foundation
import XCTest

/// `captext detect` on standard input, as a user runs it.
final class DetectCommandTests: XCTestCase {
    private let text = Data("Call (415) 555-0132 or track 1Z999AA10123456784\n".utf8)

    func testJSONLinesCarryTheSpanAndWhatTheDetectorKnows() throws {
        let result = try Captext.run(["detect", "--json", "--region", "US"], stdin: text)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            {"type":"phone","value":"(415) 555-0132","text":"(415) 555-0132","start":5,"end":19,"e164":"+14155550132"}
            {"type":"tracking","value":"1Z999AA10123456784","text":"1Z999AA10123456784","start":29,"end":47,"carrier":"UPS"}

            """)
    }

    func testTypeKeepsOnlyItsValues() throws {
        let result = try Captext.run(["detect", "--type", "tracking"], stdin: text)
        XCTAssertEqual(result.stdout, "1Z999AA10123456784\n")
        let none = try Captext.run(["detect", "--type", "email"], stdin: text)
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stdout, "")
    }

    func testUnknownRegionIsOneLineAndExitTwo() throws {
        let result = try Captext.run(["detect", "--region", "XX"], stdin: text)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("XX"), result.stderr)
    }
}

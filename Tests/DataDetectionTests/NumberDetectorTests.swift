import DataDetection
import XCTest

final class NumberDetectorTests: XCTestCase {
    let filter = ContentFilter(region: "US")

    func testDigitsJoinGroupsAndSkipShortRuns() {
        XCTAssertEqual(filter.items(in: "Your code: 482 913", type: .digits).map(\.value), ["482913"])
        XCTAssertEqual(filter.items(in: "PIN 12", type: .digits).map(\.value), [])
        XCTAssertEqual(filter.items(in: "A1234", type: .digits).map(\.value), [])
    }

    func testNumbersKeepSignAndFraction() {
        XCTAssertEqual(filter.items(in: "Total 1,234.50 and -7", type: .number).map(\.value), ["1234.50", "-7"])
    }

    func testSecretIsTheWholeText() {
        XCTAssertEqual(filter.items(in: "  hunter2 \n", type: .secret).map(\.value), ["hunter2"])
    }
}

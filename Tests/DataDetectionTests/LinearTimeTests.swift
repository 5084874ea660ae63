import ContentTypes
import DataDetection
import Foundation
import XCTest

/// Detection is linear in the text: long texts, long runs without a break, and hostile runs
/// (digits, dots, slashes) take a time proportional to their length, with real libphonenumber.
final class LinearTimeTests: XCTestCase {
    /// The CPU time `work` takes on this thread: other processes on a loaded machine do not count.
    private func seconds(_ work: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        work()
        return now() - start
    }

    /// 400 KB of lines with a phone number each took minutes (a UTF-8 conversion of the rest of
    /// the text per candidate); every number is still found, also on a line with no break at all.
    func testPhoneNumbersInALongTextAreFoundInLinearTime() {
        let line = "Call our office at (415) 555-0132 between nine and five, or write to us.\n"
        let lines = String(repeating: line, count: 400_000 / line.utf8.count)
        let oneLine = lines.replacingOccurrences(of: "\n", with: " ")
        var items: [DataItem] = [], onOneLine: [DataItem] = []
        // Both took 16 s in a debug build before, 2.5 s after.
        XCTAssertLessThan(seconds {
            items = ContentFilter(region: "US").items(in: lines, type: .phone)
            onOneLine = ContentFilter(region: "US").items(in: oneLine, type: .phone)
        }, 8)
        XCTAssertEqual(items.count, lines.split(separator: "\n").count)
        XCTAssertEqual(onOneLine.map(\.start), items.map(\.start))
    }

    func testLongRunsAreScannedOnce() {
        let runs = [String(repeating: "1", count: 20_000), String(repeating: "a.", count: 20_000),
                    String(repeating: "/", count: 20_000)]
        for run in runs {
            for type in [ContentType.email, .url] {
                let elapsed = seconds { _ = ContentFilter(region: "US").items(in: run, type: type) }
                XCTAssertLessThan(elapsed, 2, "\(type) on \(run.prefix(4))…")
            }
        }
    }

    /// libphonenumber reads C strings: a NUL hid every number after it.
    func testNumbersAfterANulAreFound() {
        XCTAssertEqual(found(.phone, in: "a\u{0}b call (415) 555-0132 or 415 555 0199").map(\.text),
                       ["(415) 555-0132", "415 555 0199"])
    }
}

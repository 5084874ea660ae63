import Foundation
import TestDesktop
import XCTest

/// Every stream captext reads has a ceiling, and odd files (a FIFO nobody writes, a huge sparse
/// file, bytes that are no UTF-8) are refused at once with one line and exit status 2.
final class InputLimitTests: XCTestCase {
    /// Runs `captext ARGS` from a shell under a 1 GB address-space limit: reading /dev/zero
    /// without a ceiling dies of it instead of growing to gigabytes.
    private func runBounded(_ arguments: String, megabytes: Int = 1000) throws -> ProcessResult {
        try runProcess(["/bin/sh", "-c", "ulimit -v \(megabytes * 1000); exec \"$0\" \(arguments)", captextBinary],
                       environment: cleanEnvironment, timeout: 30)
    }

    private func assertRefused(_ result: ProcessResult, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(expected), result.stderr, file: file, line: line)
    }

    func testEndlessStandardInputIsRefusedWithBoundedMemory() throws {
        assertRefused(try runBounded("detect < /dev/zero"), "standard input is larger than 16 MiB")
        assertRefused(try runBounded("type - < /dev/zero"), "standard input is larger than 1 MiB")
        assertRefused(try runBounded("type --file /dev/zero"), "'/dev/zero' is larger than 1 MiB")
    }

    func testTextFileOverTheLimitIsRefusedBeforeTyping() throws {
        let path = try Captext.temporaryFile("long.txt", Data(repeating: 0x61, count: (1 << 20) + 1))
        assertRefused(try Captext.run(["type", "--file", path]), "is larger than 1 MiB")
    }

    /// A 4 GB sparse file that starts as a PNG is refused by its size, before a byte is read
    /// (reading 512 MiB into a growing buffer would pass the 1 GB ceiling).
    func testHugeSparseImageIsRefusedBySize() throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        let path = try Captext.temporaryFile("huge.png", Data(signature))
        XCTAssertEqual(truncate(path, 4 << 30), 0)
        assertRefused(try runBounded("read \(path)"), "input larger than 512 MiB")
    }

    func testFIFOWithoutWriterIsEmptyInput() throws {
        let directory = (try Captext.temporaryFile("placeholder", Data()) as NSString).deletingLastPathComponent
        let fifo = directory + "/pipe.png"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let result = try runProcess([captextBinary, "read", fifo, Captext.fixture("hello.png")],
                                    environment: cleanEnvironment, timeout: 30)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("pipe.png: empty input"), result.stderr)
        XCTAssertTrue(result.stdout.lowercased().contains("hello"), "the image after the FIFO is read: \(result.stdout)")
    }

    func testInvalidUTF8IsRefusedAsArgumentAsInAFile() throws {
        let argument = try runProcess(["/bin/sh", "-c", "exec \"$0\" type \"$(printf 'abc\\377')\"", captextBinary],
                                      environment: cleanEnvironment)
        assertRefused(argument, "the text is not UTF-8")
        let path = try Captext.temporaryFile("bad.txt", Data([0x61, 0x62, 0x63, 0xFF]))
        assertRefused(try Captext.run(["type", "--file", path]), "the text is not UTF-8")
    }
}

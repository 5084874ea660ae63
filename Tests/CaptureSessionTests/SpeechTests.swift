@testable import CaptureSession
import Foundation
import XCTest

/// Speech.say with stand-ins for spd-say (shell scripts first on PATH), or none on PATH.
/// LiveCommandTests has the real speech-dispatcher.
final class SpeechTests: XCTestCase {
    var directory: URL!
    var originalPath = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-speech-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        originalPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    }

    override func tearDownWithError() throws {
        setenv("PATH", originalPath, 1)
        try FileManager.default.removeItem(at: directory)
    }

    /// Puts a spd-say running `script` first on PATH.
    func standIn(_ script: String) throws {
        let path = directory.appendingPathComponent("spd-say").path
        try "#!/bin/sh\n\(script)\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o755)
        setenv("PATH", "\(directory.path):\(originalPath)", 1)
    }

    func testNoSpdSayOnPathGivesTheInstallHint() {
        setenv("PATH", directory.path, 1)
        XCTAssertEqual(Speech.say("hello"), "Reading aloud needs speech-dispatcher: apt-get install speech-dispatcher")
    }

    /// On standard input, none of it in the command line, with no "!-!" (pipe mode's command
    /// prefix) left anywhere, however long.
    func testTheTextGoesOnStandardInputInPipeMode() throws {
        try standIn("printf '%s' \"$*\" >'\(directory.path)/arguments'; cat >'\(directory.path)/input'")
        let long = String(repeating: "a", count: 16_382) + "!-!QUIT"
        let text = "-n first line\n!-!QUIT\nit's \"$HOME\" 100%s\n" + long
        XCTAssertNil(Speech.say(text))
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("arguments"), encoding: .utf8), "--pipe-mode")
        let input = try String(contentsOf: directory.appendingPathComponent("input"), encoding: .utf8)
        XCTAssertEqual(input, "-n first line\n!- !QUIT\nit's \"$HOME\" 100%s\n" + String(long.dropLast(7)) + "!- !QUIT")
    }

    func testAFailureIsASentenceWithTheStatus() throws {
        try standIn("cat >/dev/null; exit 1")
        XCTAssertEqual(Speech.say("hello"), "speech-dispatcher could not speak (spd-say exited with status 1; try: spd-say hello)")
    }

    /// A spd-say still waiting for its server is given up on (and ended) after Speech.answerTimeout.
    func testASpdSayThatDoesNotReturnIsGivenUpOn() throws {
        try standIn("echo $$ >'\(directory.path)/pid'; exec sleep 30")
        let start = ContinuousClock.now
        XCTAssertEqual(Speech.say("hello"), "speech-dispatcher did not answer within 3 s")
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5))
        let pid = try XCTUnwrap(Int32(String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertEqual(kill(pid, 0), -1, "the stand-in still runs")
    }
}

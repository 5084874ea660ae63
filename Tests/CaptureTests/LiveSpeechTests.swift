import Foundation
import TestDesktop
import XCTest

/// Ctrl+R in `captext live`: the selection read aloud by a real speech-dispatcher, which spd-say
/// starts (see RecordingSpeechDispatcher; SpeechTests has spd-say's stand-ins).
extension LiveCommandTests {
    func testCtrlRHandsTheSelectionToSpeechDispatcher() throws {
        let speech = try RecordingSpeechDispatcher(on: server)
        defer { speech.stop() }
        XCTAssertEqual(speech.processes, [], "a speech-dispatcher of this desktop runs already")
        let live = try startLive()
        let word = try copy { try server.run("xdotool", "mousemove", "130", "300", "click", "--repeat", "2", "--delay", "80", "1") }
        XCTAssertEqual(word, "(415)")
        try server.run("xdotool", "key", "ctrl+r")
        XCTAssertEqual(speech.spokenText { !$0.isEmpty }, "(415)")
        // The overlay stays; spd-say's echo of the text (pipe mode) is not on captext's output.
        try close(live)
        speech.stop()
        XCTAssertEqual(speech.processes, [], "speech-dispatcher still runs")
    }
}

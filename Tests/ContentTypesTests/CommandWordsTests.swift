import ContentTypes
import XCTest

final class CommandWordsTests: XCTestCase {
    func testBlanksSeparateWords() {
        XCTAssertEqual(CommandWords.split("notify-send  -a captext\tFound"), ["notify-send", "-a", "captext", "Found"])
        XCTAssertEqual(CommandWords.split("  "), [])
    }

    func testQuotesKeepBlanksAndEachOther() {
        XCTAssertEqual(CommandWords.split(#"notify-send "Text found" 'it''s here'"#), ["notify-send", "Text found", "its here"])
        XCTAssertEqual(CommandWords.split(#"printf '"%s" $HOME\n'"#), ["printf", #""%s" $HOME\n"#])
        XCTAssertEqual(CommandWords.split(#"echo "a \"b\" \$c \n""#), ["echo", #"a "b" $c \n"#])
        XCTAssertEqual(CommandWords.split(#"echo ''"#), ["echo", ""])
    }

    func testBackslashOutsideQuotesKeepsTheNextCharacter() {
        XCTAssertEqual(CommandWords.split(#"open /tmp/My\ Files/a\'b"#), ["open", "/tmp/My Files/a'b"])
    }

    func testUnterminatedQuoteOrTrailingBackslashIsRefused() {
        XCTAssertNil(CommandWords.split(#"notify-send "open"#))
        XCTAssertNil(CommandWords.split("notify-send 'open"))
        XCTAssertNil(CommandWords.split(#"notify-send \"#))
    }
}

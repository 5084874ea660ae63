import X11Input
import XCTest

final class ChordTests: XCTestCase {
    func testParsesModifiersAndKeyNames() throws {
        let chord = try Chord("Super+Shift+P")
        XCTAssertEqual(chord.modifiers, [.superKey, .shift])
        XCTAssertEqual(chord.keysym, 0x70)  // XK_p: the unshifted key's keysym
        XCTAssertEqual(chord.description, "Super+Shift+P")
        XCTAssertEqual(try Chord("ctrl + alt + t"), try Chord("Control+Meta+T"))
        XCTAssertEqual(try Chord("Print").modifiers, [])
        XCTAssertEqual(try Chord("Print").keysym, 0xff61)
        XCTAssertEqual(try Chord("Super+F9").keysym, 0xffc6)
        XCTAssertEqual(try Chord("Win+space").keysym, 0x20)
        XCTAssertEqual(try Chord("Alt+Esc").keysym, 0xff1b)
        XCTAssertEqual(try Chord("Mod4+Return").modifiers, [.mod(4)])
    }

    func testReportsWhatIsWrong() {
        let cases = [
            ("Super+Foo", "'Super+Foo': unknown key name 'Foo' (use X11 key names such as T, F9, Print, space, Return; see xev)"),
            ("Supr+T", "'Supr+T': unknown modifier 'Supr' (use Ctrl, Shift, Alt, Super, Hyper, AltGr or Mod1…Mod5)"),
            ("Ctrl+", "'Ctrl+': an empty part; write keys like Super+Shift+P (the + key is 'plus')"),
            ("Ctrl+Ctrl+T", "'Ctrl+Ctrl+T': 'Ctrl' is given twice"),
            ("Ctrl+Shift", "'Ctrl+Shift': the last part must be a key, not the modifier 'Shift'"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try Chord(text), text) { XCTAssertEqual("\($0)", message) }
        }
    }
}

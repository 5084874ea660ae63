import CaptextConfig
import ContentTypes
import Foundation
import XCTest

final class DaemonConfigTests: XCTestCase {
    func testParsesBindingsAndDaemonSettings() throws {
        let config = try Config.parse("""
            lang = "eng+deu"
            terminals = ["xterm", "kitty"]
            newline = "keep-lines"
            notifications = false
            format = "normalized"

            [bindings]
            "Super+T" = { action = "capture" }
            "Super+Shift+P" = { action = "capture", type = "phone", to = "clipboard", lang = "eng" }
            'Ctrl+Alt+X' = { action = "capture", to = "exec:notify-send", region = "0, 10,400,60" }
            "Super+Shift+M" = { action = "menu" }
            "Super+Shift+L" = { action = "live", lang = "eng+deu" }
            "Super+Shift+D" = { action = "capture", type = "datetime", format = "printed" }
            "Super+C" = { action = "camera" }
            "Super+Shift+C" = { action = "camera", device = "/dev/video2", type = "phone", to = "clipboard", mirror = true, lang = "eng" }
            """, file: "c.toml")
        XCTAssertEqual(config.format, .normalized)
        XCTAssertEqual(config.terminals, ["xterm", "kitty"])
        XCTAssertEqual(config.newline, .keepLines)
        XCTAssertFalse(config.notifications)
        XCTAssertEqual(config.bindings, [
            Binding(chord: "Super+T", action: .capture, line: 8),
            Binding(chord: "Super+Shift+P", action: .capture, type: .phone, destination: .clipboard, lang: "eng", line: 9),
            Binding(chord: "Ctrl+Alt+X", action: .capture, destination: .exec(["notify-send"]), region: [0, 10, 400, 60], line: 10),
            Binding(chord: "Super+Shift+M", action: .menu, line: 11),
            Binding(chord: "Super+Shift+L", action: .live, lang: "eng+deu", line: 12),
            Binding(chord: "Super+Shift+D", action: .capture, type: .datetime, format: .printed, line: 13),
            Binding(chord: "Super+C", action: .camera, line: 14),
            Binding(chord: "Super+Shift+C", action: .camera, type: .phone, destination: .clipboard, lang: "eng",
                    device: "/dev/video2", mirror: true, line: 15),
        ])
    }

    func testNotificationsDefaultOnAndNoBindings() throws {
        let config = try Config.parse("lang = \"eng\"\n", file: "c.toml")
        XCTAssertTrue(config.notifications)
        XCTAssertEqual(config.bindings, [])
        XCTAssertNil(config.newline)
        XCTAssertNil(config.format, "no format: values as printed")
    }

    func testBindingsAsSubTablesKeepTheirHeaderLine() throws {
        let config = try Config.parse("""
            [bindings."Super+T"]
            action = "capture"
            to = "stdout"
            """, file: "c.toml")
        XCTAssertEqual(config.bindings, [Binding(chord: "Super+T", action: .capture, destination: .stdout, line: 1)])
    }

    func testBadBindingsNameTheLineAndKey() {
        let cases: [(String, String)] = [
            ("[bindings]\n\"Super+T\" = { action = \"capture\", type = \"fone\" }\n",
             "c.toml: line 2: bindings.\"Super+T\".type: unknown content type 'fone' (one of \(ContentType.allNames))"),
            ("lang = \"eng\"\n[bindings]\n\"Super+T\" = { action = \"grab\" }\n",
             "c.toml: line 3: bindings.\"Super+T\".action: 'grab' is not one of capture|menu|live|camera"),
            ("[bindings]\n\"Super+T\" = { to = \"clipboard\" }\n",
             "c.toml: line 2: bindings.\"Super+T\".action: must be set (capture|menu|live|camera)"),
            ("[bindings]\n\"Super+T\" = { action = \"capture\", to = \"printer\" }\n",
             "c.toml: line 2: bindings.\"Super+T\".to: 'printer' is not one of \(Destination.names)"),
            // A command that cannot run is a config error, never a capture typed instead.
            ("[bindings]\n\"Super+T\" = { action = \"capture\", to = \"exec:printf 'open\" }\n",
             "c.toml: line 2: bindings.\"Super+T\".to: 'exec:printf 'open' names no program to run (an empty command, an unterminated quote or a trailing backslash)"),
            ("[bindings]\n\"Super+T\" = { action = \"capture\", to = \"exec:   \" }\n",
             "c.toml: line 2: bindings.\"Super+T\".to: 'exec:   ' names no program to run (an empty command, an unterminated quote or a trailing backslash)"),
            ("[bindings]\n\"Super+T\" = { action = \"capture\", colour = \"red\" }\n",
             "c.toml: line 2: bindings.\"Super+T\".colour: unknown key"),
            ("[bindings]\n\"Super+T\" = \"capture\"\n",
             "c.toml: line 2: bindings.\"Super+T\": must be a table such as { action = \"capture\" }"),
            ("[bindings]\n\"Super+T\" = { action = \"capture\", region = \"1,2,3\" }\n",
             "c.toml: line 2: bindings.\"Super+T\".region: must be \"X,Y,WIDTH,HEIGHT\" in pixels, such as \"0,0,400,60\""),
            // Live reads the whole screen and copies: a type, a destination or a region would be ignored.
            ("[bindings]\n\"Super+L\" = { action = \"live\", to = \"type\" }\n",
             "c.toml: line 2: bindings.\"Super+L\".to: not used by action \"live\" (it takes only lang)"),
            ("[bindings]\n\"Super+L\" = { action = \"live\", lang = \"eng\", type = \"phone\" }\n",
             "c.toml: line 2: bindings.\"Super+L\".type: not used by action \"live\" (it takes only lang)"),
            ("[bindings.\"Super+L\"]\naction = \"live\"\nregion = \"0,0,400,60\"\n",
             "c.toml: line 1: bindings.\"Super+L\".region: not used by action \"live\" (it takes only lang)"),
            ("[bindings]\n\"Super+T\" = { action = \"capture\", format = \"iso\" }\n",
             "c.toml: line 2: bindings.\"Super+T\".format: 'iso' is not one of \(ValueFormat.allNames)"),
            ("[bindings]\n\"Super+L\" = { action = \"live\", format = \"printed\" }\n",
             "c.toml: line 2: bindings.\"Super+L\".format: not used by action \"live\" (it takes only lang)"),
            // The camera reads its own frames and takes what `captext camera` takes.
            ("[bindings]\n\"Super+C\" = { action = \"camera\", region = \"0,0,400,60\" }\n",
             "c.toml: line 2: bindings.\"Super+C\".region: not used by action \"camera\" (it takes only device, lang, mirror, to, type)"),
            ("[bindings]\n\n\"Super+C\" = { action = \"camera\", format = \"printed\" }\n",
             "c.toml: line 3: bindings.\"Super+C\".format: not used by action \"camera\" (it takes only device, lang, mirror, to, type)"),
            ("[bindings]\n\"Super+C\" = { action = \"camera\", mirror = \"yes\" }\n",
             "c.toml: line 2: bindings.\"Super+C\".mirror: must be true or false"),
            ("[bindings]\n\"Super+C\" = { action = \"camera\", device = \"video0\" }\n",
             "c.toml: line 2: bindings.\"Super+C\".device: must be the camera's path, such as \"/dev/video0\""),
            ("[bindings]\n\"Super+C\" = { action = \"camera\", device = 0 }\n",
             "c.toml: line 2: bindings.\"Super+C\".device: must be a string"),
            ("[bindings]\n\"Super+T\" = { action = \"capture\", mirror = true }\n",
             "c.toml: line 2: bindings.\"Super+T\".mirror: not used by action \"capture\" (it takes only format, lang, region, to, type)"),
            ("[bindings.\"Super+C\"]\naction = \"camera\"\nto = \"printer\"\n",
             "c.toml: line 1: bindings.\"Super+C\".to: 'printer' is not one of \(Destination.names)"),
            ("lang = \"eng\"\nformat = \"canonical\"\n", "c.toml: line 2: format: 'canonical' is not one of printed|normalized"),
            ("format = 1\n", "c.toml: line 1: format: must be a string"),
            ("newline = \"crlf\"\n", "c.toml: line 1: newline: 'crlf' is not one of \(NewlineMode.allNames)"),
            ("\nnotifications = \"yes\"\n", "c.toml: line 2: notifications: must be true or false"),
            ("terminals = [\"xterm\", 3]\n", "c.toml: line 1: terminals: must be an array of strings (WM_CLASS names)"),
            ("bindings = 1\n", "c.toml: line 1: bindings: must be a table ([bindings])"),
        ]
        for (source, expected) in cases {
            XCTAssertThrowsError(try Config.parse(source, file: "c.toml"), source) { error in
                XCTAssertEqual("\(error)", expected)
            }
        }
    }

    func testTheExampleConfigParses() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/config.example.toml")
        let config = try Config.load(path: example.path, mustExist: true)
        XCTAssertFalse(config.bindings.isEmpty)
        XCTAssertTrue(config.bindings.allSatisfy { $0.line != nil })
    }
}

import CaptextConfig
import ContentTypes
import XCTest

final class ConfigTests: XCTestCase {
    func testParsesSettingsAndWindowRules() throws {
        let config = try Config.parse("""
            lang = "eng+deu"
            region = "de"

            [[window_rules]]
            class = "Thunderbird"
            title = "*Write:*"
            type = "email"

            [[window_rules]]
            title = "/^Checkout \\\\(step [0-9]\\\\)$/"
            type = "phone"
            """, file: "config.toml")
        XCTAssertEqual(config.lang, "eng+deu")
        XCTAssertEqual(config.region, "DE")
        XCTAssertEqual(config.windowRules.map(\.type), [.email, .phone])
        XCTAssertTrue(try config.windowRules[0].matches(WindowFacts(instanceName: "Mail", className: "Thunderbird", title: "Write: hello")))
        XCTAssertFalse(try config.windowRules[0].matches(WindowFacts(className: "Thunderbird", title: "Inbox")))
        XCTAssertTrue(try config.windowRules[1].matches(WindowFacts(title: "Checkout (step 2)")))
        XCTAssertFalse(try config.windowRules[1].matches(WindowFacts(title: "Checkout (step two)")))
        XCTAssertFalse(try config.windowRules[1].matches(WindowFacts()))
    }

    func testReportsTheLineAndKeyOfABadValue() {
        let source = """
            lang = "eng"

            [[window_rules]]
            class = "Firefox"
            type = "email"

            [[window_rules]]
            class = "xterm"
            type = "fone"
            """
        XCTAssertThrowsError(try Config.parse(source, file: "c.toml")) { error in
            XCTAssertEqual("\(error)", "c.toml: line 9: window_rules[2].type: unknown content type 'fone' (one of \(ContentType.allNames))")
        }
    }

    func testReportsSyntaxErrorsUnknownKeysAndBadRegexes() {
        XCTAssertThrowsError(try Config.parse("lang = \n", file: "c.toml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("c.toml: line 1: "), "\(error)")
        }
        XCTAssertThrowsError(try Config.parse("lang = \"eng\"\nlnag = \"deu\"\n", file: "c.toml")) { error in
            XCTAssertEqual("\(error)", "c.toml: line 2: lnag: unknown key")
        }
        XCTAssertThrowsError(try Config.parse("[[window_rules]]\ntitle = \"/(unclosed/\"\ntype = \"url\"\n", file: "c.toml")) { error in
            XCTAssertEqual("\(error)", "c.toml: line 2: window_rules[1].title: invalid regular expression /(unclosed/")
        }
        XCTAssertThrowsError(try Config.parse("[[window_rules]]\ntype = \"url\"\n", file: "c.toml")) { error in
            XCTAssertEqual("\(error)", "c.toml: line 2: window_rules[1].type: a window rule needs at least one of class, title, role")
        }
        XCTAssertThrowsError(try Config.parse("region = 49\n", file: "c.toml")) { error in
            XCTAssertEqual("\(error)", "c.toml: line 1: region: must be a string")
        }
    }

    func testMissingFileIsEmptyOnlyWhenOptional() throws {
        let path = NSTemporaryDirectory() + "captext-no-such-\(UUID()).toml"
        XCTAssertEqual(try Config.load(path: path, mustExist: false).windowRules.count, 0)
        XCTAssertThrowsError(try Config.load(path: path, mustExist: true)) { error in
            XCTAssertEqual("\(error)", "\(path): cannot read the config: no such file")
        }
    }

    func testDefaultPathFollowsXDG() {
        XCTAssertEqual(Config.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]), "/x/captext/config.toml")
        XCTAssertEqual(Config.defaultPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"]), "/h/.config/captext/config.toml")
    }
}

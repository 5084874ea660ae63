import ContentTypes
import XCTest

final class ContentTypeHintTests: XCTestCase {
    let rules = [WindowRule(windowClass: try! Pattern("Firefox*"), title: nil, role: nil, type: .url)]
    let firefoxWithProperty = WindowFacts(className: "Firefox-esr", title: "Shop", declaredContentType: "tel", declaringWindow: 0x2a)
    let firefox = WindowFacts(className: "Firefox-esr", title: "Shop")
    let labelled = ContentTypeHint(type: .email, source: .fieldText(kind: "label", text: "E-mail", keyword: "e-mail"))

    func testFirstSourceThatAnswersWins() {
        XCTAssertEqual(ContentTypeHint.resolve(flag: .email, binding: ("Super+P", .phone), rules: rules, window: firefoxWithProperty),
                       ContentTypeHint(type: .email, source: .commandLine))
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, binding: ("Super+P", .phone), rules: rules, window: firefoxWithProperty),
                       ContentTypeHint(type: .phone, source: .binding("Super+P")))
        // The window property (the application's own word) now comes before the user's coarse rules.
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: rules, window: firefoxWithProperty, field: labelled),
                       ContentTypeHint(type: .phone, source: .windowProperty(window: 0x2a)))
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: rules, window: firefox, field: labelled), labelled)
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: rules, window: firefox),
                       ContentTypeHint(type: .url, source: .windowRule(index: 0, summary: "class=Firefox*")))
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: rules, window: nil),
                       ContentTypeHint(type: .auto, source: .automatic))
    }

    func testOnlyTheFlagAndBindingsAreExplicit() {
        XCTAssertTrue(ContentTypeHint(type: .phone, source: .commandLine).isExplicit)
        XCTAssertTrue(ContentTypeHint(type: .phone, source: .binding("Super+P")).isExplicit)
        XCTAssertFalse(ContentTypeHint(type: .phone, source: .windowProperty(window: 1)).isExplicit)
        XCTAssertFalse(labelled.isExplicit)
        XCTAssertFalse(ContentTypeHint(type: .url, source: .windowRule(index: 0, summary: "")).isExplicit)
    }

    func testExplanationsNameTheDecidingSignal() {
        XCTAssertEqual(ContentTypeHint(type: .phone, source: .windowProperty(window: 0x2a)).explanation,
                       "the window's _CAPTEXT_CONTENT_TYPE property on 0x2a")
        XCTAssertEqual(labelled.explanation, "the field's label 'E-mail' (keyword 'e-mail')")
        XCTAssertEqual(ContentTypeHint(type: .secret, source: .accessibleRole("password text")).explanation,
                       "the field's accessible role 'password text'")
    }

    func testPropertyValuesAcceptUIKitAndHTMLSpellingsAndIgnoreJunk() {
        XCTAssertEqual(ContentType(propertyValue: " telephoneNumber\n"), .phone)
        XCTAssertEqual(ContentType(propertyValue: "EMAIL"), .email)
        XCTAssertEqual(ContentType(propertyValue: "fullStreetAddress"), .address)
        XCTAssertEqual(ContentType(propertyValue: "password"), .secret)
        XCTAssertEqual(ContentType(propertyValue: "one-time-code"), .digits)
        XCTAssertNil(ContentType(propertyValue: "fone"))
        let junk = WindowFacts(className: "App", declaredContentType: "fone")
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: [], window: junk).source, .automatic)
    }

    /// A title is the page's to choose: a backtracking pattern on a long one gives up in
    /// milliseconds, the rule is named, and the next rule still applies.
    func testARuleThatBacktracksOnALongTitleGivesUpAndIsNamed() throws {
        let rules = [WindowRule(windowClass: nil, title: try Pattern("/(a+)+$/"), role: nil, type: .phone),
                     WindowRule(windowClass: try Pattern("Firefox*"), title: nil, role: nil, type: .url)]
        let window = WindowFacts(className: "Firefox-esr", title: String(repeating: "a", count: 10_000) + "!")
        let start = ContinuousClock.now
        let hint = ContentTypeHint.resolve(flag: nil, rules: rules, window: window)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        XCTAssertEqual(hint.type, .url)
        XCTAssertEqual(hint.skippedRules, ["window rule 1 (title=/(a+)+$/)"])
        XCTAssertTrue(hint.explanation.contains("skipped window rule 1 (title=/(a+)+$/): a pattern ran out of time"), hint.explanation)
        XCTAssertTrue(try rules[0].matches(WindowFacts(title: "aaa")))
    }
}

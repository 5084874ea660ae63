import CaptextConfig
import DataDetection
import XCTest

final class ContentTypeHintTests: XCTestCase {
    let rules = [WindowRule(windowClass: try! Pattern("Firefox*"), title: nil, role: nil, type: .url)]
    let firefoxWithProperty = WindowFacts(className: "Firefox-esr", title: "Shop", declaredContentType: "tel")

    func testFirstSourceThatAnswersWins() {
        XCTAssertEqual(ContentTypeHint.resolve(flag: .email, binding: ("Super+P", .phone), rules: rules, window: firefoxWithProperty),
                       ContentTypeHint(type: .email, source: .commandLine))
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, binding: ("Super+P", .phone), rules: rules, window: firefoxWithProperty),
                       ContentTypeHint(type: .phone, source: .binding("Super+P")))
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: rules, window: firefoxWithProperty),
                       ContentTypeHint(type: .url, source: .windowRule(index: 0, summary: "class=Firefox*")))
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: [], window: firefoxWithProperty),
                       ContentTypeHint(type: .phone, source: .windowProperty))
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: rules, window: nil),
                       ContentTypeHint(type: .auto, source: .automatic))
    }

    func testPropertyValuesAcceptUIKitAndHTMLSpellingsAndIgnoreJunk() {
        XCTAssertEqual(ContentType(propertyValue: " telephoneNumber\n"), .phone)
        XCTAssertEqual(ContentType(propertyValue: "EMAIL"), .email)
        XCTAssertEqual(ContentType(propertyValue: "fullStreetAddress"), .address)
        XCTAssertNil(ContentType(propertyValue: "fone"))
        let junk = WindowFacts(className: "App", declaredContentType: "fone")
        XCTAssertEqual(ContentTypeHint.resolve(flag: nil, rules: [], window: junk).source, .automatic)
    }
}

import CaptextConfig
import ContentTypes
import DataDetection
import FieldAwareness
import XCTest

final class FieldInferenceTests: XCTestCase {
    private func field(role: String = "text", labels: [String] = [], placeholder: String? = nil,
                       inputType: String? = nil, purpose: String? = nil) -> FocusedField {
        var field = FocusedField()
        field.role = Sourced(role, source: "test")
        field.labels = labels.map { Sourced($0, source: "test") }
        field.placeholder = placeholder.map { Sourced($0, source: "test") }
        field.inputType = inputType.map { Sourced($0, source: "test") }
        field.inputPurpose = purpose.map { Sourced($0, source: "test") }
        return field
    }

    func testStrongestSignalFirst() {
        XCTAssertEqual(FieldInference.hint(for: field(role: "password text", labels: ["Phone"], purpose: "email")),
                       ContentTypeHint(type: .email, source: .inputMethod(purpose: "email")))
        XCTAssertEqual(FieldInference.hint(for: field(role: "password text", labels: ["Phone"])),
                       ContentTypeHint(type: .secret, source: .accessibleRole("password text")))
        XCTAssertEqual(FieldInference.hint(for: field(labels: ["Phone"], inputType: "url")),
                       ContentTypeHint(type: .url, source: .inputType("url")))
        XCTAssertEqual(FieldInference.hint(for: field(labels: ["Phone"], placeholder: "you@example.com email")),
                       ContentTypeHint(type: .phone, source: .fieldText(kind: "label", text: "Phone", keyword: "phone")))
        XCTAssertEqual(FieldInference.hint(for: field(placeholder: "E-mail")),
                       ContentTypeHint(type: .email, source: .fieldText(kind: "placeholder", text: "E-mail", keyword: "e-mail")))
    }

    func testSignalsThatSayNothingAreSkipped() {
        // A free-form purpose and a plain text input type tell nothing: the label decides.
        XCTAssertEqual(FieldInference.hint(for: field(labels: ["Date"], inputType: "text", purpose: "free-form"))?.type, .datetime)
        XCTAssertEqual(FieldInference.hint(for: field(role: "spin button"))?.type, .number)
        XCTAssertEqual(FieldInference.hint(for: field(purpose: "pin"))?.type, .digits)
        XCTAssertNil(FieldInference.hint(for: field(labels: ["Notes"])))
    }

    func testHTMLNamesAreReadByTheirOwnLastSegment() {
        var named = field(labels: ["First Name"])
        named.htmlName = Sourced("billingAddress.firstName", source: "test")
        XCTAssertNil(FieldInference.hint(for: named))
        named.htmlID = Sourced("ctl00$SiteMasterBody$txtFirstName", source: "test")
        XCTAssertNil(FieldInference.hint(for: named))
        var phone = field(labels: ["Alternative Number:"])
        phone.htmlName = Sourced("contact.phone2", source: "test")
        XCTAssertEqual(FieldInference.hint(for: phone),
                       ContentTypeHint(type: .phone, source: .fieldText(kind: "html name", text: "contact.phone2", keyword: "phone")))
        // A placeholder is a phrase: its words are all read, whatever separates them.
        XCTAssertEqual(FieldInference.hint(for: field(placeholder: "Website: example.com/name"))?.type, .url)
    }

    func testIBusPurposeNames() {
        XCTAssertEqual(InputPurpose.name(of: 4), "phone")
        XCTAssertEqual(InputPurpose.name(of: 8), "password")
        XCTAssertNil(InputPurpose.name(of: 99))
        XCTAssertNil(InputPurpose.contentType(named: "free-form"))
        XCTAssertEqual(InputPurpose.contentType(named: "password"), .secret)
    }

    func testNoBusMeansUnknownNotError() {
        let inspection = FieldInspector.inspect(processID: nil, environment: ["DISPLAY": ":999"])
        XCTAssertEqual(inspection, .unknown("no accessibility bus (no session bus, no AT_SPI_BUS)"))
        XCTAssertEqual(FieldInspector.inspect(processID: nil, environment: ["NO_AT_BRIDGE": "1"]),
                       .unknown("accessibility is switched off (NO_AT_BRIDGE=1)"))
    }
}

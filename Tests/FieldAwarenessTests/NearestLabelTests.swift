@testable import FieldAwareness
import XCTest

final class NearestLabelTests: XCTestCase {
    private func label(_ text: String, x: Int, y: Int, width: Int = 80, height: Int = 20) -> NearestLabel.Candidate {
        NearestLabel.Candidate(text: text, extents: FieldExtents(x: x, y: y, width: width, height: height))
    }

    let field = FieldExtents(x: 200, y: 100, width: 160, height: 30)

    func testTheLabelOnTheLeftOfTheSameLineWins() {
        let labels = [label("Name", x: 100, y: 60), label("Phone", x: 100, y: 105), label("Far", x: 0, y: 105),
                      label("Right", x: 400, y: 105)]
        XCTAssertEqual(NearestLabel.choose(among: labels, for: field), "Phone")
    }

    func testOtherwiseTheLabelJustAbove() {
        let labels = [label("Title", x: 200, y: 0), label("E-mail", x: 200, y: 75), label("Below", x: 200, y: 140)]
        XCTAssertEqual(NearestLabel.choose(among: labels, for: field), "E-mail")
    }

    func testNothingNearIsNothing() {
        XCTAssertNil(NearestLabel.choose(among: [label("Far above", x: 200, y: 0), label("Below", x: 200, y: 140)], for: field))
    }
}

final class IBusAddressTests: XCTestCase {
    func testTheAddressFileIsNamedAfterMachineHostAndDisplay() throws {
        let file = try XCTUnwrap(IBusAddress.addressFile(environment: ["DISPLAY": ":42.0", "XDG_CONFIG_HOME": "/cfg"]))
        XCTAssertTrue(file.hasPrefix("/cfg/ibus/bus/"), file)
        XCTAssertTrue(file.hasSuffix("-unix-42"), file)
        XCTAssertTrue(try XCTUnwrap(IBusAddress.addressFile(environment: ["DISPLAY": "host:3", "HOME": "/h"])).hasSuffix("-host-3"))
        XCTAssertNil(IBusAddress.addressFile(environment: [:]))
    }

    func testAnExplicitAddressWinsAndAMissingFileIsUnavailable() {
        XCTAssertEqual(try IBusAddress.find(environment: ["IBUS_ADDRESS": "unix:path=/x"]).get(), "unix:path=/x")
        guard case .failure(let reason) = IBusAddress.find(environment: ["DISPLAY": ":42", "XDG_CONFIG_HOME": "/nonexistent"]) else {
            return XCTFail("a missing address file must make IBus unavailable")
        }
        XCTAssertTrue(reason.description.hasPrefix("IBus is not running for this display"), reason.description)
    }

    func testMonitorWithoutIBusSaysWhy() {
        let monitor = IBusPurposeMonitor(environment: ["DISPLAY": ":42", "XDG_CONFIG_HOME": "/nonexistent"])
        for _ in 0..<100 where monitor.status == .connecting { usleep(10_000) }
        guard case .unavailable = monitor.status else { return XCTFail("status \(monitor.status)") }
        XCTAssertNil(monitor.current)
    }
}

@testable import DBusWire
import XCTest

final class DBusMessageTests: XCTestCase {
    /// Every type the wire format has, nested the way AT-SPI's answers are (a(so), a{ss}, a(ua(so)), (iiii), v).
    let body: [DBusValue] = [
        .byte(7), .boolean(true), .int16(-2), .uint16(65535), .int32(-40000), .uint32(4_000_000_000),
        .int64(-5_000_000_000), .uint64(9_000_000_000), .double(2.5), .string("Téléphone 電話"), .objectPath("/org/a11y/atspi/accessible/12"),
        .signature("a{sv}"),
        .array(element: "(so)", [.structure([.string(":1.4"), .objectPath("/a")]), .structure([.string(":1.5"), .objectPath("/b")])]),
        .dictionary(key: "s", value: "s", [(.string("text-input-type"), .string("tel"))]),
        .array(element: "(ua(so))", [.structure([.uint32(2), .array(element: "(so)", [.structure([.string(":1.4"), .objectPath("/l")])])])]),
        .structure([.int32(1), .int32(2), .int32(3), .int32(4)]),
        .variant(.structure([.string("x"), .byte(1)])),
        .array(element: "s", []),
        .array(element: "x", []),
    ]

    func testEveryTypeSurvivesEncodingAndDecoding() throws {
        var message = DBusMessage.call(":1.4", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Collection", "GetMatches", body)
        message.serial = 42
        let bytes = message.encoded()
        XCTAssertEqual(try DBusMessage.length(ofMessageStartingIn: bytes[...]), bytes.count)
        XCTAssertEqual(try DBusMessage(decoding: bytes), message)
    }

    func testAnswersToAnIncompleteHeaderWithNotYet() throws {
        let bytes = DBusMessage.call(nil, "/", nil, "Ping").encoded()
        XCTAssertNil(try DBusMessage.length(ofMessageStartingIn: bytes[..<15]))
        XCTAssertThrowsError(try DBusMessage.length(ofMessageStartingIn: ([UInt8(ascii: "x")] + bytes.dropFirst())[...]))
    }

    /// A broken or hostile peer's bytes are an error, never a crash: every truncation and every
    /// single-byte change of a real message either decodes or throws.
    func testDamagedMessagesAreErrorsNotCrashes() {
        var message = DBusMessage.call(":1.4", "/o", "i.f", "M", body)
        message.serial = 1
        let bytes = message.encoded()
        for length in 0..<bytes.count { _ = try? DBusMessage(decoding: Array(bytes[..<length])) }
        var failures = 0
        for index in bytes.indices {
            for value: UInt8 in [0, 0x7f, 0xff] {
                var damaged = bytes
                damaged[index] = value
                if (try? DBusMessage(decoding: damaged)) == nil { failures += 1 }
            }
        }
        XCTAssertGreaterThan(failures, 0)
    }

    func testSignaturesAreCheckedBeforeReading() {
        XCTAssertThrowsError(try DBusType.parse("a{vs}"))
        XCTAssertThrowsError(try DBusType.parse("(i"))
        XCTAssertThrowsError(try DBusType.parse("()"))
        XCTAssertThrowsError(try DBusType.parse("z"))
        XCTAssertThrowsError(try DBusType.parse(String(repeating: "a", count: 100) + "i"))
        XCTAssertEqual(try DBusType.parse("a(so)u").count, 2)
    }

    func testAddresses() {
        XCTAssertEqual(DBusAddress("unix:path=/run/user/0/bus")?.sockets, [.path("/run/user/0/bus")])
        XCTAssertEqual(DBusAddress("unix:abstract=/tmp/dbus-Ab,guid=1f")?.sockets, [.abstract("/tmp/dbus-Ab")])
        XCTAssertEqual(DBusAddress("tcp:host=x,port=1;unix:path=/tmp/a%20b")?.sockets, [.path("/tmp/a b")])
        XCTAssertNil(DBusAddress("tcp:host=localhost,port=5555"))
        XCTAssertNil(DBusAddress("garbage"))
    }
}

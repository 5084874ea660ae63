import Foundation
import XCTest

/// `captext detect` on standard input, as a user runs it.
final class DetectCommandTests: XCTestCase {
    private let text = Data("Call (415) 555-0132 or track 1Z999AA10123456784\n".utf8)

    func testJSONLinesCarryTheSpanAndWhatTheDetectorKnows() throws {
        let result = try Captext.run(["detect", "--json", "--region", "US"], stdin: text)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            {"type":"phone","value":"+14155550132","printed":"(415) 555-0132","text":"(415) 555-0132","start":5,"end":19,"e164":"+14155550132"}
            {"type":"tracking","value":"1Z999AA10123456784","printed":"1Z999AA10123456784","text":"1Z999AA10123456784","start":29,"end":47,"carrier":"UPS"}

            """)
    }

    func testTypeKeepsOnlyItsValues() throws {
        let result = try Captext.run(["detect", "--type", "tracking"], stdin: text)
        XCTAssertEqual(result.stdout, "1Z999AA10123456784\n")
        let none = try Captext.run(["detect", "--type", "email"], stdin: text)
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stdout, "")
    }

    func testValuesAsPrintedUnlessNormalizedIsAsked() throws {
        let document = Data("Web: Harbour-Inn.com\nFlight LH 2034\nFax 4l5-555-O199\nMail bookings@auberge-des-pins. fr\n".utf8)
        let printed = try Captext.run(["detect", "--region", "US"], stdin: document)
        XCTAssertEqual(printed.stdout, "Harbour-Inn.com\nLH 2034\n415-555-0199\nbookings@auberge-des-pins.fr\n", printed.stderr)
        let normalized = try Captext.run(["detect", "--region", "US", "--format", "normalized"], stdin: document)
        XCTAssertEqual(normalized.stdout, "http://harbour-inn.com\nLH2034\n+14155550199\nbookings@auberge-des-pins.fr\n")
        let json = try Captext.run(["detect", "--json", "--type", "email"], stdin: document)
        XCTAssertEqual(json.stdout, """
            {"type":"email","value":"bookings@auberge-des-pins.fr","printed":"bookings@auberge-des-pins.fr","text":"bookings@auberge-des-pins. fr","start":58,"end":87}

            """)
        let bad = try Captext.run(["detect", "--format", "iso"], stdin: document)
        XCTAssertEqual(bad.status, 2, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("'iso'"), bad.stderr)
    }

    /// With no --region, the text's own country reads its national numbers; --country names it.
    func testTheTextsOwnCountryIsTheDefaultRegion() throws {
        let card = Data("Hôtel des Pins, 12 ter rue des Lilas, 31000 Toulouse\nTél. 05 61 22 48 90\n".utf8)
        let found = try Captext.run(["detect", "--type", "phone"], stdin: card, environment: ["LC_ALL": "en_US.UTF-8"])
        XCTAssertEqual(found.stdout, "05 61 22 48 90\n", found.stderr)
        let named = try Captext.run(["detect", "--type", "phone", "--region", "US"], stdin: card)
        XCTAssertEqual(named.status, 1)
        let countries = try Captext.run(["detect", "--country"], stdin: Data("Fax +44 20 7946 0018\nwww.hotel.fr\n".utf8))
        XCTAssertEqual(countries.stdout, "GB\nFR\n", countries.stderr)
        XCTAssertEqual(try Captext.run(["detect", "--country"], stdin: text).status, 1)
        XCTAssertEqual(try Captext.run(["detect", "--country", "--json"], stdin: text).status, 2)
    }

    func testUnknownRegionIsOneLineAndExitTwo() throws {
        let result = try Captext.run(["detect", "--region", "XX"], stdin: text)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("XX"), result.stderr)
    }
}

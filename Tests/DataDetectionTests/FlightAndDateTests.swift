import DataDetection
import XCTest

final class FlightNumberDetectorTests: XCTestCase {
    func testFlights() {
        XCTAssertEqual(found(.flight, in: "Flight LH 400 to New York").map(\.value), ["LH400"])
        XCTAssertEqual(found(.flight, in: "BA2490 departs 14:05").map(\.value), ["BA2490"])
        XCTAssertEqual(found(.flight, in: "Boarding pass\nU2 8514 Gate 12").map(\.value), ["U28514"])
        XCTAssertEqual(found(.flight, in: "Flight U24811").map(\.value), ["U24811"])
        // A boarding pass's labels above their values: the gate B12 is no flight B1 2.
        XCTAssertEqual(found(.flight, in: "Flug LH 2034\nSitz Flugsteig 23A B12").map(\.value), ["LH2034"])
    }

    func testLookAlikes() {
        for text in ["Print on A4 paper", "the A1 and the M25", "Airbus A320 and B737 aircraft", "LH 12:30",
                     "Tax year UK 2023", "Gate B22, seat 14C", "Model XR 500", "Route 66 diner",
                     "Flug nach Paris, Flugsteig AF 12", "Vol pour Lyon, porte AF 12"] {
            XCTAssertEqual(found(.flight, in: text).count, 0, text)
        }
    }

    func testOCRDigitsInTheNumber() {
        XCTAssertEqual(found(.flight, in: "Flight LH 4O0").map(\.value), ["LH400"])
    }
}

final class DateTimeDetectorTests: XCTestCase {
    func testDates() {
        XCTAssertEqual(found(.datetime, in: "Due 2024-03-15.").map(\.value), ["2024-03-15"])
        XCTAssertEqual(found(.datetime, in: "am 15. März 2024").map(\.value), ["2024-03-15"])
        XCTAssertEqual(found(.datetime, in: "le 3 février 2025").map(\.value), ["2025-02-03"])
        XCTAssertEqual(found(.datetime, in: "on Monday, February 18, 2019").map(\.text), ["on Monday, February 18, 2019"])
        XCTAssertEqual(found(.datetime, in: "paid 4/18/2014").map(\.value), ["2014-04-18"])
    }

    func testTimesRangesDurationsAndRelativeDates() {
        XCTAssertEqual(found(.datetime, in: "Open Mon 5–7 pm").map(\.text), ["Mon 5–7 pm"])
        XCTAssertEqual(found(.datetime, in: "call at 9:30 PST").map(\.text), ["at 9:30 PST"])
        XCTAssertEqual(found(.datetime, in: "see you tomorrow at 9").map(\.text), ["tomorrow at 9"])
        XCTAssertEqual(found(.datetime, in: "takes 2h 30m").map(\.text), ["2h 30m"])
        XCTAssertEqual(found(.datetime, in: "about 1 hr 15 min").map(\.text), ["about 1 hr 15 min"])
        XCTAssertEqual(found(.datetime, in: "wait 45 minutes").map(\.text), ["45 minutes"])
    }

    func testImpossibleDatesAndNonDates() {
        for text in ["32 August 2014", "February 29, 2014", "8/32/2014", "I'm at 10.1", "2019 to 2020",
                     "The mountain may not move", "I'm at 101 points"] {
            XCTAssertEqual(found(.datetime, in: text).count, 0, text)
        }
    }

    /// A dotted zero read `6`: the page's own year elsewhere repairs it, as printed; without it,
    /// or where the look-alike is no zero's, the year stays unread.
    func testAYearMisreadByOneZeroIsRepairedFromThePage() {
        let notice = "Dispatched 1st July 2027\nExpected delivery 5th July 2627"
        XCTAssertEqual(found(.datetime, in: notice).map(\.text), ["1st July 2027", "5th July 2027"])
        XCTAssertEqual(found(.datetime, in: "Issued 3 May 2027, due 3 June 2O27").map(\.value), ["2027-05-03", "2027-06-03"])
        XCTAssertEqual(found(.datetime, in: "Expected delivery 5th July 2627").map(\.text), ["5th July"])
        XCTAssertEqual(found(.datetime, in: "1st July 2027\n5th July 2727").map(\.text), ["1st July 2027", "5th July"])
    }
}

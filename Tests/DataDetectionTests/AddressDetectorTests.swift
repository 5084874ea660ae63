import DataDetection
import XCTest

final class AddressDetectorTests: XCTestCase {
    func testSingleLineAddresses() {
        XCTAssertEqual(found(.address, in: "Ship to 2675 Antler Drive Carson City, NV 89701-1451 by Friday").map(\.text),
                       ["2675 Antler Drive Carson City, NV 89701-1451"])
        XCTAssertEqual(found(.address, in: "332 Menzies Street, Victoria, BC V8V 2G9").count, 1)
        XCTAssertEqual(found(.address, in: "Visit us at 1A Egmont Road, Middlesbrough, TS4 2HT.").map(\.text),
                       ["1A Egmont Road, Middlesbrough, TS4 2HT"])
        XCTAssertEqual(found(.address, in: "Am Nordkanal 11, 47877 Willich").count, 1)
        XCTAssertEqual(found(.address, in: "4 Cité Du Cardinal Lemoine 75005 Paris").count, 1)
    }

    func testMultiLineAddressesAreJoined() {
        let gb = found(.address, in: "Invoice to:\n121 Abbotsford Drive\nNottingham\nNG3 1NB\nThanks")
        XCTAssertEqual(gb.map(\.value), ["121 Abbotsford Drive, Nottingham, NG3 1NB"])
        let de = found(.address, in: "Gontardstraße 7\n10178 Berlin")
        XCTAssertEqual(de.map(\.value), ["Gontardstraße 7, 10178 Berlin"])
    }

    func testPartialAndProductLinesAreNotAddresses() {
        for text in ["4060 AUTOMATIC STRAPPING MACHINE KZB-II STRAPPING MA", "Rue de la Paix", "Main St Seattle",
                     "Interstate 35", "University of Hawaii", "3131 DR. MATTHEW WI", "1210a Highway 10 W IA",
                     "#6 Montague Terrace Brooklyn NY", "PO Box 1, Seattle, WA 98103", "30 w 26 st",
                     "44 sq. ft. 000 Columbia Ave. See Remarks, Newfield, NJ 08344", "271 spring st nw attn: regus",
                     "Aston House, Cornwall Avenue, London, N3 1LF"] {
            XCTAssertEqual(found(.address, in: text).count, 0, text)
        }
    }

    // Forms below come from the public test suites of datamade/usaddress (MIT), openvenues/libpostal (MIT),
    // pelias/parser (MIT) and vladimarius/pyap (MIT); some are shortened or have other numbers.
    func testUSAddressesWithoutZIPWhenTheStateIsNamed() {
        for text in ["10502 shadow ridge ln apt 103 louisville ky", "12 main st, boston ma", "200 EAST ELM, DENVER, COLORADO",
                     "610 EAST MAIN MARION KANSAS", "18312 SE Brooklyn CT Gresham OR", "37 Jefferson Crt, Fairport, NY",
                     "7000 Peachtree Dunwoody Rd NE Bldg 7, Miami, FL, USA", "150 I St SE The Garrett, Washington, DC 20003"] {
            XCTAssertEqual(found(.address, in: text).map(\.text), [text], text)
        }
    }

    func testUSNumberedRoadsAndGridNumbers() {
        for text in ["123 County Road 45, Iola, WI 54445", "4510 COUNTY ROAD GV, APPLETON, WI 54913",
                     "456 US Highway 1 Ste 402, Jupiter, FL 33408", "789 State Route 9, Plattsburgh, NY",
                     "2002 FM 544 Wylie, TX 75098", "1111 MD 760, Lusby, MD, USA", "83 Business 15, Mansfield, PA 16933",
                     "406 North Highway 71 Business Lowell AR 72745", "N165 W2123 Tartan Ct Jackson, WI 53037",
                     "586 W. 207 St. New York, NY 10034"] {
            XCTAssertEqual(found(.address, in: text).map(\.text), [text], text)
        }
    }

    func testUSUnitsBuildingsAndZIPWithoutState() {
        for text in ["123 Main St Apt No. 456 Oakland CA 94789", "52 Ten Eyck St 3 Brooklyn NY",
                     "44 Court St, 6th Floor, Brooklyn 11201", "2455-B W BENCH RD OTHELLO WA 99344",
                     "209 S Westmoreland Ave The Chadwick, APT 53-201 Los Angeles, CA 90004",
                     "4411 Stone Way North Seattle, King County, WA 98103", "840 Garrison Brooks Suite 985, New Sarah, OH 38255",
                     "5276 Old Mill Rd NE, Bainbridge Island, WA 98110"] {
            XCTAssertEqual(found(.address, in: text).map(\.text), [text], text)
        }
        let multiLine = found(.address, in: "Ship to:\n452 Maxwell Ave, Apt 3A\nRochester, NY 14619\nThanks")
        XCTAssertEqual(multiLine.map(\.value), ["452 Maxwell Ave, Apt 3A, Rochester, NY 14619"])
    }

    func testUSProseIsNotAnAddress() {
        for text in ["I ate 3 apples, Main idea is simple, OR not.", "In 2019 Road trips were popular in Dallas, TX 75001.",
                     "Meet at 12 Main St in Boston or Cambridge.", "We have 100 Business 40 people in Kernersville, NC",
                     "There are 5 North Carolina teams, Raleigh, NC", "Call 555 123 4567 or write, Denver, CO",
                     "My 2 cents on Wall St, New York, NY", "In 1999 West Virginia, Charleston, WV passed a law",
                     "Buy 2 Get 1 Free at Target Plaza, Houston, TX 77002", "i have 3 dogs on main st in boston ma",
                     "WE MET 2 FRIENDS AT PARK AVE NEAR DENVER CO"] {
            XCTAssertEqual(found(.address, in: text).count, 0, text)
        }
    }

    func testUKFlatsLocalitiesAndStreetTypes() {
        for text in ["Flat 05, Byrne Shores, Howardshire, GL6 8EA, UK", "Studio 53, Harrison Cove, Smithbury, G88 4US",
                     "12 Newgate Shopping Centre, George St, Bishop Auckland, Co. Durham, DL14 7JQ",
                     "21, Kingswood Road SW2 4JE, London", "318 Upper Street, N1 2XQ London",
                     "No. 22 The Light, The Headrow, Leeds LS1 8TL", "11-59 High Road, East Finchley London, N2 8AW"] {
            XCTAssertEqual(found(.address, in: text, region: "GB").map(\.text), [text], text)
        }
        let district = found(.address, in: "64 Melbourne Road\nLondon\nE10\nUnited Kingdom", region: "GB")
        XCTAssertEqual(district.map(\.value), ["64 Melbourne Road, London, E10, United Kingdom"])
        XCTAssertEqual(found(.address, in: "Send it to 1 Egmont Road, Middlesbrough, TS4 2HT and call me", region: "GB")
            .map(\.text), ["1 Egmont Road, Middlesbrough, TS4 2HT"])
    }

    func testLongProseStaysFast() {
        let sentence = "In 2019 Road trips took 3 friends 12 days across 40 states, North and South, by car and by train. "
        let text = String(repeating: sentence, count: 20_000 / sentence.count + 1)
        let start = Date()
        XCTAssertEqual(found(.address, in: text).count, 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }
}

final class ContentFilterTests: XCTestCase {
    func testAutoTakesTheOneItemThatIsMostOfTheText() {
        let filter = ContentFilter(region: "US")
        XCTAssertEqual(filter.items(in: "  Call +1 415 555 0132\n", type: .auto).map(\.type), [.phone])
        let text = filter.items(in: "Meeting notes: call Bob at +1 415 555 0132 about the budget", type: .auto)
        XCTAssertEqual(text.map(\.type), [.text])
        XCTAssertEqual(filter.items(in: "   ", type: .auto).count, 0)
    }
}

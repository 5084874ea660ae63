import DataDetection
import XCTest

/// Forms of the date/time detector beyond the basics in FlightAndDateTests.swift.
final class DateTimeFormsTests: XCTestCase {
    private func texts(_ text: String) -> [String] { found(.datetime, in: text).map(\.text) }

    func testWrittenDateForms() {
        XCTAssertEqual(found(.datetime, in: "born 3 Aug 96").map(\.value), ["1996-08-03"])
        XCTAssertEqual(texts("the first of march"), ["the first of march"])
        XCTAssertEqual(texts("May twenty-fourth"), ["May twenty-fourth"])
        XCTAssertEqual(texts("logged 06/Nov/2023:06:36:02 +0200"), ["06/Nov/2023:06:36:02 +0200"])
        XCTAssertEqual(texts("due 2012/Aug/10"), ["2012/Aug/10"])
        XCTAssertEqual(texts("2014-04-12 04:04 PM"), ["2014-04-12 04:04 PM"])
        XCTAssertEqual(texts("Sun 15Sep"), ["Sun 15Sep"])
        XCTAssertEqual(texts("Tuesday the 19th"), ["Tuesday the 19th"])
        XCTAssertEqual(texts("Published: 06/2004"), ["06/2004"])
        XCTAssertEqual(texts("Sep-2012"), ["Sep-2012"])
    }

    /// An era after a day's year is dotted or in capitals; de-invoice-3 photographed anew read a
    /// stray `Be` after its date.
    func testEraMarkersAfterAYear() {
        XCTAssertEqual(texts("5 July 2027 AD"), ["5 July 2027 AD"])
        XCTAssertEqual(texts("on 14 March 44 B.C."), ["on 14 March 44 B.C."])
        XCTAssertEqual(texts("on 14 March 44 b.c."), ["on 14 March 44 b.c."])
        XCTAssertEqual(texts("Rechnungsdatum 5. Juli 2027 Be"), ["5. Juli 2027"])
        XCTAssertEqual(texts("5 July 2027 be there"), ["5 July 2027"])
    }

    func testDayRanges() {
        XCTAssertEqual(texts("July 13-15"), ["July 13-15"])
        XCTAssertEqual(texts("from 13th to 15th July"), ["from 13th to 15th July"])
        XCTAssertEqual(texts("August 10 - 22, 2012"), ["August 10 - 22, 2012"])
        // A range past the month's end is no date (chrono's negative_cases).
        XCTAssertEqual(texts("February 20 - 29, 2022"), [])
    }

    func testLeadAndTailWords() {
        XCTAssertEqual(texts("Lets meet on Tuesday morning"), ["on Tuesday morning"])
        XCTAssertEqual(texts("set a timer for 5 minutes"), ["for 5 minutes"])
        XCTAssertEqual(texts("3 min 49 sec ago"), ["3 min 49 sec ago"])
        XCTAssertEqual(texts("at the end of April"), ["at the end of April"])
        XCTAssertEqual(texts("Thursday 9 am (BST)"), ["Thursday 9 am (BST)"])
        XCTAssertEqual(texts("tomorrow at 5pm"), ["tomorrow at 5pm"])
        XCTAssertEqual(texts("a quarter past 3pm"), ["a quarter past 3pm"])
        XCTAssertEqual(texts("first tuesday of october"), ["first tuesday of october"])
    }

    func testRelativeAndNamedDays() {
        XCTAssertEqual(texts("next qtr"), ["next qtr"])
        XCTAssertEqual(texts("in 2014"), ["in 2014"])
        XCTAssertEqual(texts("christmas 2013"), ["christmas 2013"])
        XCTAssertEqual(texts("MLK day 2013"), ["MLK day 2013"])
        XCTAssertEqual(texts("closed for Yom Kippur 2018"), ["for Yom Kippur 2018"])
        XCTAssertEqual(texts("Mahavir Jayanti 2020"), ["Mahavir Jayanti 2020"])
        XCTAssertEqual(texts("orthodox good friday 2020"), ["orthodox good friday 2020"])
        XCTAssertEqual(texts("tomorrow afternoonish"), ["tomorrow afternoonish"])
        XCTAssertEqual(texts("at 330 p.m."), ["at 330 p.m."])
        XCTAssertEqual(texts("from 3 to 4 in the PM"), ["from 3 to 4 in the PM"])
        XCTAssertEqual(texts("closed thurs"), ["thurs"])
        XCTAssertEqual(texts("World Health Day 2024"), ["World Health Day 2024"])
        XCTAssertEqual(texts("by the end of the month"), ["by the end of the month"])
        XCTAssertEqual(texts("due by EOM"), ["by EOM"])
        XCTAssertEqual(texts("this summer"), ["this summer"])
        XCTAssertEqual(texts("2 upcoming weeks"), ["2 upcoming weeks"])
        XCTAssertEqual(texts("ten thirty am"), ["ten thirty am"])
        XCTAssertEqual(texts("in a couple hours"), ["in a couple hours"])
        XCTAssertEqual(texts("3 fridays from now"), ["3 fridays from now"])
        XCTAssertEqual(texts("wednesday after next"), ["wednesday after next"])
        XCTAssertEqual(texts("the 20th of next month"), ["the 20th of next month"])
        XCTAssertEqual(texts("this morning @ 10"), ["this morning @ 10"])
        XCTAssertEqual(texts("open 8am until 6"), ["8am until 6"])
        XCTAssertEqual(texts("back 3w later"), ["3w later"])
        XCTAssertEqual(texts("November 1,2001- March 31,2002"), ["November 1,2001- March 31,2002"])
        XCTAssertEqual(texts("in the afternoon"), ["in the afternoon"])
        XCTAssertEqual(texts("3:15 in the afternoon"), ["3:15 in the afternoon"])
        XCTAssertEqual(texts("home by 11 at night"), ["by 11 at night"])
        XCTAssertEqual(texts("She is leaving in May."), ["in May"])
        XCTAssertEqual(texts("15:00 GMT - 18:00 GMT"), ["15:00 GMT - 18:00 GMT"])
        XCTAssertEqual(texts("3m 49s ago"), ["3m 49s ago"])
    }

    func testLinesStayApart() {
        XCTAssertEqual(texts("Monday\n5 pm"), ["Monday", "5 pm"])
    }

    func testDurations() {
        XCTAssertEqual(texts("an hour and 45 minutes"), ["an hour and 45 minutes"])
        XCTAssertEqual(texts("1 hour thirty"), ["1 hour thirty"])
        XCTAssertEqual(texts("one and three quarters of hours"), ["one and three quarters of hours"])
    }

    func testNonDates() {
        for text in ["morning", "4a", "7p", "height 1 m", "2020", "Version: 1.1.30", "12.53%", "2010 people", "in am", "am ago",
                     "the mountain may not move", "14PM", "the 21st century",
                     "a BOY and a girl", "wait until 6",
                     "go for lunch", "Price: $12.50",
                     "the money he lent me",
                     "We sat in the sun.", "newly wed"] {
            XCTAssertEqual(texts(text), [], text)
        }
    }

    /// A Japanese address's block and house numbers (`一番町4-7-17`) are read as a date by the
    /// date grammar alone; inside a detected address they are the address's. A date beside an
    /// address stays a date.
    func testNumbersInsideAnAddressAreNoDate() {
        let jp = ContentFilter(region: "JP")
        XCTAssertEqual(jp.items(in: "〒980-0811 宮城県仙台市青葉区一番町4-7-17\n到着 令和9年7月5日", type: .datetime).map(\.printed),
                       ["令和9年7月5日"])
        XCTAssertEqual(ContentFilter(region: "US").items(in: "82 Elm Avenue, Austin, TX 78701\nInvoice date 09/14/2027", type: .datetime)
            .map(\.printed), ["09/14/2027"])
        // The address garbled past detecting (jp-hotel-card-3's photo: `仙台市 i 葉区`), OCR's blank
        // before the numbers: after the town's name they are still no date.
        XCTAssertEqual(jp.items(in: "F 980-0811 宮城県仙台市 i 葉区一番町 4-7-17\n到着令和 9 年 7 月 5 日", type: .datetime).map(\.printed),
                       ["令和9年7月5日"])
        XCTAssertEqual(jp.items(in: "会期 4-7-27", type: .datetime).map(\.printed), [])
        XCTAssertEqual(ContentFilter(region: "GB").items(in: "Due 4-7-27", type: .datetime).map(\.printed), ["4-7-27"])
    }
}

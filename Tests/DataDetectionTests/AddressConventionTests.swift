import DataDetection
import XCTest

/// Each country's ways of writing an address that a form-filler meets on real documents.
final class AddressConventionTests: XCTestCase {
    private func assertFound(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(found(.address, in: text, region: "ZZ").map(\.text), [expected], text, file: file, line: line)
    }

    func testFrenchBisTerAndCedex() {
        assertFound("Hôtel des Pins, 12 ter rue des Lilas, 31000 Toulouse", "12 ter rue des Lilas, 31000 Toulouse")
        assertFound("12 TER RUE DES LILAS\n31000 TOULOUSE", "12 TER RUE DES LILAS\n31000 TOULOUSE")
        assertFound("Service client\n8 bis avenue Jean Jaurès\n69007 LYON CEDEX 07\nFrance",
                    "8 bis avenue Jean Jaurès\n69007 LYON CEDEX 07")
        assertFound("4 rue du Port, 13002 Marseille Cedex 2, France", "4 rue du Port, 13002 Marseille Cedex 2")
        // A town of several words is not cut at its second word.
        assertFound("4 rue du Port, 13090 Aix en Provence", "4 rue du Port, 13090 Aix en Provence")
    }

    /// fr-invoice-3, photographed: its `5` read `S`, which nothing but a number stands for
    /// before "bis"; the value is printed with the digit.
    func testAFrenchHouseNumberReadAsALetterBeforeBis() {
        let text = "Cabinet Girard\nS bis avenue Jean Jaurès\n69007 Lyon"
        XCTAssertEqual(ContentFilter(region: "ZZ").items(in: text, type: .address).map(\.printed), ["5 bis avenue Jean Jaurès, 69007 Lyon"])
        XCTAssertEqual(ContentFilter(region: "ZZ").items(in: "Sortie B avenue Foch, 75016 Paris", type: .address).map(\.printed), [])
        XCTAssertEqual(ContentFilter(region: "ZZ").items(in: "12 ter rue des Lilas, 31000 Toulouse", type: .address).map(\.printed),
                       ["12 ter rue des Lilas, 31000 Toulouse"])
    }

    func testBritishFlatsUnitsSuitesAndNamedBuildings() {
        assertFound("Flat 7, 21 Mill Lane, Bristol BS1 4QA", "Flat 7, 21 Mill Lane, Bristol BS1 4QA")
        assertFound("Flat 7\n21 Mill Lane\nBristol\nBS1 4QA", "Flat 7\n21 Mill Lane\nBristol\nBS1 4QA")
        assertFound("Unit 2, 45 Harbour Road, Plymouth PL1 3EX", "Unit 2, 45 Harbour Road, Plymouth PL1 3EX")
        assertFound("Suite 3, Kingsway House, 12 High Street, Leeds LS1 4AB",
                    "Suite 3, Kingsway House, 12 High Street, Leeds LS1 4AB")
        assertFound("Room 4\nRiverside Court\n8 Quay Street\nMANCHESTER\nM3 3JZ",
                    "Room 4\nRiverside Court\n8 Quay Street\nMANCHESTER\nM3 3JZ")
        // A building without a house number after it is no address yet.
        XCTAssertEqual(found(.address, in: "Kingsway House, High Street, Leeds LS1 4AB").count, 0)
    }

    func testGermanAustrianAndSwissHouseNumbersAndPostcodes() {
        assertFound("Bergstraße 17a, 80331 München", "Bergstraße 17a, 80331 München")
        assertFound("Bergstraße 17 a\n80331 MÜNCHEN", "Bergstraße 17 a\n80331 MÜNCHEN")
        assertFound("Hauptstr. 5, D-10115 Berlin", "Hauptstr. 5, D-10115 Berlin")
        assertFound("Mariahilfer Straße 45, 1060 Wien", "Mariahilfer Straße 45, 1060 Wien")
        assertFound("Bahnhofstrasse 12\nCH-8001 Zürich", "Bahnhofstrasse 12\nCH-8001 Zürich")
    }

    func testUSSuitesAndAZIPWithoutItsSpace() {
        assertFound("500 Congress Ave Ste 200, Austin TX78701", "500 Congress Ave Ste 200, Austin TX78701")
        assertFound("500 Congress Ave, Suite 200\nAUSTIN, TX 78701", "500 Congress Ave, Suite 200\nAUSTIN, TX 78701")
    }

    func testJapanesePostcodeAndPrefectureFirst() {
        assertFound("〒150-0002 東京都渋谷区渋谷2-21-1", "〒150-0002 東京都渋谷区渋谷2-21-1")
        assertFound("住所：〒100-0005\n東京都千代田区丸の内1-9-1", "〒100-0005\n東京都千代田区丸の内1-9-1")
        assertFound("大阪府大阪市北区梅田3丁目1番1号", "大阪府大阪市北区梅田3丁目1番1号")
        // A prefecture alone, or a postcode with no address after it, is no address.
        XCTAssertEqual(found(.address, in: "東京都の天気 〒150-0002").count, 0)
    }
}

import ContentTypes
import DataDetection
import XCTest

/// Values as Tesseract reads them off real documents (the lines of bench/form-fill's cards and
/// invoices): CJK characters with blanks between them, lines wrapped in a narrow column, letters
/// read as digits or in the wrong case. What a form gets is the value as printed.
final class DocumentReadingTests: XCTestCase {
    private func printed(_ type: ContentType, in text: String, region: String = "US") -> [String] {
        ContentFilter(region: region).items(in: text, type: type).map { $0.value(.printed) }
    }

    func testJapaneseAddressWithoutTheBlanksOCRPutBetweenItsCharacters() {
        XCTAssertEqual(printed(.address, in: "〒150-0002 東京都渋谷区渋谷 2-21-1"), ["〒150-0002 東京都渋谷区渋谷2-21-1"])
        XCTAssertEqual(printed(.address, in: "〒150-0002 東 京 都 渋 谷 区 渋 谷 2 - 21 - 1"), ["〒150-0002 東京都渋谷区渋谷2-21-1"])
        // A postcode's digit read twice, as itself and as its look-alike letter.
        XCTAssertEqual(printed(.address, in: "〒5S30-0001 大阪府大阪市北区梅田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "T1l50-0002 東京都渋谷区渋谷2-21-1"), ["〒150-0002 東京都渋谷区渋谷2-21-1"])
        XCTAssertEqual(printed(.address, in: "住所 〒 530-0001\n大 阪 府 大 阪 市 北 区 梅 田 3 丁目 1 番 3 号"),
                       ["〒530-0001 大阪府大阪市北区梅田3丁目1番3号"])
    }

    /// Photographed, a prefecture's or a ward's kanji misread (bench/form-fill's Sendai and Tokyo
    /// documents): the one name a character away, of the designated city's prefecture where one
    /// follows (宮域県 is as near 宮崎県 as 宮城県), else the one whose city follows; two names as
    /// near with no city to tell them apart, or none, leave it as read.
    func testJapaneseAddressMisreadPlaceNamesAreRepaired() {
        XCTAssertEqual(printed(.address, in: "〒980-0811 宮域県仙台市青葉区一番町4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "〒980-0811 宮城県仙台市青父区一番町4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "宮域県仙台市青功区一番町4-7-17"), ["宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "〒150-0002 東京都小谷区渋谷2-21-1"), ["〒150-0002 東京都渋谷区渋谷2-21-1"])
        XCTAssertEqual(printed(.address, in: "〒600-8216 京都府京都市下京区東塩小路町721-1"), ["〒600-8216 京都府京都市下京区東塩小路町721-1"])
        XCTAssertEqual(printed(.address, in: "人川県金沢市香林坊1-1-1"), ["石川県金沢市香林坊1-1-1"], "of 石川県 and 香川県, the one with 金沢市")
        XCTAssertEqual(printed(.address, in: "人川県高松市番町4-1-10"), ["香川県高松市番町4-1-10"])
        XCTAssertEqual(printed(.address, in: "宮域県石巻市穀町14-1"), ["宮城県石巻市穀町14-1"], "石巻市 is 宮城県's")
        XCTAssertEqual(printed(.address, in: "大阪府大阪市北区梅田3-1-3"), ["大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "大阪府吹田市泉町1-1"), ["大阪府吹田市泉町1-1"])
    }

    /// The postcode names the prefecture, city and town (Japan Post's table): photographed, a
    /// town's kanji misread (jp-shipping-notice-1's 波谷 for 渋谷), a kanji dropped or read as two, is
    /// repaired to the postcode's; a town too far from it, as a neighbour's postcode would give
    /// for a misread digit, stays as read.
    func testJapaneseAddressNamesAreRepairedFromItsPostcode() {
        XCTAssertEqual(printed(.address, in: "〒150-0002 東京都渋谷区波谷2-21-1"), ["〒150-0002 東京都渋谷区渋谷2-21-1"])
        XCTAssertEqual(printed(.address, in: "〒060-0042 北海道札幌市中央区大道西4丁目1"), ["〒060-0042 北海道札幌市中央区大通西4丁目1"])
        XCTAssertEqual(printed(.address, in: "〒060-0042 北海道札幌市中区大通西4丁目1"), ["〒060-0042 北海道札幌市中央区大通西4丁目1"])
        XCTAssertEqual(printed(.address, in: "〒530-0001 大阪府大阪市北区梅日田3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "〒150-0041 東京都渋谷区渋谷2-21-1"), ["〒150-0041 東京都渋谷区渋谷2-21-1"], "神南 is two away")
        XCTAssertEqual(printed(.address, in: "〒150-0002 大阪府大阪市北区梅田3-1-3"), ["〒150-0002 大阪府大阪市北区梅田3-1-3"], "another city")
        XCTAssertEqual(printed(.address, in: "〒999-9999 東京都渋谷区波谷2-21-1"), ["〒999-9999 東京都渋谷区波谷2-21-1"], "no such postcode")
        // A prefecture no longer a prefecture's name (大坂所, 記者県): the postcode's place still finds it.
        XCTAssertEqual(printed(.address, in: "〒530-0001 大坂所大阪市北区梅田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "〒980-0811 記者県仙台市青葉区一番肝4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "〒530-0001 山田商事株式会社 3-1"), [], "names nowhere near the postcode's")
        // Printed without its prefecture: found and repaired, the prefecture not put in.
        XCTAssertEqual(printed(.address, in: "〒150-0002 渋谷区渋谷2-21-1"), ["〒150-0002 渋谷区渋谷2-21-1"])
        XCTAssertEqual(printed(.address, in: "〒150-0002 渋谷区波谷 2-21-1"), ["〒150-0002 渋谷区渋谷2-21-1"])
        XCTAssertEqual(printed(.address, in: "〒600-8216 京都市下京区東塩小路町721-1"), ["〒600-8216 京都市下京区東塩小路町721-1"])
        XCTAssertEqual(printed(.address, in: "〒150-0002 新宿区西新宿2-8-1"), [], "another ward's names")
        // Photographed anew (reshoot e): a postcode a digit off, which the names read spell out
        // (930 is Toyama's); a mark read as a yen sign.
        XCTAssertEqual(printed(.address, in: "〒930-0811 宮城県仙台市青葉区一番町4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "〒550-0001 大阪府大阪市北区梅田3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "¥ 980-0811 宮坊県仙台市青最区一番町 4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
    }

    /// Photographed, a French postcode's department misread (fr-hotel-card-3): the town's own
    /// where the town is one of the largest and one digit differs; otherwise as read.
    func testAFrenchPostcodesDepartmentIsRepairedFromItsTown() {
        XCTAssertEqual(printed(.address, in: "5 bis avenue Jean Jaurès, 63007 Lyon", region: "FR"), ["5 bis avenue Jean Jaurès, 69007 Lyon"])
        XCTAssertEqual(printed(.address, in: "12 rue de Paris, 76800 Le Havre", region: "FR"), ["12 rue de Paris, 76800 Le Havre"], "its department right")
        XCTAssertEqual(printed(.address, in: "12 rue de Paris, 16600 Le Havre", region: "FR"), ["12 rue de Paris, 76600 Le Havre"])
        XCTAssertEqual(printed(.address, in: "31 rue de la République, 18002 Marseille CEDEX 02", region: "FR"),
                       ["31 rue de la République, 13002 Marseille CEDEX 02"])
        // Two digits off, or a town not on the list: as read.
        XCTAssertEqual(printed(.address, in: "5 avenue Foch, 63007 Toulouse", region: "FR"), ["5 avenue Foch, 63007 Toulouse"])
        XCTAssertEqual(printed(.address, in: "5 avenue Foch, 63100 Thiers", region: "FR"), ["5 avenue Foch, 63100 Thiers"])
    }

    /// Photographed, a large German town's name misread by a letter (de-invoice-2's `Berfin`,
    /// de-hotel-card-2's `Bertin`): the one listed town its postcode's region holds.
    func testAGermanTownMisreadByALetterIsRepairedFromItsPostcodesRegion() {
        XCTAssertEqual(printed(.address, in: "Hauptstr. 5, 10115 Berfin", region: "DE"), ["Hauptstr. 5, 10115 Berlin"])
        XCTAssertEqual(printed(.address, in: "Bergstraße 17a\n80331 Minchen", region: "DE"), ["Bergstraße 17a, 80331 München"])
        // Another region's postcode, a town not on the list, or two letters off: as read.
        XCTAssertEqual(printed(.address, in: "Hauptstr. 5, 80331 Berfin", region: "DE"), ["Hauptstr. 5, 80331 Berfin"])
        XCTAssertEqual(printed(.address, in: "Hauptstr. 5, 12529 Schönefeld", region: "DE"), ["Hauptstr. 5, 12529 Schönefeld"])
        XCTAssertEqual(printed(.address, in: "Hauptstr. 5, 10115 Bertim", region: "DE"), ["Hauptstr. 5, 10115 Bertim"])
    }

    /// The phone column's label on the same line is no building.
    func testJapaneseAddressBeforeAPhoneOnItsLine() {
        XCTAssertEqual(printed(.address, in: "〒530-0001 大阪府大阪市北区梅田 3-1-3 TEL 06-6345-1122"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "東京都千代田区丸の内1-9-1 電話 03-1234-5678"), ["東京都千代田区丸の内1-9-1"])
        // The postal mark read as a 7; a label of the column beside is no building.
        XCTAssertEqual(printed(.address, in: "7530-0001 大阪府大阪市北区梅田 3-1-3 携帯 080-4321-8765"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "〒530-0001 大阪府大阪市北区梅田 3-1-3 注文番号 88-301577"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        // Photographed, the postal mark is read as an F, an F and a T.
        XCTAssertEqual(printed(.address, in: "F 530-0001 大阪府大阪市北区梅田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "FT 530-0001 大阪府大阪市北区梅田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        // Or as a small ya (katakana or hiragana), alone or after the mark.
        XCTAssertEqual(printed(.address, in: "ャ 530-0001 大阪府大阪市北区梅田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "ゃ 530-0001 大阪府大阪市北区梅田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "〒ャ 980-0811 宮坊県仙台市青量区一番町 4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "〒『980.0811 宮城県仙台市青葉区一番町 4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        // And as a T and an F, its hyphen as a dot, a 0 as an O, a 1 as a bracket.
        XCTAssertEqual(printed(.address, in: "TF 980-O811 宮城県仙台市青葉区一番町 4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "〒980.0811 宮城県仙台市青葉区一番町 4-7-17"), ["〒980-0811 宮城県仙台市青葉区一番町4-7-17"])
        XCTAssertEqual(printed(.address, in: "〒530-000】大阪府大阪市北区梅田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        // The mark apart from the digits, the first digit a look-alike letter, a block's hyphen a dot.
        XCTAssertEqual(printed(.address, in: "T 460-0008 愛知県名古屋市中区栄 3-5-1"), ["〒460-0008 愛知県名古屋市中区栄3-5-1"])
        XCTAssertEqual(printed(.address, in: "〒B10-0001 福岡県福岡市中央区天神 1-8-1"), ["〒810-0001 福岡県福岡市中央区天神1-8-1"])
        XCTAssertEqual(printed(.address, in: "F 920-0961 全川県金沢市香林坊 1-1.1"), ["〒920-0961 石川県金沢市香林坊1-1-1"])
        XCTAssertEqual(printed(.address, in: "〒810-0001 福岡県福岡市中央区天神 1.8-1"), ["〒810-0001 福岡県福岡市中央区天神1-8-1"])
        XCTAssertFalse(printed(.address, in: "東京都の気温は 12.5 度").contains { $0.contains("12-5") })
        // A postcode's own first 7 stays, with the mark or read as a 7.
        XCTAssertEqual(printed(.address, in: "〒730-0011 広島県広島市中区基町10-52"), ["〒730-0011 広島県広島市中区基町10-52"])
        XCTAssertEqual(printed(.address, in: "7730-0011 広島県広島市中区基町10-52"), ["〒730-0011 広島県広島市中区基町10-52"])
        // A building is still part of it.
        XCTAssertEqual(printed(.address, in: "東京都千代田区丸の内1-9-1 グラントウキョウ 5F"), ["東京都千代田区丸の内1-9-1グラントウキョウ5F"])
    }

    /// Wrapped in a narrow column (jp-invoice-2), the district goes on at the next line; a
    /// label or a phone number there is no part of it.
    func testJapaneseAddressWrappedInsideItsDistrict() {
        XCTAssertEqual(printed(.address, in: "〒530-0001 大阪府大阪市北区梅\n田 3-1-3"), ["〒530-0001 大阪府大阪市北区梅田3-1-3"])
        XCTAssertEqual(printed(.address, in: "大阪府大阪市北区梅\n電話 06-6345-1122"), [])
        XCTAssertEqual(printed(.address, in: "大阪府大阪市北区\n山田太郎 090-1234-5678"), [])
    }

    func testJapaneseDatesInYearMonthDay() {
        let items = ContentFilter(region: "JP").items(in: "到着 2027 年 6 月 3 日\nチェックイン 15:00", type: .datetime)
        XCTAssertEqual(items.map { $0.value(.printed) }, ["2027年6月3日", "15:00"])
        XCTAssertEqual(items.first?.value(.normalized), "2027-06-03")
        XCTAssertEqual(printed(.datetime, in: "発送日：2027年9月14日"), ["2027年9月14日"])
        // No 13th month, no 30 February.
        XCTAssertEqual(printed(.datetime, in: "2027年13月3日 2027年2月30日"), [])
    }

    /// Invoices and official forms count years by the era: 令和9年 is 2027, 元年 an era's first.
    func testJapaneseEraDates() {
        let items = ContentFilter(region: "JP").items(in: "請求日 令和 9 年 7 月 5 日\n開始 平成元年1月8日\n終了 昭和64年1月7日", type: .datetime)
        XCTAssertEqual(items.map { $0.value(.printed) }, ["令和9年7月5日", "平成元年1月8日", "昭和64年1月7日"])
        XCTAssertEqual(items.map { $0.value(.normalized) }, ["2027-07-05", "1989-01-08", "1989-01-07"])
        XCTAssertEqual(printed(.datetime, in: "令和9年2月30日"), [])
    }

    /// "一番町4-7-17" is a block, a lot and a building, not 4 July 2017; the same numbers after a
    /// space or in a year-first date stay dates.
    func testAJapaneseAddressBlockIsNoDate() {
        XCTAssertEqual(printed(.datetime, in: "〒980-0811 宮城県仙台市青葉区一番町4-7-17"), [])
        XCTAssertEqual(printed(.datetime, in: "due 4-7-17"), ["4-7-17"])
        XCTAssertEqual(printed(.datetime, in: "発送日2027/09/14"), ["2027/09/14"])
    }

    func testATopLevelDomainInMixedCaseIsPrintedInLowerCase() {
        XCTAssertEqual(printed(.email, in: "メール info@sakura-ryokan.jP"), ["info@sakura-ryokan.jp"])
        XCTAssertEqual(printed(.url, in: "sakura-ryokan.jP"), ["sakura-ryokan.jp"])
        // A name printed in capitals keeps them.
        XCTAssertEqual(printed(.url, in: "www.Example.COM"), ["www.Example.COM"])
    }

    /// An address in a narrow column, its unit's number or street name wrapped to the next line.
    func testLinesWrappedInsideAnAddressPartJoinWithASpace() {
        XCTAssertEqual(printed(.address, in: "82 Elm Avenue, Ste\n4B\nAustin, TX 78701"), ["82 Elm Avenue, Ste 4B, Austin, TX 78701"])
        XCTAssertEqual(printed(.address, in: "31 rue de la\nRépublique\n13002 Marseille\nCEDEX 02"),
                       ["31 rue de la République, 13002 Marseille CEDEX 02"])
        // The street's type, the postcode's second half, the town after a postcode alone.
        XCTAssertEqual(printed(.address, in: "Unit 2, 45 Harbour\nRoad\nSouthampton S014\n3HJ"),
                       ["Unit 2, 45 Harbour Road, Southampton SO14 3HJ"])
        XCTAssertEqual(printed(.address, in: "Hauptstr. 5\n10115\nBerlin"), ["Hauptstr. 5, 10115 Berlin"])
        // A line that ends a part still joins with a comma.
        XCTAssertEqual(printed(.address, in: "Flat 7\n21 Mill Lane\nBristol\nBS1 4QA"), ["Flat 7, 21 Mill Lane, Bristol, BS1 4QA"])
        XCTAssertEqual(printed(.address, in: "1450 Market Street\nRoad closed on Sundays"), [])
    }

    /// A postcode's last letter J read as a bracket, which no postcode holds.
    func testABritishPostcodesJReadAsABracket() {
        for misread in ["]", "}", ")"] {
            XCTAssertEqual(printed(.address, in: "Flat 7, 21 Mill Lane\nBristol BS1 4D\(misread)"), ["Flat 7, 21 Mill Lane, Bristol BS1 4DJ"])
        }
    }

    /// The inward code's letters read small (a photo's `4Dj`; `s`, `w`, `x` have the capitals'
    /// shapes): a postcode is printed in capitals. Other small letters are no postcode.
    func testABritishPostcodesLettersReadSmall() {
        XCTAssertEqual(printed(.address, in: "Flat 7, 21 Mill Lane\nBristol BS1 4Dj"), ["Flat 7, 21 Mill Lane, Bristol BS1 4DJ"])
        XCTAssertEqual(printed(.address, in: "12 Abbey Road, London NW8 9ws"), ["12 Abbey Road, London NW8 9WS"])
        XCTAssertEqual(printed(.address, in: "12 Abbey Road, London NW8 9ab"), [])
    }

    /// The area read small too (`so14`), and the postcode's halves wrapped in a narrow column
    /// with the J read as a bracket: the halves join and the postcode is printed in capitals.
    /// An area of other small letters is no postcode.
    func testABritishPostcodesAreaReadSmallAndWrapped() {
        XCTAssertEqual(printed(.address, in: "Unit 2, 45 Harbour\nRoad\nSouthampton so14\n3H)"),
                       ["Unit 2, 45 Harbour Road, Southampton SO14 3HJ"])
        XCTAssertEqual(printed(.address, in: "12 Abbey Road, London nw8 9AB"), [])
    }

    /// A postcode area's letter read as a digit: no district has three digits.
    func testABritishPostcodeAreaReadWithADigit() {
        XCTAssertEqual(printed(.address, in: "Unit 2, 45 Harbour Road\nSouthampton S014 3HJ"),
                       ["Unit 2, 45 Harbour Road, Southampton SO14 3HJ"])
        XCTAssertEqual(printed(.address, in: "Unit 2, 45 Harbour Road, Southampton SO14 3HJ"),
                       ["Unit 2, 45 Harbour Road, Southampton SO14 3HJ"])
        XCTAssertEqual(printed(.address, in: "12 Park Road, Bristol BS1 4QA"), ["12 Park Road, Bristol BS1 4QA"])
    }

    /// A photo's S read as a dollar sign (`$014` for SO14, `$W1A`): printed as the S.
    func testABritishPostcodeAreasSReadAsADollarSign() {
        XCTAssertEqual(printed(.address, in: "Unit 2, 45 Harbour Road\nSouthampton $014 3HJ"),
                       ["Unit 2, 45 Harbour Road, Southampton SO14 3HJ"])
        XCTAssertEqual(printed(.address, in: "10 Downing Street, London $W1A 2AA"), ["10 Downing Street, London SW1A 2AA"])
        XCTAssertEqual(printed(.address, in: "10 Downing Street, London $$1 2AA"), [])
    }

    /// A town's `l` read `!` (`Bristo!`): printed `l`; a `!` standing alone is no town's.
    func testATownsLReadAsAnExclamationMark() {
        XCTAssertEqual(printed(.address, in: "Flat 7, 21 Mill Lane\nBristo! BS1 4DJ"), ["Flat 7, 21 Mill Lane, Bristol BS1 4DJ"])
        XCTAssertEqual(printed(.address, in: "Flat 7, 21 Mill Lane\nBristol ! BS1 4DJ"), [])
    }

    /// A district's only digit read as a stroke or bracket (`HG]`, `HGl`, `HG}`) and the inward
    /// code's middle J read small (`1jT`) or as a bracket (`1)T`), as photos of DejaVu Sans come
    /// out: no district holds a stroke.
    func testABritishDistrictsOneReadAsAStroke() {
        XCTAssertEqual(printed(.address, in: "Oakfield House, 14 Station Road\nHarrogate HG] 1jT"),
                       ["Oakfield House, 14 Station Road, Harrogate HG1 1JT"])
        XCTAssertEqual(printed(.address, in: "14 Station Road, Harrogate HGl 1JT"), ["14 Station Road, Harrogate HG1 1JT"])
        XCTAssertEqual(printed(.address, in: "14 Station Road, Harrogate HG| 1J)"), ["14 Station Road, Harrogate HG1 1JJ"])
        XCTAssertEqual(printed(.address, in: "14 Station Road, Harrogate HG} 1)T"), ["14 Station Road, Harrogate HG1 1JT"])
        XCTAssertEqual(printed(.address, in: "14 Station Road, Harrogate HGJ 1JT"), [])
    }

    /// The inward code's letters read as the digits of their shapes (uk-shipping-notice-1
    /// photographed anew: `BS1 40)`); no inward code holds an O, so a 0 there is a D.
    func testABritishInwardCodesLettersReadAsDigits() {
        XCTAssertEqual(printed(.address, in: "Flat 7, 21 Mill Lane\nBristol BS1 40)"), ["Flat 7, 21 Mill Lane, Bristol BS1 4DJ"])
        XCTAssertEqual(printed(.address, in: "Unit 2, 45 Harbour Road\nSouthampton SO14 38J"), ["Unit 2, 45 Harbour Road, Southampton SO14 3BJ"])
        XCTAssertEqual(printed(.address, in: "5 High Street, Leeds S014 3HJ"), ["5 High Street, Leeds SO14 3HJ"])
        XCTAssertEqual(printed(.address, in: "5 High Street, Leeds LS1 400"), [], "a number of three digits is no inward code")
    }
}

/// Lines wrapped inside a value, and times told from dates.
final class WrappedValueTests: XCTestCase {
    private func printed(_ type: ContentType, in text: String) -> [String] {
        ContentFilter(region: "DE").items(in: text, type: type).map { $0.value(.printed) }
    }

    /// A three-column invoice wraps the date's year and the email's domain after its hyphen.
    func testADateAndAnEmailWrappedInANarrowColumn() {
        XCTAssertEqual(printed(.datetime, in: "Rechnungsdatum 14. September\n2027"), ["14. September 2027"])
        XCTAssertEqual(printed(.email, in: "E-Mail buchhaltung@schneider-\nsoehne.de"), ["buchhaltung@schneider-soehne.de"])
        // A word on the next line that gives no real domain is not taken.
        XCTAssertEqual(printed(.email, in: "buchhaltung@schneider-\nSöhne GmbH"), [])
    }

    func testATimeOfDayAloneIsToldFromADate() {
        for time in ["15:00", "7.30pm", "3:00 PM", "18:45 Uhr", "19 h 30", "15h00"] {
            XCTAssertTrue(DateTimeDetector.isTimeOfDayAlone(time), time)
        }
        for date in ["2027年6月3日", "03.06.2027", "June 3, 2027", "14. September 2027 15:00", "5-7 pm"] {
            XCTAssertFalse(DateTimeDetector.isTimeOfDayAlone(date), date)
        }
    }
}

/// The postcode table as installed, and a damaged one.
final class JapanesePostcodesTests: XCTestCase {
    func testTheInstalledTableNamesEachCodesPlaces() throws {
        let table = try XCTUnwrap(JapanesePostcodes.shared, "Assets/jp-postcodes.tsv not found")
        XCTAssertEqual(table.places("1500002"), [.init(prefecture: "東京都", city: "渋谷区", town: "渋谷")])
        XCTAssertEqual(table.places("0600042"), [.init(prefecture: "北海道", city: "札幌市中央区", town: "大通西")])
        XCTAssertEqual(table.places("9999999"), [])
        XCTAssertEqual(table.places("150-0002"), [], "seven digits only")
        // The first and last codes of the file.
        XCTAssertFalse(table.places("0010000").isEmpty)
        XCTAssertFalse(table.places("9998531").isEmpty)
    }

    func testADamagedTableNamesNothingItCannotRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("jp-postcodes-\(getpid()).tsv")
        defer { try? FileManager.default.removeItem(at: file) }
        try "# test\n=東京都\t渋谷区\n1500001\n1500002\t0\t渋谷\n1500003\t7\t無い\n15".write(to: file, atomically: true, encoding: .utf8)
        let table = try XCTUnwrap(JapanesePostcodes(path: file.path))
        XCTAssertEqual(table.places("1500001"), [])
        XCTAssertEqual(table.places("1500002"), [.init(prefecture: "東京都", city: "渋谷区", town: "渋谷")])
        XCTAssertEqual(table.places("1500003"), [], "no such city")
        XCTAssertEqual(table.places("1500004"), [])
        XCTAssertNil(JapanesePostcodes(path: "/nonexistent/jp-postcodes.tsv"))
    }
}

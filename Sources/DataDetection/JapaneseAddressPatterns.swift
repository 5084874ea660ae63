import Foundation

/// The grammar of Japanese addresses, written largest first: (〒 postcode,) prefecture, city or
/// ward and district, then the block and house numbers (2-21-1, ２丁目２１番１号), maybe a building.
/// Tesseract puts blanks between CJK characters and before the numbers that the page does not
/// have ("東 京 都 渋 谷 区 渋 谷 2-21-1"): one blank is allowed after every character.
enum JapaneseAddressPatterns {
    /// One OCR blank, maybe.
    private static let blank = #"[ \t]?"#
    /// 〒150-0002; Tesseract reads the postal mark as a 7 or a T ("7530-0001"), in photos as an
    /// F ("F 530-0001", "FT 530-0001", "TF 980-0811"), which the prefecture that must follow
    /// confirms. A digit OCR read twice, as itself and as its look-alike letter ("5S30" for 530),
    /// counts once; in photos the mark may stand apart (`T 460-0008`), the hyphen may come out a
    /// dot, the first digit its look-alike letter, and a last four's 0 an O, its 1 a bracket
    /// (`980.0811`, `〒B10-0001`, `980-O811`, `530-000】`); the mark may come out a small ャ or ゃ,
    /// alone or after itself (`ャ 530-0001`, `〒ャ 980-0811`), a yen sign (`¥ 980-0811`), or be
    /// followed by a bracket's stroke (`〒『980.0811`).
    static let postcode = #"(?:〒?[ \t]*[ャゃ][ \t]*|〒[ \t]*[『「]?[ \t]*|(?<![0-9A-Za-z-])(?:[7T][ \t]?|T?F[7T]?[ \t]?|[¥￥][ \t]?))(?:[0-9０-９OBS][0-9０-９]{2}|\#(doubled)[0-9]{2}|[0-9]\#(doubled)[0-9]|[0-9]{2}\#(doubled))[-−－‐.](?:[0-9０-９]|\#(misreadDigit)){4}"#
    private static let misreadDigit = #"[O】\]]"#
    /// What a photo's postcode printed for its hyphen and its 1 (`misreadDigit`; its `O` is
    /// `OCRRepair.digitForLetter`'s).
    private static let misread: [Unicode.Scalar: Unicode.Scalar] = [".": "-", "】": "1", "]": "1"]
    private static let doubled = #"(?:5S|S5|1[lI]|[lI]1|0O|O0|8B|B8|2Z|Z2)"#
    /// The 47 prefectures: Tokyo-to, Hokkaido, Kyoto-fu and Osaka-fu, and the 43 ken.
    static let prefecture = "(?:" + ["東京都", "北海道", "京都府", "大阪府"].map(spaced).joined(separator: "|")
        + #"|(?:\p{Han}\#(blank)){2,3}県)"#
    static let digits = #"[0-9０-９]{1,4}"#
    /// Its first number never starts with 0, as a phone number on the next line does.
    /// In a photo a hyphen may come out a dot (`1-1.1`, `1.8-1`), taken for one in a number of three parts, never in `12.5`.
    static let blockNumber = #"(?![0０])(?:\#(digits)(?:[.]\#(digits)[-−－‐.]|[-−－‐]\#(digits)[.])\#(digits)|\#(digits)(?:\#(blank)(?:丁目|番地|番|号|[-−－‐の])\#(blank)\#(digits)){0,3}(?:\#(blank)(?:号|番地?))?)"#
    /// What follows an address on its line without being part of it: a phone's or email's label.
    private static let label = #"(?:tel|fax|phone|e-?mail|mail|url|www|ＴＥＬ|ＦＡＸ|電話|携帯|メール)(?![a-z])"#
    /// A building after the numbers, ending their line: katakana, kanji, Latin letters, a floor
    /// (5F, 3階). What goes on after it on the line belongs to the column beside ("注文番号 88-301577").
    static let building = #"(?:[ \t　]*(?!\#(label))[\p{Han}\p{Katakana}ーA-Za-zＡ-Ｚａ-ｚ]+[ \t　]*(?:[0-9０-９]+(?:F|Ｆ|階|号室))?(?=[ \t　]*(?:\n|$)))?"#

    /// A line break inside the city or district: the address wrapped in a narrow column
    /// ("大阪府大阪市北区梅" / "田3-1-3"), unless a label begins the next line.
    private static let wrap = #"[ \t]*\n[ \t]*(?!\#(label))"#

    static let address = #"(?:(\#(postcode))[ \t　]*\n?[ \t　]*)?(\#(prefecture)\#(blank)(?:[\p{Han}\p{Hiragana}\p{Katakana}ヶー](?:\#(wrap)|\#(blank))){1,24}?\#(blockNumber)\#(building))"#
    /// After a postcode, the names as OCR may garble them (記者県 for 宮城県, 大阪府 unread): an
    /// address where they are near the postcode's place (`isPlacedByPostcode`). Its groups are `address`'s.
    static let addressAfterPostcode = #"(\#(postcode))[ \t　]*\n?[ \t　]*((?:[\p{Han}\p{Hiragana}\p{Katakana}ヶー々](?:\#(wrap)|\#(blank))){4,24}?\#(blockNumber)\#(building))"#

    static func isPlacedByPostcode(postcode: String, rest: String) -> Bool {
        JapanesePostcodePlaces.fits(closed(rest), postcode: lookupKey(postcodeDigits(postcode)))
    }

    /// Every prefecture's name ends in one of these.
    static let anchors = Anchors(words: ["都", "道", "府", "県"]).and(Anchors(digits: true))
    /// A garbled prefecture may end in none of those, but a city, ward, town or village follows.
    static let placeAnchors = Anchors(words: ["都", "道", "府", "県", "市", "区", "町", "村"]).and(Anchors(digits: true))

    private static func spaced(_ word: String) -> String {
        word.map(String.init).joined(separator: blank)
    }

    /// An address as printed: the postcode, one space, then the rest without the blanks OCR put
    /// beside its CJK characters and the hyphens of its numbers (those between Latin words of a
    /// building's name stay), its place names' misread kanji repaired: from the postcode's place
    /// (`JapanesePostcodePlaces`), else the prefecture and ward alone (`JapanesePlaceNames`).
    static func printed(postcode: String?, rest: String) -> String {
        let rest = closed(rest)
        guard let postcode else { return JapanesePlaceNames.repaired(rest) }
        let placed = JapanesePlaceNames.repaired(rest)
        var digits = postcodeDigits(postcode)
        if let repaired = JapanesePostcodePlaces.repairedPostcode(lookupKey(digits), for: placed) {
            digits = repaired.prefix(3) + "-" + repaired.dropFirst(3)
        }
        let named = JapanesePostcodePlaces.repaired(rest, postcode: lookupKey(digits))
        return "〒" + digits + " " + (named == rest ? placed : named)
    }

    /// Without the blanks OCR put beside CJK characters and inside the numbers, a dot read for a
    /// number's hyphen a hyphen again.
    private static func closed(_ rest: String) -> String {
        CJKSpacing.closed(rest)
            .replacingOccurrences(of: #"(?<=[0-9０-９])[ \t]*([-−－‐])[ \t]*(?=[0-9０-９])"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: #"(?<=[0-9０-９])\.(?=[0-9０-９])"#, with: "-", options: .regularExpression)
    }

    /// 123-4567 (or full-width) as the table's 1234567.
    private static func lookupKey(_ digits: String) -> String {
        digits.compactMap(\.wholeNumberValue).map(String.init).joined()
    }

    /// A postcode as printed, 123-4567: its last eight characters once a doubled digit's letter
    /// is gone (a mark read as 7 goes, a postcode's own 7 stays), misread ones repaired.
    private static func postcodeDigits(_ postcode: String) -> String {
        let scalars = Array(postcode.unicodeScalars.filter { !$0.properties.isWhitespace })
        let kept = scalars.indices.filter { k in
            guard let digit = OCRRepair.digitForLetter[scalars[k]] else { return true }
            return !(k > 0 && scalars[k - 1] == digit || k + 1 < scalars.count && scalars[k + 1] == digit)
        }
        let digits = kept.suffix(8).map { misread[scalars[$0]] ?? OCRRepair.digitForLetter[scalars[$0]] ?? scalars[$0] }
        return String(String.UnicodeScalarView(digits))
    }
}

/// The grammar of Japanese addresses, written largest first: (〒 postcode,) prefecture, city or
/// ward and district, then the block and house numbers (2-21-1, ２丁目２１番１号), maybe a building.
enum JapaneseAddressPatterns {
    static let postcode = #"〒[ \t]*[0-9０-９]{3}[-−－‐][0-9０-９]{4}"#
    /// The 47 prefectures: Tokyo-to, Hokkaido, Kyoto-fu and Osaka-fu, and the 43 ken.
    static let prefecture = #"(?:東京都|北海道|京都府|大阪府|\p{Han}{2,3}県)"#
    static let digits = #"[0-9０-９]{1,4}"#
    static let blockNumber = #"\#(digits)(?:(?:丁目|番地|番|号|[-−－‐の])\#(digits)){0,3}(?:号|番地?)?"#
    /// A building after the numbers, on the same line: katakana, kanji, Latin letters, a floor (5F, 3階).
    static let building = #"(?:[ \t　]*[\p{Han}\p{Katakana}ーA-Za-zＡ-Ｚａ-ｚ]+[ \t　]*(?:[0-9０-９]+(?:F|Ｆ|階|号室))?)?"#

    static let address = #"(?:\#(postcode)[ \t　]*\n?[ \t　]*)?\#(prefecture)[\p{Han}\p{Hiragana}\p{Katakana}ヶー]{1,24}?\#(blockNumber)\#(building)"#
    /// Every prefecture's name ends in one of these.
    static let anchors = Anchors(words: ["都", "道", "府", "県"]).and(Anchors(digits: true))
}

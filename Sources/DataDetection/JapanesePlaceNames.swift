/// The names a Japanese address begins with, for the kanji OCR misreads in them (a photo's
/// `宮域県仙台市青父区` for 宮城県仙台市青葉区): the 47 prefectures, the 20 designated cities
/// with their prefecture and wards, and Tokyo's 23 wards. A name is repaired only to the one
/// name a character away (of a designated city's prefecture, the city's own; of two, the one
/// the postcode table gives the city that follows): closed lists, as the top-level domains are for a host.
enum JapanesePlaceNames {
    static let prefectures = [
        "北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県", "茨城県", "栃木県", "群馬県", "埼玉県", "千葉県",
        "東京都", "神奈川県", "新潟県", "富山県", "石川県", "福井県", "山梨県", "長野県", "岐阜県", "静岡県", "愛知県", "三重県",
        "滋賀県", "京都府", "大阪府", "兵庫県", "奈良県", "和歌山県", "鳥取県", "島根県", "岡山県", "広島県", "山口県", "徳島県",
        "香川県", "愛媛県", "高知県", "福岡県", "佐賀県", "長崎県", "熊本県", "大分県", "宮崎県", "鹿児島県", "沖縄県",
    ]

    /// A city whose addresses name a ward (Tokyo's wards are its municipalities), with its prefecture.
    struct WardedCity {
        let name: String, prefecture: String, wards: [String]
    }

    static let tokyoWards = [
        "千代田区", "中央区", "港区", "新宿区", "文京区", "台東区", "墨田区", "江東区", "品川区", "目黒区", "大田区", "世田谷区",
        "渋谷区", "中野区", "杉並区", "豊島区", "北区", "荒川区", "板橋区", "練馬区", "足立区", "葛飾区", "江戸川区",
    ]

    static let designatedCities = [
        WardedCity(name: "札幌市", prefecture: "北海道", wards: ["中央区", "北区", "東区", "白石区", "豊平区", "南区", "西区", "厚別区", "手稲区", "清田区"]),
        WardedCity(name: "仙台市", prefecture: "宮城県", wards: ["青葉区", "宮城野区", "若林区", "太白区", "泉区"]),
        WardedCity(name: "さいたま市", prefecture: "埼玉県", wards: ["西区", "北区", "大宮区", "見沼区", "中央区", "桜区", "浦和区", "南区", "緑区", "岩槻区"]),
        WardedCity(name: "千葉市", prefecture: "千葉県", wards: ["中央区", "花見川区", "稲毛区", "若葉区", "緑区", "美浜区"]),
        WardedCity(name: "横浜市", prefecture: "神奈川県", wards: [
            "鶴見区", "神奈川区", "西区", "中区", "南区", "保土ケ谷区", "磯子区", "金沢区", "港北区", "戸塚区", "港南区", "旭区", "緑区",
            "瀬谷区", "栄区", "泉区", "青葉区", "都筑区",
        ]),
        WardedCity(name: "川崎市", prefecture: "神奈川県", wards: ["川崎区", "幸区", "中原区", "高津区", "多摩区", "宮前区", "麻生区"]),
        WardedCity(name: "相模原市", prefecture: "神奈川県", wards: ["緑区", "中央区", "南区"]),
        WardedCity(name: "新潟市", prefecture: "新潟県", wards: ["北区", "東区", "中央区", "江南区", "秋葉区", "南区", "西区", "西蒲区"]),
        WardedCity(name: "静岡市", prefecture: "静岡県", wards: ["葵区", "駿河区", "清水区"]),
        WardedCity(name: "浜松市", prefecture: "静岡県", wards: ["中央区", "浜名区", "天竜区"]),
        WardedCity(name: "名古屋市", prefecture: "愛知県", wards: [
            "千種区", "東区", "北区", "西区", "中村区", "中区", "昭和区", "瑞穂区", "熱田区", "中川区", "港区", "南区", "守山区", "緑区",
            "名東区", "天白区",
        ]),
        WardedCity(name: "京都市", prefecture: "京都府", wards: ["北区", "上京区", "左京区", "中京区", "東山区", "下京区", "南区", "右京区", "伏見区", "山科区", "西京区"]),
        WardedCity(name: "大阪市", prefecture: "大阪府", wards: [
            "都島区", "福島区", "此花区", "西区", "港区", "大正区", "天王寺区", "浪速区", "西淀川区", "東淀川区", "東成区", "生野区", "旭区",
            "城東区", "阿倍野区", "住吉区", "東住吉区", "西成区", "淀川区", "鶴見区", "住之江区", "平野区", "北区", "中央区",
        ]),
        WardedCity(name: "堺市", prefecture: "大阪府", wards: ["堺区", "中区", "東区", "西区", "南区", "北区", "美原区"]),
        WardedCity(name: "神戸市", prefecture: "兵庫県", wards: ["東灘区", "灘区", "兵庫区", "長田区", "須磨区", "垂水区", "北区", "中央区", "西区"]),
        WardedCity(name: "岡山市", prefecture: "岡山県", wards: ["北区", "中区", "東区", "南区"]),
        WardedCity(name: "広島市", prefecture: "広島県", wards: ["中区", "東区", "南区", "西区", "安佐南区", "安佐北区", "安芸区", "佐伯区"]),
        WardedCity(name: "北九州市", prefecture: "福岡県", wards: ["門司区", "若松区", "戸畑区", "小倉北区", "小倉南区", "八幡東区", "八幡西区"]),
        WardedCity(name: "福岡市", prefecture: "福岡県", wards: ["東区", "博多区", "中央区", "南区", "西区", "城南区", "早良区"]),
        WardedCity(name: "熊本市", prefecture: "熊本県", wards: ["中央区", "東区", "西区", "南区", "北区"]),
    ]

    /// `address` (its blanks closed, from its prefecture on) with its prefecture and its ward
    /// repaired where OCR misread one of their characters; unchanged where it names no such place
    /// or could name two.
    static func repaired(_ address: String) -> String {
        let characters = Array(address)
        // 京都府's 都 is no end.
        guard let end = prefectures.first(where: address.hasPrefix).map({ $0.count - 1 })
                ?? characters.prefix(4).firstIndex(where: { "都道府県".contains($0) }) else { return address }
        var prefecture = String(characters[...end])
        var rest = String(characters[(end + 1)...])
        let city = designatedCities.first { rest.hasPrefix($0.name) }
        if !prefectures.contains(prefecture) {
            let near = oneAway(from: prefecture, among: city.map { [$0.prefecture] } ?? prefectures)
            // 人川県 is as near 石川県 as 香川県: the one whose city follows (金沢市) is it.
            let named = near.count > 1 ? near.filter { JapanesePostcodes.shared?.hasCity(beginning: rest, in: $0) == true } : near
            if named.count == 1 { prefecture = named[0] }
        }
        let wards = city?.wards ?? (prefecture == "東京都" ? tokyoWards : [])
        let wardStart = rest.index(rest.startIndex, offsetBy: city?.name.count ?? 0)
        if let wardEnd = rest[wardStart...].prefix(6).firstIndex(of: "区") {
            let ward = String(rest[wardStart...wardEnd])
            if !wards.contains(ward), case let near = oneAway(from: ward, among: wards), near.count == 1 {
                rest.replaceSubrange(wardStart...wardEnd, with: near[0])
            }
        }
        return prefecture + rest
    }

    /// The names of `names` as long as `read` and a character away from it.
    private static func oneAway(from read: String, among names: [String]) -> [String] {
        let r = Array(read)
        return names.filter { name in
            let n = Array(name)
            return n.count == r.count && zip(n, r).filter { $0 != $1 }.count == 1
        }
    }
}

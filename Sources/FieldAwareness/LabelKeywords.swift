import ContentTypes
import DataDetection

/// Guesses what a field wants from the words around it: its label, name, placeholder,
/// description or HTML id, in English, German, French, Spanish, Korean, Japanese, Chinese and
/// Vietnamese. Latin keywords match whole words (camelCase and snake_case split first); German
/// stems also match inside compounds (Telefonnummer, Lieferadresse, Geburtsdatum); CJK keywords
/// match anywhere, as those scripts do not separate words.
public enum LabelKeywords {
    public struct Match: Sendable, Equatable {
        public let type: ContentType
        public let keyword: String
    }

    enum Matching { case word, compound, anywhere }

    struct Keyword {
        let text: String
        let type: ContentType
        let matching: Matching
    }

    /// When one text names several types, the more specific wins: "E-mail address" is an
    /// email, "Website address" a URL, "Tracking number" a tracking number, not a phone.
    static let precedence: [ContentType] = [.secret, .email, .url, .tracking, .flight, .digits, .phone, .address, .datetime, .number]

    /// Words that turn a generic keyword into something else ("Postal code" is no PIN).
    static let vetoes: [ContentType: [String]] = [
        .digits: ["postal", "zip", "post code", "postcode", "promo", "coupon", "voucher", "gutschein", "code postal",
                  "código postal", "country", "qr", "bar", "mã bưu", "우편", "郵便", "邮政", "邮编"],
    ].mapValues { $0.map(fold) }

    static let keywords: [Keyword] = {
        func words(_ type: ContentType, _ matching: Matching, _ list: String) -> [Keyword] {
            list.split(separator: ",").map { Keyword(text: fold(String($0.drop(while: \.isWhitespace))), type: type, matching: matching) }
        }
        return words(.phone, .word, "phone, telephone, tel, mobile, cell, cellphone, handy, fax, téléphone, portable, "
                        + "teléfono, telefono, móvil, movil, celular, điện thoại, đt, sđt, di động")
            + words(.phone, .compound, "telefon, rufnummer, mobilnummer, handynummer, festnetz")
            + words(.phone, .anywhere, "전화, 휴대폰, 핸드폰, 연락처, 電話, 携帯, 電話番号, 电话, 手机, 聯絡電話")
            + words(.email, .word, "email, e-mail, mail, courriel, correo, correo electrónico, thư điện tử")
            + words(.email, .compound, "e-mail-adresse, emailadresse, mailadresse")
            + words(.email, .anywhere, "이메일, 메일, メール, 电子邮件, 邮箱, 邮件, 電子郵件")
            + words(.url, .word, "website, web site, url, homepage, home page, link, web, site web, sitio web, "
                        + "página web, pagina web, trang web, site")
            + words(.url, .compound, "webseite, internetseite, webadresse, internetadresse")
            + words(.url, .anywhere, "웹사이트, 홈페이지, ウェブサイト, ホームページ, 网站, 网址, 網站, 網址")
            + words(.address, .word, "address, street, street address, addr, adresse, anschrift, dirección, direccion, "
                        + "domicilio, calle, địa chỉ, rue")
            + words(.address, .compound, "straße, strasse, adresse, anschrift, wohnort")
            + words(.address, .anywhere, "주소, 住所, 地址, 所在地")
            + words(.tracking, .word, "tracking, tracking number, tracking no, tracking id, suivi, numéro de suivi, "
                        + "seguimiento, número de seguimiento, rastreo, vận đơn, mã vận đơn")
            + words(.tracking, .compound, "sendungsnummer, sendungsverfolgung, paketnummer, trackingnummer")
            + words(.tracking, .anywhere, "운송장, 송장번호, 追跡番号, お問い合わせ番号, 快递单号, 运单号, 追踪号, 物流单号")
            + words(.flight, .word, "flight, flight number, flight no, vol, numéro de vol, vuelo, chuyến bay, số hiệu chuyến bay")
            + words(.flight, .compound, "flugnummer, flug")
            + words(.flight, .anywhere, "항공편, 편명, 便名, フライト, 航班")
            + words(.datetime, .word, "date, time, birthday, date of birth, dob, heure, fecha, hora, ngày, giờ, thời gian, "
                        + "datum, uhrzeit, termin")
            + words(.datetime, .compound, "datum, uhrzeit")
            + words(.datetime, .anywhere, "날짜, 일자, 생년월일, 시간, 日付, 年月日, 生年月日, 時刻, 日期, 时间, 出生日期")
            + words(.secret, .word, "password, passphrase, mot de passe, contraseña, contrasena, mật khẩu")
            + words(.secret, .compound, "passwort, kennwort")
            + words(.secret, .anywhere, "비밀번호, 암호, パスワード, 暗証, 密码, 密碼")
            + words(.digits, .word, "pin, otp, code, one-time code, verification code, tan, security code, cvv, cvc, "
                        + "code de vérification, código, codigo, mã, mã xác nhận, mã otp")
            + words(.digits, .compound, "bestätigungscode, sicherheitscode, pincode")
            + words(.digits, .anywhere, "인증번호, 인증 코드, 確認コード, 認証コード, 验证码, 驗證碼")
            + words(.number, .word, "amount, quantity, qty, count, anzahl, menge, betrag, quantité, montant, cantidad, importe, số lượng")
            + words(.number, .anywhere, "수량, 金額, 数量, 金额")
    }()

    /// The type `text` names, with the keyword that decided it; nil when it names none.
    public static func classify(_ text: String) -> Match? {
        let folded = fold(splitCamelCase(text))
        var found: [ContentType: String] = [:]
        for keyword in keywords where found[keyword.type] == nil && contains(folded, keyword) {
            found[keyword.type] = keyword.text
        }
        for (type, words) in vetoes where found[type] != nil {
            if words.contains(where: { folded.contains($0) }) { found[type] = nil }
        }
        guard let type = precedence.first(where: { found[$0] != nil }) else { return nil }
        return Match(type: type, keyword: found[type]!)
    }

    /// Lowercased, diacritics kept (Vietnamese needs them), separators as spaces. This file
    /// uses the standard library's string algorithms, not Foundation's bridged ones, which showed
    /// in the profile of `captext hint` (it classifies on every call).
    static func fold(_ text: String) -> String {
        String(text.lowercased().map { $0 == "_" ? " " : $0 })
    }

    /// "phoneNumber" → "phone Number", so that ids written in camelCase show their words.
    static func splitCamelCase(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if let previous, previous.isLowercase, character.isUppercase { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    private static func contains(_ text: String, _ keyword: Keyword) -> Bool {
        switch keyword.matching {
        case .anywhere, .compound:
            return text.contains(keyword.text)
        case .word:
            var searchStart = text.startIndex
            while let range = text[searchStart...].firstRange(of: keyword.text) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                if !isWordCharacter(before) && !isWordCharacter(after) { return true }
                searchStart = text.index(after: range.lowerBound)
            }
            return false
        }
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber
    }
}

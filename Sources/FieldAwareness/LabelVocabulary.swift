import ContentTypes

/// The words each type is named by, type by type, every supported language in each list. Built
/// from the labels in bench/field-labels/corpus/tuning.tsv; measured on forms it was not built
/// from (bench/field-labels).
extension LabelKeywords {
    static let keywords: [Keyword] = {
        func words(_ type: ContentType, _ matching: Matching, _ list: String) -> [Keyword] {
            list.split(separator: ",").map {
                let word = String($0.drop(while: \.isWhitespace))
                return Keyword(spelling: word.lowercased(), text: fold(word), type: type, matching: matching)
            }
        }
        return words(.phone, .word, "phone, telephone, tel, tél, mobile, cell, cellphone, handy, fax, landline, contact number, contact no, "
                        + "reach me, téléphone, portable, teléfono, telefono, móvil, movil, celular, điện thoại, đt, sđt, di động")
            + words(.phone, .compound, "telefon, rufnummer, mobilnummer, handynummer, festnetz")
            + words(.phone, .anywhere, "전화, 휴대폰, 핸드폰, 연락처, 휴대전화, 電話, 携帯, 電話番号, 电话, 手机, 聯絡電話")
            + words(.email, .word, "email, e-mail, mail, courriel, correo, correo electrónico, thư điện tử")
            + words(.email, .compound, "e-mail-adresse, emailadresse, mailadresse")
            + words(.email, .anywhere, "이메일, 메일, 전자우편, メール, 电子邮件, 邮箱, 邮件, 電子郵件")
            + words(.url, .word, "website, web site, url, homepage, home page, link, web, site web, sitio web, "
                        + "página web, pagina web, trang web, site")
            + words(.url, .compound, "webseite, internetseite, webadresse, internetadresse")
            + words(.url, .anywhere, "웹사이트, 홈페이지, ウェブサイト, ホームページ, 网站, 网址, 網站, 網址")
            + words(.address, .word, "address, street, street address, addr, adresse, anschrift, dirección, direccion, "
                        + "domicilio, calle, địa chỉ, rue, deliver to, ship to")
            + words(.address, .compound, "straße, strasse, adresse, anschrift, wohnort")
            + words(.address, .anywhere, "주소, 배송지, 住所, 届け先, 送付先, 配送先, 地址, 所在地")
            + words(.tracking, .word, "tracking, tracking number, tracking no, tracking id, suivi, numéro de suivi, "
                        + "consignment, consignment no, waybill, air waybill, awb, parcel number, parcel no, shipment id, shipment number, "
                        + "seguimiento, número de seguimiento, número de guía, rastreo, colis, lettre de transport, vận đơn, mã vận đơn")
            + words(.tracking, .compound, "sendungsnummer, sendungsverfolgung, paketnummer, trackingnummer")
            + words(.tracking, .anywhere, "운송장, 송장번호, 追跡番号, お問い合わせ番号, 伝票番号, 快递单号, 运单号, 追踪号, 物流单号")
            + words(.flight, .word, "flight, flight number, flight no, vol, numéro de vol, vuelo, chuyến bay, số hiệu chuyến bay")
            + words(.flight, .compound, "flugnummer, flug")
            + words(.flight, .anywhere, "항공편, 편명, 便名, フライト, 航班")
            + words(.datetime, .word, "date, time, birthday, date of birth, dob, heure, fecha, hora, ngày, giờ, thời gian, "
                        + "datum, uhrzeit, termin, check-in, check in, check-out, check out, anreise, abreise, arrivée, llegada, "
                        + "nhận phòng, trả phòng")
            + words(.datetime, .compound, "datum, uhrzeit")
            + words(.datetime, .anywhere, "날짜, 일자, 생년월일, 시간, 체크인, 체크아웃, チェックイン, チェックアウト, 入住, 退房, 日付, 年月日, 生年月日, 時刻, 日期, 时间, 出生日期")
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

    /// The last words of an HTML name that say the field wants free text, a name or a company,
    /// whatever section words come before them (`addrFirstName`: a name, not an address).
    static let freeTextHeads: Set<String> = Set(
        ("name, firstname, lastname, fullname, surname, company, organisation, organization, "
            + "vorname, nachname, firma, nom, prenom, prénom, societe, société, nombre, apellido, apellidos, empresa")
            .split(separator: ",").map { fold(String($0.drop(while: \.isWhitespace))) })
}

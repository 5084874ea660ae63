import ContentTypes
import DataDetection
@testable import FieldAwareness
import XCTest

final class LabelKeywordTests: XCTestCase {
    private func type(_ text: String) -> ContentType? { LabelKeywords.classify(text)?.type }

    func testEnglishLabels() {
        XCTAssertEqual(type("Phone number"), .phone)
        XCTAssertEqual(type("Mobile"), .phone)
        XCTAssertEqual(type("Tel."), .phone)
        XCTAssertEqual(type("E-mail"), .email)
        XCTAssertEqual(type("Your email address"), .email)
        XCTAssertEqual(type("Website"), .url)
        XCTAssertEqual(type("Website address"), .url)
        XCTAssertEqual(type("Street address"), .address)
        XCTAssertEqual(type("Tracking number"), .tracking)
        XCTAssertEqual(type("Flight"), .flight)
        XCTAssertEqual(type("Date of birth"), .datetime)
        XCTAssertEqual(type("PIN"), .digits)
        XCTAssertEqual(type("Verification code"), .digits)
        XCTAssertEqual(type("OTP"), .digits)
        XCTAssertEqual(type("Password"), .secret)
        XCTAssertEqual(type("Quantity"), .number)
    }

    func testOtherLanguages() {
        XCTAssertEqual(type("Telefonnummer"), .phone)
        XCTAssertEqual(type("Handynummer"), .phone)
        XCTAssertEqual(type("E-Mail-Adresse"), .email)
        XCTAssertEqual(type("Straße und Hausnummer"), .address)
        XCTAssertEqual(type("Lieferadresse"), .address)
        XCTAssertEqual(type("Sendungsnummer"), .tracking)
        XCTAssertEqual(type("Flugnummer"), .flight)
        XCTAssertEqual(type("Geburtsdatum"), .datetime)
        XCTAssertEqual(type("Passwort"), .secret)
        XCTAssertEqual(type("Téléphone"), .phone)
        XCTAssertEqual(type("Courriel"), .email)
        XCTAssertEqual(type("Numéro de suivi"), .tracking)
        XCTAssertEqual(type("Numéro de vol"), .flight)
        XCTAssertEqual(type("Mot de passe"), .secret)
        XCTAssertEqual(type("Teléfono móvil"), .phone)
        XCTAssertEqual(type("Correo electrónico"), .email)
        XCTAssertEqual(type("Dirección"), .address)
        XCTAssertEqual(type("Fecha"), .datetime)
        XCTAssertEqual(type("전화번호"), .phone)
        XCTAssertEqual(type("이메일"), .email)
        XCTAssertEqual(type("주소"), .address)
        XCTAssertEqual(type("운송장 번호"), .tracking)
        XCTAssertEqual(type("비밀번호"), .secret)
        XCTAssertEqual(type("電話番号"), .phone)
        XCTAssertEqual(type("メールアドレス"), .email)
        XCTAssertEqual(type("住所"), .address)
        XCTAssertEqual(type("便名"), .flight)
        XCTAssertEqual(type("日付"), .datetime)
        XCTAssertEqual(type("手机号码"), .phone)
        XCTAssertEqual(type("电子邮件"), .email)
        XCTAssertEqual(type("收货地址"), .address)
        XCTAssertEqual(type("快递单号"), .tracking)
        XCTAssertEqual(type("验证码"), .digits)
        XCTAssertEqual(type("Số điện thoại"), .phone)
        XCTAssertEqual(type("Địa chỉ"), .address)
        XCTAssertEqual(type("Địa chỉ email"), .email)
        XCTAssertEqual(type("Mật khẩu"), .secret)
    }

    /// The labels the form-filling issue names, which the keyword lists at 78ad151 missed.
    func testEverydayLabelsFromRealForms() {
        XCTAssertEqual(type("Cell"), .phone)
        XCTAssertEqual(type("Reach me at"), .phone)
        XCTAssertEqual(type("Consignment no."), .tracking)
        XCTAssertEqual(type("Waybill"), .tracking)
        XCTAssertEqual(type("Check-in"), .datetime)
        XCTAssertEqual(type("Festnetz"), .phone)
        XCTAssertEqual(type("연락처"), .phone)
        XCTAssertEqual(type("お届け先"), .address)
    }

    /// One label a language from the new vocabulary, each with a free-text label beside it that
    /// must stay untyped.
    func testNewVocabularyInEveryLanguage() {
        let labels: [(String, ContentType?)] = [
            ("Air waybill", .tracking), ("Landline", .phone), ("Ship to", .address), ("Company", nil),
            ("Anreise", .datetime), ("Firma", nil),
            ("N° de colis", .tracking), ("Tél.", .phone), ("Société", nil),
            ("Número de guía", .tracking), ("Empresa", nil),
            ("배송지", .address), ("전자우편", .email), ("체크인", .datetime), ("회사명", nil),
            ("お問い合わせ伝票番号", .tracking), ("チェックイン", .datetime), ("会社名", nil),
            ("入住日期", .datetime), ("公司名称", nil),
            ("Ngày nhận phòng", .datetime), ("Tên công ty", nil),
        ]
        for (label, expected) in labels {
            XCTAssertEqual(type(label), expected, label)
        }
    }

    /// A Korean or Chinese compound matches whether it is spaced or not.
    func testSpacedCJKCompounds() {
        XCTAssertEqual(type("송장 번호"), .tracking)
        XCTAssertEqual(type("인증 번호"), .digits)
        XCTAssertEqual(type("생년 월일"), .datetime)
        XCTAssertEqual(type("인증코드"), .digits)      // the vocabulary spells it "인증 코드"
        XCTAssertNil(type("Pi n"))                     // Latin words stay apart, not "pin"
    }

    /// A Chinese word matches in traditional and simplified characters, so an email compound
    /// that contains the word for address stays an email.
    func testTraditionalChinese() {
        XCTAssertEqual(type("郵件地址"), .email)
        XCTAssertEqual(type("手機號碼"), .phone)
        XCTAssertEqual(type("驗證碼"), .digits)
        XCTAssertEqual(type("地址"), .address)
    }

    /// A bracketed qualifier that names another type yields to the words outside it.
    func testBracketedQualifiers() {
        XCTAssertEqual(type("Mobile (incl. area code)"), .phone)
        XCTAssertEqual(type("Téléphone (code pays inclus)"), .phone)
        XCTAssertEqual(type("Handy (für den Bestätigungscode)"), .phone)
        XCTAssertEqual(type("Street address (incl. door code)"), .address)
        XCTAssertEqual(type("電話（携帯可）"), .phone)
        XCTAssertEqual(type("Code"), .digits)
        XCTAssertEqual(type("(E-mail)"), .email)       // nothing outside: the brackets count
        XCTAssertEqual(type("Name (phone if no email)"), .email)
        XCTAssertEqual(type("Phone (unclosed"), .phone)
    }

    func testHTMLIdentifiers() {
        XCTAssertEqual(type("phoneNumber"), .phone)
        XCTAssertEqual(type("user_email"), .email)
        XCTAssertEqual(type("shipping-address"), .address)
        XCTAssertEqual(type("otp_code"), .digits)
    }

    func testStructuredHTMLNamesAreReadByTheirLastSegment() {
        func name(_ text: String) -> ContentType? { LabelKeywords.classify(fieldName: text)?.type }
        // Section and container prefixes say where a field is, not what it wants.
        XCTAssertNil(name("checkout.deliveryAddress.givenName"))
        XCTAssertNil(name("order[shipping_address][surname]"))
        XCTAssertNil(name("account:mailingAddress:company"))
        XCTAssertNil(name("/form/siteSettings/fullName"))      // "site" is no URL here
        XCTAssertNil(name("ctl01$AddressPanel$txtName"))
        XCTAssertNil(name("profile<>website<>nickname"))
        XCTAssertNil(name("items[3].address.fullName[0]"))     // an index is no segment
        // A compound whose last word names free text: the words before it are its section.
        XCTAssertNil(name("shippingAddrFirstName"))
        XCTAssertNil(name("billing_address_last_name"))
        XCTAssertNil(name("contact-address-organization"))
        XCTAssertNil(name("lieferadresse.vorname"))
        // Otherwise the last segment is read whole, its modifiers included.
        XCTAssertEqual(name("customer.contact.phoneNumber"), .phone)
        XCTAssertEqual(name("profile[contact][emailAddress]"), .email)
        XCTAssertEqual(name("shipment/recipient/street1"), .address)
        XCTAssertNil(name("form.zipCode"))                     // the postcode veto still sees "zip"
        XCTAssertEqual(name("shippingAddress"), .address)
        XCTAssertEqual(name("phone"), .phone)
        // A label is a phrase, not a structured name: all of its words count.
        XCTAssertEqual(type("Website: your.name"), .url)
    }

    func testATrailingDigitEndsAWord() {
        XCTAssertEqual(type("Addr1"), .address)
        XCTAssertEqual(type("Street2 (optional)"), .address)
        XCTAssertEqual(type("Mobile2"), .phone)
        XCTAssertEqual(type("homePhone2"), .phone)
        XCTAssertEqual(type("work2Phone"), .phone)             // the digit ends "work", "Phone" starts
        XCTAssertEqual(type("user_email_2"), .email)
        XCTAssertEqual(LabelKeywords.classify(fieldName: "contact.tel1")?.type, .phone)
        XCTAssertNil(type("Telescope2"))                       // still whole words only
        XCTAssertNil(type("2pin"))                             // a digit before a word does not start one
    }

    func testWordsThatAreNotKeywords() {
        XCTAssertNil(type("Name"))
        XCTAssertNil(type("Comment"))
        XCTAssertNil(type("Update"))          // not "date"
        XCTAssertNil(type("Volume"))          // not "vol"
        XCTAssertNil(type("Spinning"))        // not "pin"
        XCTAssertNil(type("Telescope"))       // not "tel"
        XCTAssertNil(type("Postal code"))     // a postcode is no PIN
        XCTAssertNil(type("Promo code"))
        XCTAssertNil(type("Checkout"))        // a page, not "check-out"
        XCTAssertNil(type("Contact name"))    // not "contact number"
        XCTAssertNil(type(""))
    }

    func testTheKeywordIsReported() {
        XCTAssertEqual(LabelKeywords.classify("Phone number"), LabelKeywords.Match(type: .phone, keyword: "phone"))
        XCTAssertEqual(LabelKeywords.classify("Geburtsdatum"), LabelKeywords.Match(type: .datetime, keyword: "datum"))
        XCTAssertEqual(LabelKeywords.classify("電話番号"), LabelKeywords.Match(type: .phone, keyword: "電話"))  // as spelled, not folded
    }
}

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

    func testHTMLIdentifiers() {
        XCTAssertEqual(type("phoneNumber"), .phone)
        XCTAssertEqual(type("user_email"), .email)
        XCTAssertEqual(type("shipping-address"), .address)
        XCTAssertEqual(type("otp_code"), .digits)
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
        XCTAssertNil(type(""))
    }

    func testTheKeywordIsReported() {
        XCTAssertEqual(LabelKeywords.classify("Phone number"), LabelKeywords.Match(type: .phone, keyword: "phone"))
        XCTAssertEqual(LabelKeywords.classify("Geburtsdatum"), LabelKeywords.Match(type: .datetime, keyword: "datum"))
    }
}

import DataDetection
import Recognition

/// What the words before a phone number on its line call it: a phone (Tel, Phone, Mobil, 電話),
/// a fax, or nothing. A photo's OCR misreads the fax's label by a letter (`Pax`, `FAN`): left
/// unknown, the fax beside the phone was as good a phone as the phone itself, and nearer the centre.
enum PhoneLabel {
    case phone, none, fax

    /// The order a field takes them in.
    var rank: Int {
        switch self {
        case .phone: 0
        case .none: 1
        case .fax: 2
        }
    }

    static let phoneWords: Set<String> = [
        "tel", "tél", "telephone", "téléphone", "phone", "ph", "call", "mobile", "mob", "cell", "telefon",
        "festnetz", "mobil", "handy", "portable", "fixe", "電話", "携帯", "電話番号", "전화", "연락처", "휴대폰",
    ]

    /// The label of `item` on `span`'s line: the words after the line's last digit before the item
    /// (a line may hold `Tel 0117 496 0123  Fax 0117 496 0129`).
    init(before item: DataItem, on span: (line: RecognizedLine, range: Range<Int>)) {
        let before = span.line.text.unicodeScalars.prefix(max(0, item.start - span.range.lowerBound))
        let label = String(String.UnicodeScalarView(before.reversed().prefix { !("0"..."9").contains($0) }.reversed())).lowercased()
        let words = label.split { !$0.isLetter }.map(String.init)
        if label.contains("fax") || words.contains(where: PhoneLabel.isFaxMisread) {
            self = .fax
        } else if words.contains(where: { PhoneLabel.phoneWords.contains($0) }) {
            self = .phone
        } else {
            self = .none
        }
    }

    /// Three letters, two of them where `fax` has them: `pax`, `fan`, `fex`.
    private static func isFaxMisread(_ word: String) -> Bool {
        word.count == 3 && zip(word, "fax").filter { $0 != $1 }.count == 1
    }
}

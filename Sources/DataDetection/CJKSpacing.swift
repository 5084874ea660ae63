/// Tesseract separates CJK characters with blanks the page does not have ("2027 年 6 月 3 日",
/// "東 京 都"), and Japanese does not separate words with spaces: a blank beside a CJK character
/// is an OCR artefact, and a value as printed goes without it.
enum CJKSpacing {
    /// Han, Hiragana, Katakana (with its prolonged sound mark), CJK symbols and full-width forms.
    static func isCJK(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: true
        default: false
        }
    }

    /// `text` without the blanks (spaces, tabs, line breaks) that touch a CJK character.
    static func closed(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar.properties.isWhitespace, scalar != "\u{3000}" {
                let before = scalars[..<index].last { !$0.properties.isWhitespace }
                let after = scalars[(index + 1)...].first { !$0.properties.isWhitespace }
                if before.map(isCJK) == true || after.map(isCJK) == true { continue }
            }
            result.append(scalar)
        }
        return String(result)
    }
}

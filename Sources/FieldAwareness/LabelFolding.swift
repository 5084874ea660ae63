/// How a label and the vocabulary are normalised before `LabelKeywords` matches one against the
/// other. This file uses the standard library's string algorithms, not Foundation's bridged ones,
/// which showed in the profile of `captext hint` (it classifies on every call).
extension LabelKeywords {
    /// Lowercased, diacritics kept (Vietnamese needs them), separators as spaces; a space between
    /// two CJK characters dropped, since Korean and Chinese labels space a compound or not at
    /// will ("전자 우편", "전자우편"); traditional Chinese characters as their simplified forms, so
    /// that one spelling of a word matches both scripts (電話, 电话).
    static func fold(_ text: String) -> String {
        let characters = Array(text.lowercased())
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == " " || character == "_",
               index > 0, index + 1 < characters.count, isCJK(characters[index - 1]), isCJK(characters[index + 1]) {
                continue
            }
            result.append(character == "_" ? " " : simplified[character] ?? character)
        }
        return result
    }

    /// The words outside brackets, or `text` itself when it has no closed bracket pair.
    static func withoutBracketedQualifiers(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if "([（【".contains(character) {
                depth += 1
            } else if ")]）】".contains(character), depth > 0 {
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
        }
        return depth == 0 ? result : text
    }

    /// Hangul, kana and Han ideographs: scripts that write a word without spaces.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x11FF).contains(scalar) || (0x3040...0x30FF).contains(scalar)
            || (0x3130...0x318F).contains(scalar) || (0x3400...0x4DBF).contains(scalar)
            || (0x4E00...0x9FFF).contains(scalar) || (0xAC00...0xD7AF).contains(scalar)
            || (0xF900...0xFAFF).contains(scalar)
    }

    /// The traditional characters of the vocabulary's Chinese words, as their simplified forms.
    static let simplified: [Character: Character] = [
        "電": "电", "話": "话", "郵": "邮", "網": "网", "碼": "码", "驗": "验", "證": "证", "聯": "联",
        "絡": "络", "機": "机", "號": "号", "單": "单", "運": "运", "遞": "递", "蹤": "踪", "時": "时",
        "間": "间", "數": "数", "額": "额", "編": "编",
    ]
}

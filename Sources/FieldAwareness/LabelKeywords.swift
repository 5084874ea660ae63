import ContentTypes
import DataDetection

/// Guesses what a field wants from the words around it: its label, name, placeholder,
/// description or HTML id, in English, German, French, Spanish, Korean, Japanese, Chinese and
/// Vietnamese. Latin keywords match whole words (camelCase and snake_case split first; a digit
/// after a word ends it: "Address1", "phone2"); German stems also match inside compounds
/// (Telefonnummer, Lieferadresse, Geburtsdatum); CJK keywords match anywhere, as those scripts do
/// not separate words. The words are in LabelVocabulary.swift; how text is normalised before
/// matching is in LabelFolding.swift; how HTML names are read is in StructuredNames.swift.
public enum LabelKeywords {
    public struct Match: Sendable, Equatable {
        public let type: ContentType
        public let keyword: String
    }

    enum Matching { case word, compound, anywhere }

    struct Keyword {
        /// As written in the vocabulary, lowercased: what a match reports.
        let spelling: String
        /// Folded (`fold`): what is matched.
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

    /// The type `text` names, with the keyword that decided it; nil when it names none. A
    /// qualifier in brackets yields to the words outside them: "Phone (with area code)" is a
    /// phone; the bracketed words count only when the rest names nothing.
    public static func classify(_ text: String) -> Match? {
        let outside = withoutBracketedQualifiers(text)
        if outside != text, let match = classifyWhole(outside) { return match }
        return classifyWhole(text)
    }

    private static func classifyWhole(_ text: String) -> Match? {
        let folded = fold(splitCamelCase(text))
        var found: [ContentType: String] = [:]
        for keyword in keywords where found[keyword.type] == nil && contains(folded, keyword) {
            found[keyword.type] = keyword.spelling
        }
        for (type, words) in vetoes where found[type] != nil {
            if words.contains(where: { folded.contains($0) }) { found[type] = nil }
        }
        guard let type = precedence.first(where: { found[$0] != nil }) else { return nil }
        return Match(type: type, keyword: found[type]!)
    }

    /// "phoneNumber" → "phone Number", "alt1Phone" → "alt1 Phone", so that ids written in
    /// camelCase show their words.
    static func splitCamelCase(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if let previous, previous.isLowercase || previous.isNumber, character.isUppercase { result.append(" ") }
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
                // A digit after a word ends it: "Address1", "phone2" are numbered fields.
                let endsWord = !isWordCharacter(after) || (after?.isNumber == true && keyword.text.last?.isLetter == true)
                if !isWordCharacter(before) && endsWord { return true }
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

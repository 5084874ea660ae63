import ContentTypes
import DataDetection

/// What the focused field's own signals say it wants, strongest first: the input purpose sent
/// to the input method, the accessible role and the browser's input type, then keywords in its
/// texts. Returns nil when the field says nothing usable (the caller falls back to window rules).
public enum FieldInference {
    public static func hint(for field: FocusedField) -> ContentTypeHint? {
        if let purpose = field.inputPurpose, let type = InputPurpose.contentType(named: purpose.value) {
            return ContentTypeHint(type: type, source: .inputMethod(purpose: purpose.value))
        }
        if let role = field.role?.value {
            switch role {
            case "password text": return ContentTypeHint(type: .secret, source: .accessibleRole(role))
            case "spin button": return ContentTypeHint(type: .number, source: .accessibleRole(role))
            default: break
            }
        }
        if let inputType = field.inputType?.value, let type = inputTypes[inputType.lowercased()] {
            return ContentTypeHint(type: type, source: .inputType(inputType))
        }
        for (kind, text) in field.texts {
            let match = structuredKinds.contains(kind) ? LabelKeywords.classify(fieldName: text) : LabelKeywords.classify(text)
            if let match {
                return ContentTypeHint(type: match.type, source: .fieldText(kind: kind, text: text, keyword: match.keyword))
            }
        }
        return nil
    }

    /// The texts that are HTML names, read by their own last segment (`billingAddress.firstName`
    /// is a first name): their prefixes name sections, not what the field wants.
    static let structuredKinds: Set<String> = ["html id", "html name"]

    /// HTML input types (as browsers expose them in `text-input-type`) that name a content type;
    /// text and search say nothing.
    static let inputTypes: [String: ContentType] = [
        "tel": .phone, "email": .email, "url": .url, "number": .number, "password": .secret,
        "date": .datetime, "time": .datetime, "datetime-local": .datetime, "datetime": .datetime, "month": .datetime,
        "week": .datetime,
    ]
}

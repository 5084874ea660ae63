// The peer (the keyword lists at 78ad151) had no rule for structured HTML names: it read a
// name as it read any text. Compiled into the peer's program only.
extension LabelKeywords {
    static func classify(fieldName: String) -> Match? { classify(fieldName) }
}

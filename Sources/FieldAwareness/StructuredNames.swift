/// HTML names and ids are structured: frameworks prefix a field's own name with the sections and
/// containers it sits in (`billingAddress.firstName`, `BILL_TO_ADDRESS<>lastName`,
/// `shipTos[0].address.fullName`, `ctl00$SiteMasterBody$txtFirstName`). Those prefixes say where
/// the field is, not what it wants, so only the field's own name is read.
extension LabelKeywords {
    /// What separates a container from what it contains in the names frameworks generate.
    static let containerSeparators: Set<Character> = [".", "$", "[", "]", "<", ">", ":", "/"]

    /// The type an HTML name or id names, read from its last segment; nil when it names none.
    /// Within that segment the words form a compound, read whole ("phoneNumber", "zipCode"),
    /// unless its last word says the field wants free text: then the words before it are its
    /// section ("addrFirstName", "shipping_company").
    public static func classify(fieldName: String) -> Match? {
        let own = ownName(fieldName)
        if let head = words(of: own).last, freeTextHeads.contains(head) { return nil }
        return classify(own)
    }

    /// The last segment of a structured name that has a letter in it (`items[0]` is an index).
    static func ownName(_ name: String) -> String {
        let segments = name.split(whereSeparator: containerSeparators.contains)
        return segments.last(where: { $0.contains(where: \.isLetter) }).map(String.init) ?? name
    }

    /// The words of an identifier: camelCase, snake_case, kebab-case and digits split.
    static func words(of identifier: String) -> [String] {
        fold(splitCamelCase(identifier)).split { !$0.isLetter }.map(String.init)
    }
}

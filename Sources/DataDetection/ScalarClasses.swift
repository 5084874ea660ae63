/// Character classes tested on every scalar of long texts: ASCII is answered without a Unicode
/// property look-up (the same answers, at a fraction of the cost).
extension Unicode.Scalar {
    /// A–Z or a–z: ASCII's alphabetic scalars.
    var isASCIILetter: Bool { (65...90).contains(value) || (97...122).contains(value) }

    var isAlphabetic: Bool { isASCII ? isASCIILetter : properties.isAlphabetic }

    /// A decimal digit of any script.
    var isDecimalDigit: Bool { isASCII ? (48...57).contains(value) : properties.numericType == .decimal }
}

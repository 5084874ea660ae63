import ContentTypes
import Foundation

/// Numbers for fields that want them: `digits` (a PIN, a one-time code: 3 or more digits,
/// possibly grouped by spaces or dashes; the value is the digits alone) or `number` (a decimal
/// number with an optional sign, thousands separators and fraction; the value as printed
/// without thousands separators).
public struct NumberDetector: DataDetector {
    public let type: ContentType

    public init(type: ContentType) {
        precondition(type == .digits || type == .number, "NumberDetector finds digits or numbers")
        self.type = type
    }

    private static let digitGroups = NSRegularExpression(#"(?<![\p{L}\p{N}])\d+(?:[ -]\d+)*(?![\p{L}\p{N}])"#)
    private static let decimal = NSRegularExpression(#"(?<![\p{L}\p{N}.,])[-+−]?\d{1,3}(?:(?:,\d{3})+|\d*)(?:\.\d+)?(?![\p{L}\p{N}])"#)

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        let regex = type == .digits ? Self.digitGroups : Self.decimal
        return text.matches(regex).compactMap { groups in
            guard let range = groups[0] else { return nil }
            let printed = text[range]
            if type == .digits {
                let digits = String(printed.unicodeScalars.filter { $0.properties.numericType != nil })
                return digits.count >= 3 ? text.item(.digits, range, value: digits) : nil
            }
            return text.item(.number, range, value: printed.replacingOccurrences(of: ",", with: "")
                .replacingOccurrences(of: "−", with: "-"))
        }
    }
}

import Foundation

/// A German postcode's first two digits name its region (10–14 Berlin, 80–81 München), so the
/// name of a large town after it that OCR misread by one letter (a photo's `10115 Berfin`) is
/// repaired to the town whose postcodes start so. A closed list, as `FrenchPostcodes`' is; a
/// name the list lacks, or one letter from two of its towns, stays as read.
enum GermanTowns {
    /// Towns of more than about 300 000 people and the first two digits of their postcodes.
    static let postcodeRegions: [String: Set<String>] = [
        "Berlin": ["10", "12", "13", "14"], "Hamburg": ["20", "21", "22"], "München": ["80", "81"], "Köln": ["50", "51"],
        "Frankfurt": ["60", "65"], "Stuttgart": ["70"], "Düsseldorf": ["40"], "Leipzig": ["04"], "Dortmund": ["44"],
        "Essen": ["45"], "Bremen": ["28"], "Dresden": ["01"], "Hannover": ["30"], "Nürnberg": ["90"], "Duisburg": ["47"],
        "Bochum": ["44"], "Wuppertal": ["42"], "Bielefeld": ["33"], "Bonn": ["53"], "Münster": ["48"],
    ]

    private static let postcodeAndTown = try! NSRegularExpression(pattern: #"(?<![\d])(\d{5})[ \t]+(\p{L}+)(?![\p{L}-])"#)

    /// `address` (as printed) with the town after its postcode repaired.
    static func repaired(_ address: String) -> String {
        let text = address as NSString
        guard let match = postcodeAndTown.firstMatch(in: address, range: NSRange(location: 0, length: text.length)) else { return address }
        let region = String(text.substring(with: match.range(at: 1)).prefix(2)), read = text.substring(with: match.range(at: 2))
        guard postcodeRegions[read] == nil else { return address }
        let towns = postcodeRegions.filter { $0.value.contains(region) && OCRRepair.isOneLetterApart(read, $0.key) }.map(\.key)
        guard towns.count == 1 else { return address }
        return text.replacingCharacters(in: match.range(at: 2), with: towns[0])
    }
}

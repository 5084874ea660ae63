import Foundation

/// A French postcode starts with its town's department (69007 Lyon, 13002 Marseille): for the
/// largest towns, whose department is known, a postcode OCR misread in one of those two digits
/// (a photo's `63007 Lyon`) is repaired to the town's, the rest of it kept as read. A closed
/// list, as the top-level domains are for a host; other towns' postcodes stay as read.
enum FrenchPostcodes {
    /// Towns of more than about 100 000 people, accents and case folded, and their department.
    /// Left out: towns whose name smaller towns elsewhere share (Saint-Denis, on Réunion too;
    /// Montreuil, in five departments).
    static let departments: [String: String] = [
        "paris": "75", "marseille": "13", "lyon": "69", "toulouse": "31", "nice": "06", "nantes": "44", "montpellier": "34",
        "strasbourg": "67", "bordeaux": "33", "lille": "59", "rennes": "35", "reims": "51", "toulon": "83", "saint-etienne": "42",
        "le havre": "76", "grenoble": "38", "dijon": "21", "angers": "49", "nimes": "30", "villeurbanne": "69",
        "clermont-ferrand": "63", "le mans": "72", "aix-en-provence": "13", "brest": "29", "tours": "37", "amiens": "80",
        "limoges": "87", "annecy": "74", "perpignan": "66", "metz": "57", "besancon": "25", "orleans": "45", "rouen": "76",
        "mulhouse": "68", "caen": "14", "nancy": "54", "boulogne-billancourt": "92", "argenteuil": "95",
    ]

    private static let postcodeAndTown = try! NSRegularExpression(pattern: #"(?<!\d)(\d{5})[ \t]+([^\d\s,]+)(?:[ \t]+([^\d\s,]+))?"#)

    /// `address` (French, as printed) with its postcode's department repaired from its town's.
    static func repaired(_ address: String) -> String {
        let text = address as NSString
        guard let match = postcodeAndTown.firstMatch(in: address, range: NSRange(location: 0, length: text.length)) else { return address }
        func folded(_ group: Int) -> String? {
            guard match.range(at: group).location != NSNotFound else { return nil }
            return text.substring(with: match.range(at: group)).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        let postcode = text.substring(with: match.range(at: 1)), town = folded(2)!
        guard let department = folded(3).flatMap({ departments[town + " " + $0] }) ?? departments[town],
              case let read = Array(postcode.prefix(2)), read != Array(department),
              zip(read, department).filter({ $0 != $1 }).count == 1 else { return address }
        return text.replacingCharacters(in: NSRange(location: match.range(at: 1).location, length: 2), with: department)
    }
}

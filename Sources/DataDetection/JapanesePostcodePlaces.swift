/// A Japanese address's postcode names its prefecture, city and town (〒150-0002: 東京都渋谷区渋谷),
/// so the kanji OCR misread in those names (a photo's 東京都渋谷区波谷) are repaired to the names
/// the postcode gives where the names read are close to them: the prefecture (if printed) and city
/// together within a third of their characters, the town within half of its own (`渋谷` is never made of
/// `神南`, a neighbour's town the postcode would name if OCR misread one of its digits).
enum JapanesePostcodePlaces {
    /// `address` (its blanks closed, from its prefecture or city on) with its place names repaired from
    /// `postcode`'s (seven digits); unchanged when the postcode is unknown, its names are read
    /// right, are too far from what was read, or two of its places fit equally.
    static func repaired(_ address: String, postcode: String) -> String {
        guard let fit = nearest(address, postcode: postcode), fit.distance > 0 else { return address }
        return fit.name + String(Array(address)[fit.length...])
    }

    /// Whether `address` begins with names close enough to `postcode`'s place to be repaired to
    /// them: what makes a line after a postcode an address where OCR garbled its prefecture.
    static func fits(_ address: String, postcode: String) -> Bool {
        nearest(address, postcode: postcode) != nil
    }

    /// A postcode OCR misread in one digit (a photo's `〒930-0811` above 宮城県仙台市青葉区一番町, 980-0811's
    /// place; 930 is Toyama's): where `postcode`'s places do not fit `address` at all, the one
    /// postcode a digit away whose place it spells exactly, its town too; nil where `postcode`
    /// fits, none does or two do.
    static func repairedPostcode(_ postcode: String, for address: String) -> String? {
        guard let table = JapanesePostcodes.shared, postcode.count == 7, nearest(address, postcode: postcode) == nil else { return nil }
        var found: String?
        for (k, read) in postcode.enumerated() {
            for digit in "0123456789" where digit != read {
                var other = Array(postcode)
                other[k] = digit
                let candidate = String(other)
                // Its town named too: a code for a whole city (its town blank) would fit any street of it.
                guard let fit = nearest(address, postcode: candidate), fit.distance == 0,
                      table.places(candidate).contains(where: { !$0.town.isEmpty && fit.name.hasSuffix($0.town) }) else { continue }
                if found != nil { return nil }
                found = candidate
            }
        }
        return found
    }

    /// The nearest fit of the postcode's places; nil where none fits or two fit as well.
    private static func nearest(_ address: String, postcode: String) -> (distance: Int, length: Int, name: String)? {
        guard let places = JapanesePostcodes.shared?.places(postcode), !places.isEmpty else { return nil }
        let names = Array(address.prefix { $0.unicodeScalars.allSatisfy(isNameScalar) })
        var best: (distance: Int, length: Int, name: String)?, tied = false
        // A printed address may leave its prefecture out (〒150-0002 渋谷区渋谷…): it is not put in.
        for place in places {
            for fit in [fit(place, withPrefecture: true, to: names), fit(place, withPrefecture: false, to: names)].compactMap({ $0 }) {
                if best == nil || fit.distance < best!.distance {
                    best = fit
                    tied = false
                } else if fit.distance == best!.distance, fit.name != best!.name {
                    tied = true
                }
            }
        }
        return tied ? nil : best
    }

    /// How the place's names fit the start of `read`: their edit distance and how many characters
    /// they take (of equally near fits, the longest: a kanji read as two is one character).
    private static func fit(_ place: JapanesePostcodes.Place, withPrefecture: Bool,
                            to read: [Character]) -> (distance: Int, length: Int, name: String)? {
        let city = Array((withPrefecture ? place.prefecture : "") + place.city), town = Array(place.town)
        var best: (distance: Int, length: Int)?
        for (cityLength, cityDistance) in distances(of: city, fromStartOf: read[...]).enumerated() where cityDistance * 3 <= city.count {
            let towns = town.isEmpty ? [0] : distances(of: town, fromStartOf: read[cityLength...])
            for (townLength, townDistance) in towns.enumerated() where townDistance * 2 <= town.count {
                let fit = (distance: cityDistance + townDistance, length: cityLength + townLength)
                if best == nil || fit.distance < best!.distance || fit.distance == best!.distance && fit.length > best!.length { best = fit }
            }
        }
        return best.map { ($0.distance, $0.length, String(city + town)) }
    }

    /// The edit distance between `name` and each prefix of `read`, by the prefix's length.
    private static func distances(of name: [Character], fromStartOf read: ArraySlice<Character>) -> [Int] {
        let read = Array(read)
        // row[j]: the distance between the name's characters so far and read's first j.
        var row = Array(0...read.count)
        for (i, character) in name.enumerated() {
            var next = [i + 1]
            for j in read.indices {
                next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (read[j] == character ? 0 : 1)))
            }
            row = next
        }
        return row
    }

    /// Han, kana and the marks place names are written with (ー, ヶ, 々).
    private static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3005, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: true
        default: false
        }
    }
}

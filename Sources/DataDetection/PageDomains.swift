/// The domains a page prints whole (a flyer's `pinecrestdental.com` in its email address), for
/// another printing of the same name that OCR split with blanks (`www. pinec restdental.com`) or
/// read with a blank for its hyphen or a dot (`sales@ minato shoji.co.jp` beside
/// `www.minato-shoji.co.jp`). Nothing else validates such a join: a blank inside a name is also
/// where two words meet, so only a name the page itself spells out is taken.
struct PageDomains {
    /// The names as printed (without a `www.`) by their first letter in lower case, longest
    /// first: a longer name wins where two fit.
    private let names: [Unicode.Scalar: [[Unicode.Scalar]]]
    /// The names in lower case by themselves and each form of them with one character dropped:
    /// two names a letter apart share one.
    private let byShortened: [String: Set<String>]

    /// The names of two labels or more, ending in a real top-level domain, one of them with a
    /// letter besides the top level, that `scalars` prints without a blank.
    init(_ scalars: [Unicode.Scalar]) {
        var found: [String: [Unicode.Scalar]] = [:]
        var index = 0
        while index < scalars.count {
            guard DomainName.isLabelScalar(scalars[index]) else { index += 1; continue }
            var end = index
            while end < scalars.count, DomainName.isLabelScalar(scalars[end]) || scalars[end] == "." { end += 1 }
            var last = end
            while last > index, scalars[last - 1] == "." { last -= 1 }
            var labels = String(String.UnicodeScalarView(scalars[index..<last])).split(separator: ".", omittingEmptySubsequences: false)
            if labels.first?.lowercased() == "www" { labels.removeFirst() }
            if labels.count >= 2, !labels.contains(where: \.isEmpty), TopLevelDomains.all.contains(labels.last!.lowercased()),
               labels.dropLast().contains(where: { $0.contains(where: \.isLetter) }) {
                let name = labels.joined(separator: ".")
                found[name.lowercased()] = found[name.lowercased()] ?? Array(name.unicodeScalars)
            }
            index = end
        }
        names = Dictionary(grouping: found.values.sorted { $0.count > $1.count }) { Self.lowered($0[0]) }
        var byShortened: [String: Set<String>] = [:]
        for name in found.keys {
            for key in Self.shortened(name) { byShortened[key, default: []].insert(name) }
        }
        self.byShortened = byShortened
    }

    /// The page's names (in lower case) a letter apart from `name`: one changed, added or dropped.
    func names(aLetterFrom name: String) -> Set<String> {
        let read = name.lowercased()
        return Set(Self.shortened(read).flatMap { byShortened[$0] ?? [] }.filter { $0 != read && OCRRepair.isOneLetterApart(read, $0) })
    }

    /// `name`, and `name` with each of its characters dropped in turn.
    private static func shortened(_ name: String) -> [String] {
        let characters = Array(name)
        return characters.indices.map { k in String(characters[..<k] + characters[(k + 1)...]) } + [name]
    }

    var isEmpty: Bool { names.isEmpty }

    /// The page's name that `scalars` print from `start` with one or two blanks OCR put inside it
    /// or in place of a hyphen or a dot but the last, and where that printing ends (no letter,
    /// digit or hyphen goes on after it); nil where none is printed so.
    func splitPrinting(in scalars: [Unicode.Scalar], from start: Int) -> (name: String, end: Int)? {
        guard start < scalars.count else { return nil }
        for name in names[Self.lowered(scalars[start])] ?? [] {
            let lastDot = name.lastIndex(of: ".")!
            var i = start, j = 0, blanks = 0
            while j < name.count, i < scalars.count, blanks <= 2 {
                if Self.lowered(scalars[i]) == Self.lowered(name[j]) {
                    i += 1; j += 1
                } else if scalars[i] == " ", j > 0, scalars[i - 1] != " " {
                    blanks += 1
                    i += 1
                    // A blank read for the hyphen or dot itself, unless the hyphen or dot follows;
                    // never for the dot before the top level: `Maison Blanc fr` is a name and a word.
                    if name[j] == "." || name[j] == "-", i < scalars.count, scalars[i] != name[j] {
                        guard j != lastDot else { break }
                        j += 1
                    }
                } else {
                    break
                }
            }
            guard j == name.count, (1...2).contains(blanks),
                  i == scalars.count || !DomainName.isLabelScalar(scalars[i]) else { continue }
            return (String(String.UnicodeScalarView(name)), i)
        }
        return nil
    }

    private static func lowered(_ s: Unicode.Scalar) -> Unicode.Scalar {
        s.isASCII ? (s.properties.lowercaseMapping.unicodeScalars.first ?? s) : s
    }
}

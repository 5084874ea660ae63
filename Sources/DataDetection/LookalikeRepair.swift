/// OCR's look-alike letters inside an email address: `l`, `I`, `1` and `|` read for one another
/// or for `i`, `rn` read for `m` (`lnvoices@rnaisonblanc.fr`). Nothing validates such a repair
/// (`rn` and `l` are real letters), so it is taken only from the page: a word printed elsewhere
/// on it (for the local part) or a domain printed elsewhere (for the domain) that reads the same
/// once the look-alikes are folded, and that differs only where OCR errs that way. A domain's
/// part OCR read with an `i` for an `l` (a photo's `dr-weber-koein.de`) is repaired from a word
/// the page prints as a word of its own, spelt as domains spell it (`50667 Köln`).
struct LookalikeRepair {
    /// The page's words and domains by their folded form, with where they are.
    private var words: [String: [(word: String, range: Range<Int>)]] = [:]
    /// The page's words of four letters or more as a domain spells them (`SpeltAsDomain`), by their folded form.
    private var spelt: [String: Set<String>] = [:]
    /// The real top-level labels the page prints after a domain's name, by the name's folded form.
    private var topLevels: [String: [(label: String, range: Range<Int>)]] = [:]

    /// Indexes the words of `scalars`: runs of letters, digits, `-`, `_`, `.` and `|` between
    /// anything else (an email's `@` splits it into its local part and its domain), the domains
    /// inside a longer name (`maisonblanc.fr` in `www.maisonblanc.fr`), and their labels but the
    /// last (`maisonblanc`).
    init(_ scalars: [Unicode.Scalar]) {
        var index = 0
        while index < scalars.count {
            guard Self.isWordScalar(scalars[index]) else { index += 1; continue }
            var end = index
            while end < scalars.count, Self.isWordScalar(scalars[end]) { end += 1 }
            var start = index
            while start < end, scalars[start] == "." { start += 1 }
            var last = end
            while last > start, scalars[last - 1] == "." { last -= 1 }
            let lastDot = scalars[start..<last].lastIndex(of: ".")
            let topLevel = lastDot.map { String(String.UnicodeScalarView(scalars[($0 + 1)..<last])).lowercased() }
            var word = start
            while word < last {
                add(String(String.UnicodeScalarView(scalars[word..<last])), word..<last)
                guard let dot = scalars[word..<last].firstIndex(of: ".") else { break }
                // A domain's name apart from its top level, which OCR may have misread (`.coa`).
                add(String(String.UnicodeScalarView(scalars[word..<dot])), word..<dot)
                if let lastDot, let topLevel, TopLevelDomains.all.contains(topLevel) {
                    let name = String(String.UnicodeScalarView(scalars[word..<lastDot]))
                    topLevels[Self.folded(name), default: []].append((topLevel, word..<last))
                }
                guard scalars[(dot + 1)..<last].contains(".") else { break }
                word = dot + 1
            }
            index = end
        }
        // Words standing alone: not the parts of a domain or an address the page prints.
        func joins(_ at: Int) -> Bool {
            at >= 0 && at < scalars.count && (Self.isWordScalar(scalars[at]) || scalars[at] == "@" || scalars[at].properties.isAlphabetic)
        }
        // A name of two or three words (`Kingsley & Reed`) is also spelt as one (`kingsleyreed`),
        // as a business's domain spells it.
        var name: [(word: String, end: Int)] = []
        index = 0
        while index < scalars.count {
            guard scalars[index].properties.isAlphabetic, !joins(index - 1) else { index += 1; continue }
            var end = index
            while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
            let sentenceEnd = end < scalars.count && scalars[end] == "." && !joins(end + 1)
            let word = !joins(end) || sentenceEnd ? SpeltAsDomain.word(String(String.UnicodeScalarView(scalars[index..<end]))) : nil
            if let word, end - index >= 4 { spelt[Self.folded(word), default: []].insert(word) }
            if let word, let previous = name.last, Self.joinsName(scalars[previous.end..<index]) {
                name.append((word, end))
            } else {
                name = word.map { [($0, end)] } ?? []
            }
            for count in 2...3 where name.count >= count {
                let joined = name.suffix(count).map(\.word).joined()
                spelt[Self.folded(joined), default: []].insert(joined)
            }
            index = end
        }
    }

    /// Whether what lies between two words keeps them one name: blanks, maybe an ampersand.
    private static func joinsName(_ between: ArraySlice<Unicode.Scalar>) -> Bool {
        let blanks = between.filter { $0 == " " || $0 == "\t" }.count
        return blanks >= 1 && between.count - blanks <= (between.contains("&") ? 1 : 0)
    }

    private mutating func add(_ word: String, _ range: Range<Int>) {
        words[Self.folded(word), default: []].append((word, range))
    }

    private static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        DomainName.isLabelScalar(s) || s == "." || s == "_" || s == "|"
    }

    /// True when `token` holds a letter OCR may have misread as a look-alike (with `foldsCase`,
    /// any capital: a domain's, which the page may print in lower case elsewhere; `isDomain`,
    /// an `i`: see `partsRepaired`).
    static func mayNeedRepair(_ token: String, foldsCase: Bool = false, isDomain: Bool = false) -> Bool {
        token.contains("rn") || token.unicodeScalars.contains(where: isMisreading)
            || foldsCase && token.unicodeScalars.contains(where: \.properties.isUppercase)
            || isDomain && token.contains("i")
    }

    /// `token` (printed at `range`) as the page prints it elsewhere, or nil when the page shows
    /// no such reading or two different ones.
    /// `isDomain`: `token` is a domain or a host's name, whose parts may be words of the page.
    func repaired(_ token: String, at range: Range<Int>, foldsCase: Bool = false, isDomain: Bool = false) -> String? {
        guard Self.mayNeedRepair(token, foldsCase: foldsCase, isDomain: isDomain) else { return nil }
        let readings = Set((words[Self.folded(token)] ?? [])
            .filter { !($0.range.lowerBound < range.upperBound && range.lowerBound < $0.range.upperBound) }
            .compactMap { Self.repair(token, toward: $0.word, foldsCase: foldsCase) })
        let read = readings.count == 1 ? readings.first : nil
        guard isDomain else { return read }
        return partsRepaired(read ?? token) ?? read
    }

    /// `domain` with each part between its dots and hyphens that OCR read with an `i` for an `l`
    /// taken from the one word of the page it then spells (`koein` from `Köln`): an `i` read for
    /// an `l` is not made an `l` on a second reading of the domain alone, which may be the misread
    /// one, but a word of the page's own text is a reading of its own. Nil when no part changes.
    func partsRepaired(_ domain: String) -> String? {
        var changed = false
        let parts = domain.split(separator: ".", omittingEmptySubsequences: false).map { label in
            label.split(separator: "-", omittingEmptySubsequences: false).map { part -> String in
                let read = part.lowercased()
                guard read.contains("i"), let words = spelt[Self.folded(read)], words.count == 1,
                      let word = words.first, word != read, word.count == read.count,
                      zip(read, word).allSatisfy({ $0 == $1 || $0 == "i" && $1 == "l" }) else { return String(part) }
                changed = true
                return word
            }.joined(separator: "-")
        }
        return changed ? parts.joined(separator: ".") : nil
    }

    /// Of `printings`, the page's other printings of `domain` a letter apart (`PageDomains`), the
    /// one whose differing part the page's words spell where `domain`'s own does not: of two
    /// printings of one name, the one its owner's name spells (`factures@saisonblanc.fr` beside
    /// `www.maisonblanc.fr` under `Maison Blanc SARL`, `info@ghotel-bergblick.de` under `Hotel
    /// Bergblick`). Nil when none is, or two.
    func spelledAlike(_ domain: String, among printings: Set<String>) -> String? {
        func parts(_ name: String) -> Set<String> { Set(name.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)) }
        func isSpelt(_ part: String) -> Bool { spelt[Self.folded(part)]?.contains(part) == true }
        let read = parts(domain.lowercased())
        let spelled = printings.filter { name in
            let differing = parts(name).subtracting(read)
            return !differing.isEmpty && differing.allSatisfy(isSpelt) && !read.subtracting(parts(name)).contains(where: isSpelt)
        }
        return spelled.count == 1 ? spelled.first : nil
    }

    /// The real top-level label for the misread `label` of the domain `name` (printed at `range`):
    /// the one the page prints elsewhere after the same name, a letter apart (`.coa` beside
    /// `www.lakesidesupply.com`); nil when the page shows none or two.
    func topLevel(_ label: String, ofName name: String, at range: Range<Int>) -> String? {
        let read = Array(label.lowercased().unicodeScalars)
        let labels = Set((topLevels[Self.folded(name)] ?? [])
            .filter { !($0.range.lowerBound < range.upperBound && range.lowerBound < $0.range.upperBound) }
            .map(\.label)
            .filter { $0.unicodeScalars.count == read.count && zip($0.unicodeScalars, read).filter { $0 != $1 }.count == 1 })
        return labels.count == 1 ? labels.first : nil
    }

    /// The look-alikes OCR prints for another letter.
    private static func isMisreading(_ s: Unicode.Scalar) -> Bool { "lI1|".unicodeScalars.contains(s) }

    /// Lower case, `rn` as `m`, every look-alike and `i` as `l`, a run of them as one (a stroke OCR
    /// doubled, `supp1ly`): equal for two readings of a word.
    static func folded(_ word: String) -> String {
        var folded = ""
        for s in word.lowercased().replacingOccurrences(of: "rn", with: "m").unicodeScalars {
            let letter: Character = isMisreading(s) || s == "i" ? "l" : Character(s)
            if letter != "l" || folded.last != "l" { folded.append(letter) }
        }
        return folded
    }

    /// `token` with the letters of `reading` where the two differ as OCR errs (a look-alike for
    /// another or for `i`, `rn` for `m`; with `foldsCase`, a capital where `reading` has the small
    /// letter: a domain's `suppLy`), its own letters and case elsewhere; nil when they differ
    /// otherwise (an `i` is never made an `l`, an `m` never `rn`) or not at all. A stroke OCR
    /// doubled (`1`, `I` or `|` beside another look-alike: `supp1ly` for `supply`) is dropped.
    static func repair(_ token: String, toward reading: String, foldsCase: Bool = false) -> String? {
        let t = Array(token.unicodeScalars)
        if let aligned = align(t, toward: reading, foldsCase: foldsCase) { return aligned != token ? aligned : nil }
        for k in t.indices where isMisreading(t[k]) && t[k] != "l"
            && (k > 0 && isMisreading(t[k - 1]) || k + 1 < t.count && isMisreading(t[k + 1])) {
            var shorter = t
            shorter.remove(at: k)
            if let aligned = align(shorter, toward: reading, foldsCase: foldsCase) { return aligned }
        }
        return nil
    }

    /// `t` letter for letter against `reading` as `repair` describes it; nil where they differ otherwise.
    private static func align(_ t: [Unicode.Scalar], toward reading: String, foldsCase: Bool) -> String? {
        let r = Array(reading.unicodeScalars)
        // A lower-case token ("lnvoices") stays lower case when the page prints "Invoices".
        let lowerCase = !t.contains { $0.properties.isUppercase && $0 != "I" }
        func taken(_ s: Unicode.Scalar) -> String { lowerCase ? String(s).lowercased() : String(s) }
        var result = "", i = 0, j = 0
        while i < t.count, j < r.count {
            if t[i] == r[j] || (!isMisreading(t[i]) && String(t[i]).lowercased() == String(r[j]).lowercased()) {
                result.unicodeScalars.append(foldsCase && t[i].properties.isUppercase && r[j].properties.isLowercase ? r[j] : t[i])
                i += 1
            } else if isMisreading(t[i]), isMisreading(r[j]) || r[j] == "i" || r[j] == "I" {
                result += taken(r[j])
                i += 1
            } else if t[i] == "r", i + 1 < t.count, t[i + 1] == "n", r[j] == "m" || r[j] == "M" {
                result += taken(r[j])
                i += 2
            } else {
                return nil
            }
            j += 1
        }
        return i == t.count && j == r.count ? result : nil
    }
}

import ContentTypes
import Foundation

/// URLs: with a scheme (any host), protocol-relative `//host`, `www.` hosts and bare domains with a
/// real top-level domain, and IPv4 hosts. Look-alikes such as `www.normcap.gui`, `node.js` or
/// `1.2.3.400` are not URLs.
public struct URLDetector: DataDetector {
    public let type = ContentType.url

    public init() {}

    private static let schemes: Set<String> = ["http", "https", "ftp", "ftps", "sftp", "ws", "wss", "ssh", "git", "file"]
    // A scheme or "//" that starts a URL; what precedes it is checked in code. The scheme starts
    // where a run of scheme characters starts and is possessive: each run is scanned once.
    private static let anchor = NSRegularExpression(#"(?i)((?<![a-z0-9+.-])[a-z][a-z0-9+.-]*+:)?//"#)

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        let scalars = text.scalars
        var items: [DataItem] = []
        var taken = 0
        // A match holds "//" and no line break.
        for groups in text.lines(holding: "/").flatMap({ text.matches(Self.anchor, in: $0) }) {
            guard let whole = groups[0], whole.lowerBound >= taken else { continue }
            if let url = schemeURL(scalars, anchor: whole, scheme: groups[1]) {
                items.append(text.item(.url, url.range, value: url.value, printed: url.printed))
                taken = url.range.upperBound
            }
        }
        let pageDomains = PageDomains(scalars)
        // Nor is an email's domain after OCR's blank after its `@` a URL of its own (`sales@ minato
        // shoji.co.jp`): right after the `@` it continues a word.
        let afterAt = scalars.indices.dropLast(2).filter { scalars[$0] == "@" && scalars[$0 + 1] == " " }.compactMap { at -> Range<Int>? in
            let end = pageDomains.splitPrinting(in: scalars, from: at + 2)?.end
                ?? DomainName.scan(scalars, from: at + 2, bridgingSpaces: true)?.range.upperBound
            return end.map { (at + 2)..<$0 }
        }
        let claimed = (items.map { $0.start..<$0.end } + afterAt).sorted { $0.lowerBound < $1.lowerBound }
        // The page's words, indexed only when a bare host may need them.
        var lookalikes: LookalikeRepair?
        // A host's name (or its first label) as the page prints it elsewhere (a flyer's email at
        // the same domain), where OCR read look-alikes or capitals for its letters:
        // `www.LakesidesuppLy.com` beside `billing@lakesidesupply.coa`.
        func repairedHost(_ read: String, _ range: Range<Int>) -> String {
            let printed = Self.repairedWWW(read)
            let www = printed.lowercased().hasPrefix("www.") ? 4 : 0
            let name = String(printed.dropFirst(www))
            // A name a letter off the page's other printing of it, which the page's words spell.
            if case let near = pageDomains.names(aLetterFrom: name), !near.isEmpty {
                if lookalikes == nil { lookalikes = LookalikeRepair(scalars) }
                if let spelled = lookalikes?.spelledAlike(name, among: near) { return String(printed.prefix(www)) + spelled }
            }
            guard LookalikeRepair.mayNeedRepair(name, foldsCase: true, isDomain: true) else { return printed }
            if lookalikes == nil { lookalikes = LookalikeRepair(scalars) }
            let own = min(range.lowerBound + www, range.upperBound)..<range.upperBound
            if let repaired = lookalikes?.repaired(name, at: own, foldsCase: true, isDomain: true) { return String(printed.prefix(www)) + repaired }
            guard let dot = name.firstIndex(of: "."),
                  let label = lookalikes?.repaired(String(name[..<dot]), at: own, foldsCase: true) else { return printed }
            return String(printed.prefix(www)) + label + name[dot...]
        }
        var nextClaimed = 0
        var index = 0
        while index < scalars.count {
            while nextClaimed < claimed.count, claimed[nextClaimed].upperBound <= index { nextClaimed += 1 }
            if nextClaimed < claimed.count, claimed[nextClaimed].lowerBound <= index {
                index = claimed[nextClaimed].upperBound
                continue
            }
            guard DomainName.isLabelScalar(scalars[index]) else {
                index += 1
                continue
            }
            if !Self.continuesWord(scalars, before: index),
               let url = joinedURL(scalars, from: index, domains: pageDomains) ?? spacedWWW(scalars, from: index, repairingHost: repairedHost)
                ?? bareURL(scalars, from: index, repairingHost: repairedHost) {
                items.append(text.item(.url, url.range, value: url.value, printed: url.printed))
                index = url.range.upperBound
                continue
            }
            // No URL starts inside this word either.
            while index < scalars.count, DomainName.isLabelScalar(scalars[index]) || scalars[index] == "." { index += 1 }
        }
        return items.removingOverlaps()
    }

    /// True when the scalar before `index` glues a name to what precedes it (a path, an email,
    /// "file:name.pm", "_name").
    static func continuesWord(_ scalars: [Unicode.Scalar], before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = scalars[index - 1]
        return DomainName.isLabelScalar(previous) || "._@/:\\".unicodeScalars.contains(previous)
    }

    /// A URL's range, its canonical form and its form as printed (its host repaired).
    private typealias Found = (range: Range<Int>, value: String, printed: String)

    private func schemeURL(_ scalars: [Unicode.Scalar], anchor: Range<Int>, scheme: Range<Int>?) -> Found? {
        let schemeName = scheme.map { String(String.UnicodeScalarView(scalars[$0].dropLast())).lowercased() }
        if let schemeName {
            guard Self.schemes.contains(schemeName) else { return nil }
            if anchor.lowerBound > 0, scalars[anchor.lowerBound - 1] == "_" { return nil }
        } else if anchor.lowerBound > 0, "_:/".unicodeScalars.contains(scalars[anchor.lowerBound - 1])
                    || DomainName.isLabelScalar(scalars[anchor.lowerBound - 1]) {
            return nil
        }
        var hostStart = anchor.upperBound
        // user:password@ before the host (a short one: a longer search would make "////…" quadratic).
        if let at = (hostStart..<min(scalars.count, hostStart + 256)).first(where: { i in
            scalars[i] == "@" || scalars[i].properties.isWhitespace || "/?#()[]{}<>\"'".unicodeScalars.contains(scalars[i])
        }), scalars[at] == "@", at > hostStart {
            hostStart = at + 1
        }
        guard let host = DomainName.scan(scalars, from: hostStart, bridgingSpaces: true) else { return nil }
        if schemeName == nil, !(host.labels.count >= 2 || host.labels == ["localhost"]) { return nil }
        guard let end = tail(scalars, after: host.range.upperBound) else { return nil }
        let schemePart = (schemeName ?? "http") + "://"
        let userPart = String(String.UnicodeScalarView(scalars[anchor.upperBound..<hostStart]))
        let rest = String(String.UnicodeScalarView(scalars[host.range.upperBound..<end]))
        let printedHead = String(String.UnicodeScalarView(scalars[anchor.lowerBound..<hostStart]))
        return (anchor.lowerBound..<end, schemePart + userPart + host.normalized + rest, printedHead + host.printed + rest)
    }

    /// `www.example.com/path`, `example.com`, `192.168.1.1/abc`. OCR's space before the top-level
    /// domain is bridged only after `www.`: in prose, "home. it" is two sentences. `afterWWW`: the
    /// name follows a `www. ` already.
    private func bareURL(_ scalars: [Unicode.Scalar], from start: Int, afterWWW: Bool = false,
                         repairingHost repair: (String, Range<Int>) -> String = { name, _ in name }) -> Found? {
        let www = afterWWW || Self.isWWW(scalars, at: start, then: ".")
        guard DomainName.hasTwoLabels(scalars, from: start, bridgingSpaces: www),
              let host = DomainName.scan(scalars, from: start, bridgingSpaces: www),
              // "2.50.so" is a number, not a domain: some label besides the top level has a letter.
              host.isIPv4 || (host.hasValidTopLevel && host.labels.dropLast().contains { !$0.allSatisfy(\.isNumber) })
        else { return nil }
        // An email's domain or local part is not a URL.
        if host.range.upperBound < scalars.count, scalars[host.range.upperBound] == "@" { return nil }
        guard let end = tail(scalars, after: host.range.upperBound) else { return nil }
        let rest = String(String.UnicodeScalarView(scalars[host.range.upperBound..<end]))
        let printed = repair(host.printed, host.range)
        return (start..<end, "http://" + printed.lowercased() + rest, printed + rest)
    }

    /// A name the page prints whole elsewhere, printed here with OCR's blanks inside it (see
    /// PageDomains), maybe after a `www` and its dot (or a blank read for it, or both).
    private func joinedURL(_ scalars: [Unicode.Scalar], from start: Int, domains: PageDomains) -> Found? {
        guard !domains.isEmpty else { return nil }
        let www = [". ", ".", " "].first { Self.isWWW(scalars, at: start, then: $0) }
        guard let joined = domains.splitPrinting(in: scalars, from: start + (www.map { 3 + $0.unicodeScalars.count } ?? 0)),
              let end = tail(scalars, after: joined.end) else { return nil }
        let printed = (www == nil ? "" : "www.") + joined.name
        let rest = String(String.UnicodeScalarView(scalars[joined.end..<end]))
        return (start..<end, "http://" + printed.lowercased() + rest, printed + rest)
    }

    /// `www. example.com`: OCR's blank after the `www.` of a name that goes on with a real domain
    /// (a photo's `Www. minato-shoji.co.jp`), printed `www.` and joined. So is a `www` whose dot
    /// OCR read as a blank (`www oakfieldvets.co.uk`), before a name whose own dots are all read.
    private func spacedWWW(_ scalars: [Unicode.Scalar], from start: Int, repairingHost repair: (String, Range<Int>) -> String) -> Found? {
        let dotted = Self.isWWW(scalars, at: start, then: ". ")
        guard dotted || Self.isWWW(scalars, at: start, then: " "),
              let url = bareURL(scalars, from: start + (dotted ? 5 : 4), afterWWW: dotted, repairingHost: repair),
              !url.printed.lowercased().hasPrefix("www.") else { return nil }
        return (start..<url.range.upperBound, "http://www." + url.value.dropFirst("http://".count), "www." + url.printed)
    }

    /// `www.` for a first label OCR made of the strokes of three w's, before at least two more
    /// labels: a w read as `vv` or `vu` ("wwvu", "vvww") is Tesseract's commonest misreading of the
    /// prefix; on photos a w also loses a stroke (`wwu`, `wwn`), is doubled (`Wwww`) or split
    /// (`vrww`, `wrwn`): so also a label of three or four of those letters or `n` or `r`, two of
    /// them w's, of five to eight strokes. A capital (`Www`) before a name in small letters is a
    /// small one: OCR tells the two w's apart by their size alone.
    static func repairedWWW(_ host: String) -> String {
        guard let dot = host.firstIndex(of: "."), host[dot...].dropFirst().contains("."), host[..<dot] != "www",
              case let label = host[..<dot].lowercased(), label.allSatisfy({ "wvunr".contains($0) }),
              label != "www" || !host[dot...].contains(where: \.isUppercase) else { return host }
        let ws = label.filter { $0 == "w" }.count, strokes = 2 * ws + (label.count - ws)
        guard strokes == 6 && !label.contains("n") || ws >= 2 && (3...4).contains(label.count) && (5...8).contains(strokes) else { return host }
        return "www" + host[dot...]
    }

    /// Whether `www` (in any case) and then `after` are written at `start`.
    private static func isWWW(_ scalars: [Unicode.Scalar], at start: Int, then after: String) -> Bool {
        let expected = Array(("www" + after).unicodeScalars)
        guard start + expected.count <= scalars.count else { return false }
        return zip(scalars[start..<start + expected.count], expected).allSatisfy { String($0).lowercased() == String($1) }
    }

    /// The end of the port and path after a host, or nil when what follows makes it no URL
    /// (`example.com_`, a port above 65535).
    private func tail(_ scalars: [Unicode.Scalar], after hostEnd: Int) -> Int? {
        var index = hostEnd
        if index < scalars.count, scalars[index] == "_" { return nil }
        if index + 1 < scalars.count, scalars[index] == ":", OCRRepair.isDigit(scalars[index + 1]) {
            var portEnd = index + 1
            while portEnd < scalars.count, OCRRepair.isDigit(scalars[portEnd]) { portEnd += 1 }
            guard let port = Int(String(String.UnicodeScalarView(scalars[(index + 1)..<portEnd]))),
                  port <= 65535, portEnd - index <= 6 else { return nil }
            index = portEnd
        }
        guard index < scalars.count, "/?#".unicodeScalars.contains(scalars[index]) else { return index }
        return Self.pathEnd(scalars, from: index)
    }

    /// Where a path ends: at white space or a character never in a printed URL, at a closing
    /// bracket that closes nothing opened in the path, and before trailing punctuation.
    static func pathEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let pairs: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{"]
        var open: [Unicode.Scalar] = []
        var end = start
        scan: while end < scalars.count {
            let s = scalars[end]
            if s.properties.isWhitespace || "<>`".unicodeScalars.contains(s) || isWideOrCJKPunctuation(s) { break }
            switch s {
            case "(", "[", "{":
                open.append(s)
            case ")", "]", "}":
                guard open.last == pairs[s] else { break scan }
                open.removeLast()
            default:
                break
            }
            end += 1
        }
        // Trailing sentence punctuation and unpaired quotes are not part of the URL.
        while end > start {
            let last = scalars[end - 1]
            if ".,;:!?".unicodeScalars.contains(last) {
                end -= 1
            } else if last == "\"" || last == "'" {
                let count = scalars[start..<end].filter { $0 == last }.count
                guard count % 2 == 1 else { break }
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    static func isWideOrCJKPunctuation(_ s: Unicode.Scalar) -> Bool {
        (0x3000...0x303F).contains(s.value) || (0xFF01...0xFF0F).contains(s.value)
            || (0xFF1A...0xFF20).contains(s.value) || (0xFF3B...0xFF40).contains(s.value)
            || (0xFF5B...0xFF65).contains(s.value)
    }
}

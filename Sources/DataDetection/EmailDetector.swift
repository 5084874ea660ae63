import ContentTypes
import Foundation

/// Email addresses: a local part, `@`, and a domain with a real top-level domain (any domain after
/// an explicit `mailto:`). OCR's spaces around the `@` and the last dot ("pins. fr"), digit-for-
/// letter top-level domains ("example.c0m") and, where the page prints the word or the domain
/// elsewhere, look-alike letters ("lnvoices@rnaisonblanc.fr", see LookalikeRepair), a top
/// level a letter off ("lakesidesupply.coa" beside "www.lakesidesupply.com") and a name a letter
/// off the one the page's words spell ("saisonblanc.fr" beside "www.maisonblanc.fr") are repaired, and
/// so is a domain OCR split with blanks where the page prints it whole (see PageDomains).
public struct EmailDetector: DataDetector {
    public let type = ContentType.email

    public init() {}

    private static let atom = #"[A-Za-z0-9!#$%&'*+=?^_~-]+"#
    private static let quoted = #""[^"\s@]*""#
    // Linear time: atoms are possessive and a match never starts inside an atom (the atom's
    // start finds the same address) or after a dot (rejected below), so a long run without "@"
    // is scanned once, not once per position.
    private static let pattern = NSRegularExpression(
        #"(?i)(?<![A-Za-z0-9!#$%&'*+=?^_~.-])(mailto:)?((?:\#(atom)+|\#(quoted))(?:\.(?:\#(atom)+|\#(quoted)))*+)( ?@ ?)"#)

    public func detect(in text: DetectionText, region: String) -> [DataItem] {
        let scalars = text.scalars
        var items: [DataItem] = []
        // The page's words, indexed only when an address may need them.
        var lookalikes: LookalikeRepair?
        var pageDomains: PageDomains?
        // A match holds an "@" and no line break.
        for groups in text.lines(holding: "@").flatMap({ text.matches(Self.pattern, in: $0) }) {
            guard var local = groups[2], let at = groups[3] else { continue }
            // Quotes and apostrophes around an address are not part of it.
            while local.count > 1, "'".unicodeScalars.contains(scalars[local.lowerBound]) {
                local = (local.lowerBound + 1)..<local.upperBound
            }
            let mailto = groups[1]
            let start = mailto?.lowerBound ?? local.lowerBound
            if start > 0, Self.gluedBefore(scalars[start - 1]) { continue }
            if pageDomains == nil { pageDomains = PageDomains(scalars) }
            let joined = pageDomains!.splitPrinting(in: scalars, from: at.upperBound)
            guard let domain = DomainName.scan(scalars, from: at.upperBound, bridgingSpaces: true) else { continue }
            let end = joined?.end ?? domain.range.upperBound
            if end < scalars.count, "_@".unicodeScalars.contains(scalars[end]) { continue }
            var domainPart = joined?.name ?? domain.printed
            // A top level OCR misread (`.coa`) is repaired only from the page's own domain; after
            // an explicit `mailto:`, any name is taken.
            if joined == nil, !domain.hasValidTopLevel, mailto == nil {
                guard domain.labels.count >= 2 else { continue }
                if lookalikes == nil { lookalikes = LookalikeRepair(scalars) }
                let name = domain.labels.dropLast().joined(separator: ".")
                guard let topLevel = lookalikes?.topLevel(domain.labels.last!, ofName: name, at: domain.range) else { continue }
                domainPart = name + "." + topLevel
            }
            if case let near = pageDomains!.names(aLetterFrom: domainPart), !near.isEmpty {
                if lookalikes == nil { lookalikes = LookalikeRepair(scalars) }
                domainPart = lookalikes?.spelledAlike(domainPart, among: near) ?? domainPart
            }
            var localPart = String(String.UnicodeScalarView(scalars[local]))
            if LookalikeRepair.mayNeedRepair(localPart) || LookalikeRepair.mayNeedRepair(domainPart, isDomain: true) {
                if lookalikes == nil { lookalikes = LookalikeRepair(scalars) }
                localPart = lookalikes?.repaired(localPart, at: local) ?? localPart
                domainPart = lookalikes?.repaired(domainPart, at: at.upperBound..<end, isDomain: true) ?? domainPart
            }
            let printed = (mailto.map { text[$0] } ?? "") + localPart + "@" + domainPart
            items.append(text.item(.email, start..<end, value: localPart + "@" + domainPart.lowercased(), printed: printed))
        }
        return items.removingOverlaps()
    }

    /// A character that would make the match part of a longer token (a path, a URL's userinfo).
    private static func gluedBefore(_ s: Unicode.Scalar) -> Bool {
        "/:@.".unicodeScalars.contains(s)
    }
}

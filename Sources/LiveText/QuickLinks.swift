/// The URIs quick actions hand to xdg-open, built from detected values.
enum QuickLinks {
    /// Schemes a printed link may open with: a page on screen could print `file:` or `ssh:` to
    /// make a click open something local, so those stay text to copy.
    static let webSchemes: Set<String> = ["http", "https", "ftp"]

    /// `url` as a URI xdg-open takes, when its scheme is a web one.
    static func webLink(_ url: String) -> String? {
        guard let colon = url.firstIndex(of: ":"), webSchemes.contains(url[..<colon].lowercased()) else { return nil }
        return uriSafe(url)
    }

    /// RFC 6068: the address percent-encoded except for its `qchar`s (unreserved and some-delims,
    /// less the "," that would split it into two addresses).
    static func mailto(_ address: String) -> String {
        "mailto:" + percentEncoded(address, keeping: unreserved + "!$'()*+;:@")
    }

    /// RFC 3966: the E.164 form ("+14155550123") is a global number any dialler takes; without
    /// it, the digits (and a leading +) as printed.
    static func tel(_ number: String, e164: String?) -> String {
        if let e164, !e164.isEmpty { return "tel:" + e164 }
        return "tel:" + String(number.filter { $0.isASCII && ($0.isNumber || $0 == "+") })
    }

    /// RFC 5870 has no place for a street address; map apps (GNOME Maps, Marble, Android) read
    /// the `q=` query of `geo:0,0` as a search.
    static func geo(_ address: String) -> String {
        "geo:0,0?q=" + percentEncoded(address, keeping: unreserved)
    }

    /// FlightAware's live flight page takes both designators the detector yields (IATA "BA117",
    /// ICAO "BAW117") and needs no account.
    static func flightStatus(_ designator: String) -> String {
        "https://www.flightaware.com/live/flight/" + percentEncoded(designator, keeping: unreserved)
    }

    /// The carrier's own tracking page for `number`, with the carrier's name for the menu. Nil
    /// for a carrier without a public page taking the number in its address, and for an unknown
    /// one: a multi-carrier site would be a third party learning the number, and Copy remains.
    static func tracking(_ number: String, carrier: String) -> (carrier: String, uri: String)? {
        let resolved = carrier == "S10" ? postalOperator(of: number) : carrier
        guard let resolved, let prefix = trackingPages[resolved] else { return nil }
        return (resolved, prefix + percentEncoded(number, keeping: unreserved))
    }

    private static let trackingPages: [String: String] = [
        "UPS": "https://www.ups.com/track?tracknum=",
        "FedEx": "https://www.fedex.com/fedextrack/?trknbr=",
        "USPS": "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
        // DHL's one tracking page covers Express, Parcel and eCommerce numbers.
        "DHL": "https://www.dhl.com/global-en/home/tracking.html?submit=1&tracking-id=",
        "DHL eCommerce": "https://www.dhl.com/global-en/home/tracking.html?submit=1&tracking-id=",
        "DPD": "https://tracking.dpd.de/status/en_US/parcel/",
        "Canada Post": "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=",
        "Purolator": "https://www.purolator.com/en/shipping/tracker?pin=",
        "Amazon": "https://track.amazon.com/tracking/",
        "Royal Mail": "https://www.royalmail.com/track-your-item#/tracking-results/",
    ]

    /// A UPU S10 number ends with its issuing country: the post offices with a page above.
    private static func postalOperator(of number: String) -> String? {
        ["US": "USPS", "CA": "Canada Post", "GB": "Royal Mail"][String(number.suffix(2))]
    }

    static let unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"

    /// `text` with every UTF-8 byte outside `keeping` as %XX.
    static func percentEncoded(_ text: String, keeping: String) -> String {
        let kept = Set(keeping.utf8)
        var result = ""
        for byte in text.utf8 {
            if kept.contains(byte) { result.unicodeScalars.append(Unicode.Scalar(byte)) } else { result += hex(byte) }
        }
        return result
    }

    /// A printed URI made valid (RFC 3986) without changing what it means: its reserved characters
    /// and its %XX escapes stay, anything else outside the URI alphabet (non-ASCII, spaces, a lone
    /// "%") is percent-encoded.
    static func uriSafe(_ uri: String) -> String {
        let kept = Set((unreserved + ":/?#[]@!$&'()*+,;=").utf8)
        let bytes = Array(uri.utf8)
        var result = ""
        for (index, byte) in bytes.enumerated() {
            let isEscape = byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && hexDigits.contains(bytes[index + 1]) && hexDigits.contains(bytes[index + 2])
            if kept.contains(byte) || isEscape { result.unicodeScalars.append(Unicode.Scalar(byte)) } else { result += hex(byte) }
        }
        return result
    }

    private static let hexDigits = Set("0123456789ABCDEFabcdef".utf8)

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}

import ArgumentParser
import ContentTypes
import DataDetection
import Foundation

/// `captext detect`: the data detectors alone, over text on stdin.
struct DetectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Find phone numbers, emails, URLs, addresses, tracking and flight numbers, dates in text on stdin.",
        discussion: "Prints one value per line, as printed (after OCR repairs that validate) or with --format normalized in canonical form, or JSON lines with --json. Exit status: 0 when something was found, 1 when nothing was, 2 on error."
    )

    @Option(name: .long, help: "Keep only this type: \(ContentType.allNames). Default: every type.")
    var type: String?

    @Flag(name: .long, help: "Print JSON lines {\"type\",\"value\",\"printed\",\"text\",\"start\",\"end\"}: the normalized value, the value as printed after OCR repairs, the text before them (offsets in Unicode scalars), plus \"e164\" for phone numbers and \"carrier\" for tracking numbers.")
    var json = false

    @Option(name: .long, help: "The values printed: printed (the default: the input's characters, OCR's validated repairs made) or normalized (E.164, ISO 8601, a URL with its scheme, a compact tracking number). --json prints both.")
    var format: ValueFormat = .printed

    @Option(name: .long, help: "Default country (ISO 3166 code such as US, GB, DE; ZZ for none) for numbers and addresses. Default: the country the text itself shows (numbers with a country code, addresses, domains, language), else the locale's, else US.")
    var region: String?

    @Flag(name: .long, help: "Print the countries the text itself shows (ISO 3166 codes, most likely first), one per line, instead of its items; the first is the default region when --region is not given.")
    var country = false

    /// Detection is linear, about 1 MB/s: 16 MiB is a long wait, and memory stays bounded.
    static let maxInputBytes = 16 << 20

    func run() throws {
        do {
            try detect()
        } catch let error as DetectError {
            FileHandle.standardError.write(Data("captext detect: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }

    private func detect() throws {
        if country, type != nil || json {
            throw DetectError("--country prints the text's countries; it cannot be combined with --type or --json")
        }
        let contentType: ContentType?
        if let type {
            guard let parsed = ContentType(rawValue: type.lowercased()) else {
                throw DetectError("unknown type '\(type)'; use one of \(ContentType.allNames)")
            }
            contentType = parsed
        } else {
            contentType = nil
        }
        if let region, (try? RegionOption.validated(region)) == nil {
            throw DetectError(RegionOption.unknown(region))
        }
        let bytes: [UInt8]
        do {
            bytes = try BoundedInput.read("-", limit: Self.maxInputBytes)
        } catch .tooLarge {
            throw DetectError("standard input is larger than \(BoundedInput.describe(Self.maxInputBytes)), the most detect reads; split the text")
        } catch {
            throw DetectError("cannot read standard input: \(error.description)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DetectError("standard input is not UTF-8 text")
        }
        if country {
            let countries = DocumentCountry.ranked(in: DetectionText(text))
            FileHandle.standardOutput.write(Data(countries.map { $0 + "\n" }.joined().utf8))
            if countries.isEmpty { throw ExitCode(1) }
            return
        }
        let filter = ContentFilter(region: Region.resolve(explicit: region, environment: ProcessInfo.processInfo.environment),
                                   infersCountry: region == nil)
        let items = contentType.map { filter.items(in: text, type: $0) } ?? filter.allItems(in: text)
        var output = ""
        for item in items {
            output += json ? Self.jsonLine(item) : item.value(format)
            output += "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        if items.isEmpty { throw ExitCode(1) }
    }

    /// One JSON object per line, keys in the documented order; then what the detector knows
    /// besides (`e164` for a phone number, `carrier` for a tracking number), keys sorted.
    static func jsonLine(_ item: DataItem) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        func quoted(_ string: String) -> String {
            (try? encoder.encode(string)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        }
        let details = item.details.keys.sorted().map { ",\(quoted($0)):\(quoted(item.details[$0]!))" }.joined()
        return "{\"type\":\(quoted(item.type.rawValue)),\"value\":\(quoted(item.value)),\"printed\":\(quoted(item.printed)),"
            + "\"text\":\(quoted(item.text)),"
            + "\"start\":\(item.start),\"end\":\(item.end)\(details)}"
    }
}

/// A user error of `captext detect`: one line on stderr, exit status 2.
struct DetectError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

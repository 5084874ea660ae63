import Foundation

/// Japan's postcodes and the places they name: Japan Post's tables as `Assets/jp-postcodes.tsv`
/// (see `Resources/jp-postcodes.py`), mapped, not parsed: its code lines are sorted, so a lookup
/// is a binary search over bytes. Installed beside the binary (`../share/captext/`); a build run
/// from its checkout reads the source tree's. Without the file no postcode names a place.
public final class JapanesePostcodes: Sendable {
    public struct Place: Equatable, Sendable {
        public let prefecture: String, city: String, town: String

        public init(prefecture: String, city: String, town: String) {
            self.prefecture = prefecture
            self.city = city
            self.town = town
        }
    }

    public static let shared: JapanesePostcodes? = candidatePaths().lazy.compactMap(JapanesePostcodes.init(path:)).first

    /// The file the table was read from.
    public let path: String

    private let bytes: Data
    private let cities: [(prefecture: String, city: String)]
    /// Where the first code line starts.
    private let codeLines: Int

    /// Nil when the file cannot be read or names no city.
    public init?(path: String) {
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        var cities: [(String, String)] = []
        var start = 0
        let newline = UInt8(ascii: "\n")
        while start < bytes.count, bytes[start] == UInt8(ascii: "#") || bytes[start] == UInt8(ascii: "=") {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            if bytes[start] == UInt8(ascii: "=") {
                let fields = String(decoding: bytes[(start + 1)..<end], as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2 else { return nil }
                cities.append((String(fields[0]), String(fields[1])))
            }
            start = end + 1
        }
        guard !cities.isEmpty else { return nil }
        self.path = path
        self.bytes = bytes
        self.cities = cities
        codeLines = start
    }

    /// Whether `address` begins with the name of one of `prefecture`'s cities (金沢市 for 石川県).
    func hasCity(beginning address: String, in prefecture: String) -> Bool {
        cities.contains { $0.prefecture == prefecture && address.hasPrefix($0.city) }
    }

    /// The places `code` (seven ASCII digits) names: one, several towns, or none for no such code.
    public func places(_ code: String) -> [Place] {
        let key = Array(code.utf8)
        guard key.count == 7 else { return [] }
        return bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Place] in
            let b = raw.bindMemory(to: UInt8.self)
            let newline = UInt8(ascii: "\n")
            func lineStart(_ at: Int) -> Int {
                var at = at
                while at > codeLines, b[at - 1] != newline { at -= 1 }
                return at
            }
            func compare(_ line: Int) -> Int {
                // A line cut short by the end of the file is no code.
                guard line + 7 <= b.count else { return 1 }
                for k in 0..<7 where b[line + k] != key[k] { return b[line + k] < key[k] ? -1 : 1 }
                return 0
            }
            // The first line whose code is not below the key.
            var low = codeLines, high = b.count
            while low < high {
                let line = lineStart(low + (high - low) / 2)
                if compare(line) < 0 {
                    var next = line
                    while next < b.count, b[next] != newline { next += 1 }
                    low = next + 1
                } else {
                    high = line
                }
            }
            var places: [Place] = []
            var line = low
            while compare(line) == 0 {
                var end = line
                while end < b.count, b[end] != newline { end += 1 }
                // A damaged line names nothing.
                let fields = end < line + 8 ? [] : String(decoding: UnsafeBufferPointer(rebasing: b[(line + 8)..<end]), as: UTF8.self)
                    .split(separator: "\t", omittingEmptySubsequences: false)
                if fields.count == 2, let number = Int(fields[0]), cities.indices.contains(number) {
                    places.append(Place(prefecture: cities[number].prefecture, city: cities[number].city, town: String(fields[1])))
                }
                line = end + 1
            }
            return places
        }
    }

    private static func candidatePaths() -> [String] {
        let name = "jp-postcodes.tsv"
        var paths: [String] = []
        if let executable = Bundle.main.executableURL {
            paths.append(executable.deletingLastPathComponent().appendingPathComponent("../share/captext/\(name)").standardized.path)
        }
        // A build run from its checkout: Sources/DataDetection/ -> Assets/.
        paths.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/\(name)").standardized.path)
        return paths
    }
}

import Foundation
import TestDesktop

/// Runs the built `captext` binary, as a user would.
enum Captext {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let samples = fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/samples")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// Runs `captext ARGS` in the clean environment (so English is the default).
    static func run(_ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:]) throws -> ProcessResult {
        try runProcess([captextBinary] + arguments, environment: cleanEnvironment.merging(extra) { $1 }, input: stdin)
    }

    /// A file in a fresh temporary directory holding `bytes`.
    static func temporaryFile(_ name: String, _ bytes: Data) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }
}

/// Character error rate: edit distance over the reference's length, on whitespace-normalised text.
func characterErrorRate(_ hypothesis: String, reference: String) -> Double {
    func normalized(_ s: String) -> [Character] { Array(s.split(whereSeparator: \.isWhitespace).joined(separator: " ")) }
    let a = normalized(hypothesis), b = normalized(reference)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1]
        for (j, cb) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
        }
        previous = current
    }
    return Double(previous[b.count]) / Double(max(b.count, 1))
}

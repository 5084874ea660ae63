import Foundation
import XCTest

/// Runs the `captext` binary built next to this test bundle, as a user would.
enum Captext {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let samples = fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/samples")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    static var binary: URL {
        get throws {
            let bundle = Bundle.main.bundleURL
            let candidates = [bundle.appendingPathComponent("captext"),
                              bundle.deletingLastPathComponent().appendingPathComponent("captext"),
                              URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("captext")]
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw XCTSkip("no captext binary next to the test bundle (\(bundle.path))")
            }
            return found
        }
    }

    /// Runs `captext ARGS` with the user's language settings cleared (so English is the default).
    static func run(_ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for key in ["CAPTEXT_LANG", "LC_ALL", "LC_MESSAGES", "TESSDATA_PREFIX"] { environment[key] = nil }
        environment["LANG"] = "C.UTF-8"
        process.environment = environment.merging(extra) { $1 }
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(stdin)
            try input.fileHandleForWriting.close()
        }
        // Both pipes at once: a child filling one while we wait on the other would block.
        let err = PipeDrain(errors.fileHandleForReading)
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err.data, as: UTF8.self))
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

/// Reads a pipe to its end on another thread; `data` waits for that.
private final class PipeDrain: @unchecked Sendable {
    private var bytes = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            bytes = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    var data: Data {
        done.wait()
        done.signal()
        return bytes
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

import Foundation

/// The daemon's messages on standard error; `info` only with --verbose.
public struct DaemonLog: Sendable {
    let verbose: Bool

    func info(_ message: String) {
        if verbose { write(message) }
    }

    func error(_ message: String) { write(message) }

    /// "0.42": a duration in milliseconds, to the hundredth.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.2f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    /// The end of a job ("capture", "live"), with its time from the hotkey's release (or the request).
    func outcome(of source: String, _ job: String, _ outcome: CaptureReply, since start: ContinuousClock.Instant) {
        let elapsed = start.duration(to: .now)
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        let message = outcome.message.map { ": \($0)" } ?? ""
        if outcome.status == 0 {
            info("\(source): \(job) done\(message) (\(milliseconds) ms)")
        } else {
            error("\(source): \(job) ended with status \(outcome.status)\(message) (\(milliseconds) ms)")
        }
    }

    private func write(_ message: String) {
        FileHandle.standardError.write(Data("captext daemon: \(message)\n".utf8))
    }
}

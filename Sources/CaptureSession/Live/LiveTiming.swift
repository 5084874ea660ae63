import Synchronization

/// How long one `captext live` took to show its overlay and to show the whole screen read,
/// from `start` (the hotkey's job taken, or the process started): what bench/live-text
/// measures. One line, never with the text read:
/// `Live Text: overlay 42 ms, screen read 1210 ms (1280x800, 37 lines; grabbed at 15 ms, analysis 1100 ms)`.
public final class LiveTiming: Sendable {
    private struct Moments {
        var grabbed: Duration?
        var analysis: Duration?
        var overlay: Duration?
        var reported = false
    }

    private let start: ContinuousClock.Instant
    private let report: @Sendable (String) -> Void
    private let moments = Mutex(Moments())

    public init(since start: ContinuousClock.Instant, report: @escaping @Sendable (String) -> Void) {
        self.start = start
        self.report = report
    }

    func screenGrabbed() {
        let now = start.duration(to: .now)
        moments.withLock { $0.grabbed = now }
    }

    func analysed(in duration: Duration) {
        moments.withLock { $0.analysis = duration }
    }

    /// The overlay is mapped and painted (the server has processed it).
    func overlayShown() {
        let now = start.duration(to: .now)
        moments.withLock { $0.overlay = now }
    }

    /// The reading is drawn on the overlay (the server has processed it): reports the line.
    func readingShown(width: Int, height: Int, lines: Int) {
        let now = start.duration(to: .now)
        let line = moments.withLock { moments in
            moments.reported = true
            let details = [moments.grabbed.map { "grabbed at \(Self.milliseconds($0))" },
                           moments.analysis.map { "analysis \(Self.milliseconds($0))" }].compactMap { $0 }
            return "Live Text: overlay \(moments.overlay.map(Self.milliseconds) ?? "?"), screen read \(Self.milliseconds(now))"
                + " (\(width)x\(height), \(lines) lines\(details.isEmpty ? "" : "; " + details.joined(separator: ", ")))"
        }
        report(line)
    }

    /// The overlay is gone: reports it if it closed before the reading showed.
    func closed() {
        let line: String? = moments.withLock { moments in
            guard !moments.reported else { return nil }
            moments.reported = true
            return "Live Text: overlay \(moments.overlay.map(Self.milliseconds) ?? "?"), closed before the screen was read"
        }
        line.map(report)
    }

    private static func milliseconds(_ duration: Duration) -> String {
        "\(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000) ms"
    }
}

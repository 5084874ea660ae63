import Foundation

/// How long to wait before connecting again to a bus that went away (the accessibility bus
/// restarts with the session's services, IBus when the user switches input methods): half a
/// second, then twice as long each time up to half a minute, so a bus that is gone for good
/// costs a connection attempt every 30 s and one that restarts at once is found within a second.
struct Backoff {
    static let first = Duration.milliseconds(500)
    static let longest = Duration.seconds(30)

    private(set) var delay = Backoff.first

    /// The wait before the next attempt; the one after it is longer.
    mutating func next() -> Duration {
        defer { delay = min(delay * 2, Self.longest) }
        return delay
    }

    /// After a connection that worked: the next loss starts from the shortest wait again.
    mutating func reset() { delay = Self.first }

    /// Sleeps `duration` in short steps; false as soon as `stopped` says so.
    static func sleep(_ duration: Duration, unless stopped: () -> Bool) -> Bool {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            if stopped() { return false }
            let step = min(end - ContinuousClock.now, .milliseconds(50))
            Thread.sleep(forTimeInterval: Double(step.components.attoseconds) / 1e18 + Double(step.components.seconds))
        }
        return !stopped()
    }
}

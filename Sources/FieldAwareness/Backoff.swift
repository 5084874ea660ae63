import Foundation

/// How long to wait before connecting again to a bus that went away (the accessibility bus
/// restarts with the session's services, IBus when the user switches input methods): half a
/// second, then twice as long each time up to half a minute, so a bus that is gone for good
/// costs a connection attempt every 30 s and one that restarts at once is found within a second.
struct Backoff {
    static let first = Duration.milliseconds(500)
    static let longest = Duration.seconds(30)

    private var delay = Backoff.first

    /// The wait before the next attempt; the one after it is longer.
    private mutating func next() -> Duration {
        defer { delay = min(delay * 2, Self.longest) }
        return delay
    }

    /// After a connection that worked: the next loss starts from the shortest wait again.
    private mutating func reset() { delay = Self.first }

    /// Runs `session` again and again until `stopped`, with growing pauses between runs. A run
    /// connects, calls `connected` once it has, follows the connection until it goes away and
    /// returns why it ended. `log` hears the first loss and every reconnection, named `name`.
    static func keepConnected(_ name: String, log: @escaping (String) -> Void, stopped: () -> Bool,
                              session: (_ connected: () -> Void) -> String) {
        var backoff = Backoff(), lost = false
        while !stopped() {
            let problem = session {
                if lost { log("\(name): connected again"); lost = false }
                backoff.reset()
            }
            guard !stopped() else { return }
            if !lost { log("\(name): \(problem); connecting again with growing pauses (up to \(longest))") }
            lost = true
            guard sleep(backoff.next(), unless: stopped) else { return }
        }
    }

    /// Sleeps `duration` in short steps; false as soon as `stopped` says so.
    private static func sleep(_ duration: Duration, unless stopped: () -> Bool) -> Bool {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            if stopped() { return false }
            Thread.sleep(forTimeInterval: min(end - ContinuousClock.now, .milliseconds(50)) / .seconds(1))
        }
        return !stopped()
    }
}

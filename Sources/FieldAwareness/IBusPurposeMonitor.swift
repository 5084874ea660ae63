import Foundation
import Synchronization

/// Listens to IBus's bus for the input purpose applications send with each focus change
/// (GTK 3/4, Firefox and Qt do when IBus is their input method). Applications send the
/// purpose only around focus changes, so the monitor must be running before the focus moves:
/// the daemon keeps one from login; a one-shot caller only learns about a focus change that
/// happens while it listens.
public final class IBusPurposeMonitor: Sendable {
    public enum Status: Sendable, Equatable {
        case connecting
        /// Connected and the match rules accepted; no traffic seen yet.
        case listening
        /// Focus traffic has arrived: the route works on this IBus.
        case verified
        case unavailable(String)
    }

    /// The purpose of the input context that has the focus.
    public struct Observation: Sendable, Equatable {
        public let purpose: String
        public let hints: UInt32
        public let context: String
        /// When that context took the focus.
        public let focusedAt: ContinuousClock.Instant
    }

    private struct State {
        var status: Status = .connecting
        var purposes: [String: (purpose: UInt32, hints: UInt32)] = [:]
        var focused: (context: String, at: ContinuousClock.Instant)?
        var stopped = false
    }

    private let state = Mutex(State())
    private let changes = Mutex<[@Sendable (Observation?) -> Void]>([])

    /// Connects in the background, and again with `Backoff` whenever IBus goes away (a
    /// restart, an input-method switch); see `status`. `log` hears of each loss and reconnection.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        let thread = Thread { [self] in listen(environment: environment, log: log) }
        thread.name = "captext-ibus"
        thread.start()
    }

    deinit { stop() }

    public var status: Status { state.withLock { $0.status } }

    /// The focused context's purpose, when it has sent one since the monitor started.
    public var current: Observation? { state.withLock { Self.observation(&$0) } }

    /// Calls `handler` (on the monitor's thread) whenever the focused context or its purpose changes.
    public func onChange(_ handler: @escaping @Sendable (Observation?) -> Void) {
        changes.withLock { $0.append(handler) }
    }

    /// Waits until a context takes the focus after `instant` and its purpose is known, up to
    /// `timeout`; nil when none does (or IBus is unavailable).
    public func purpose(focusedAfter instant: ContinuousClock.Instant, timeout: Duration) -> Observation? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let observation = current, observation.focusedAt > instant { return observation }
            if case .unavailable = status { return nil }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return nil
    }

    public func stop() { state.withLock { $0.stopped = true } }

    private static func observation(_ state: inout State) -> Observation? {
        guard let focused = state.focused, let purpose = state.purposes[focused.context],
              let name = InputPurpose.name(of: purpose.purpose) else { return nil }
        return Observation(purpose: name, hints: purpose.hints, context: focused.context, focusedAt: focused.at)
    }

    private func listen(environment: [String: String], log: @escaping (String) -> Void) {
        let stopped = { self.state.withLock { $0.stopped } }
        Backoff.keepConnected("IBus", log: log, stopped: stopped) { connected in
            let problem: String
            do {
                // The address is read again each time: a restarted IBus listens on a new socket.
                let connection = try IBusConnection(address: IBusAddress.find(environment: environment).get())
                state.withLock { $0.status = .listening }
                connected()
                follow(connection, until: stopped)
                problem = "the connection to IBus closed"
            } catch {
                problem = "\(error)"
            }
            state.withLock { $0.status = .unavailable(problem); $0.focused = nil }
            return problem
        }
    }

    /// Applies IBus's traffic until the connection closes or the monitor stops.
    private func follow(_ connection: IBusConnection, until stopped: () -> Bool) {
        while !stopped() {
            guard let traffic = connection.read(waitingUpTo: 100) else { return }
            guard !traffic.isEmpty else { continue }
            let (before, after) = state.withLock { state in
                let before = Self.observation(&state)
                for item in traffic { Self.apply(item, to: &state) }
                return (before, Self.observation(&state))
            }
            if before != after {
                for handler in changes.withLock({ $0 }) { handler(after) }
            }
        }
    }

    private static func apply(_ traffic: IBusConnection.Traffic, to state: inout State) {
        switch traffic {
        case .contentType(let context, let purpose, let hints):
            state.purposes[context] = (purpose, hints)
        case .focusIn(let context):
            state.focused = (context, .now)
            state.status = .verified
        case .focusOut(let context):
            if state.focused?.context == context { state.focused = nil }
            state.status = .verified
        }
    }
}

import Glibc
import Synchronization

/// The signal caught while a `SignalWatch` is alive; 0 for none. Written from the signal
/// handler (a lock-free atomic store is async-signal-safe), read by the typing loop, which
/// then stops and restores the keyboard on its normal error path.
private let caughtSignal = Atomic<Int32>(0)

/// Catches SIGINT, SIGTERM and SIGHUP for its lifetime; the previous handlers return in deinit.
final class SignalWatch {
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    private var previous: [(Int32, sighandler_t?)] = []

    init() {
        caughtSignal.store(0, ordering: .relaxed)
        for signalNumber in Self.signals {
            previous.append((signalNumber, signal(signalNumber) { caughtSignal.store($0, ordering: .relaxed) }))
        }
    }

    deinit {
        for (signalNumber, handler) in previous { signal(signalNumber, handler) }
    }

    /// The signal caught so far, if any.
    var caught: Int32? {
        let value = caughtSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}

import Glibc
import Synchronization

/// Signals the daemon acts on, recorded by the handler (an atomic store is async-signal-safe)
/// and read by the event loop, which wakes at least every `DaemonLoop.tick`.
enum DaemonSignals {
    private static let stop = Atomic<Int32>(0)
    private static let reload = Atomic<Bool>(false)

    static func install() {
        signal(SIGHUP) { _ in DaemonSignals.reload.store(true, ordering: .relaxed) }
        signal(SIGTERM) { DaemonSignals.stop.store($0, ordering: .relaxed) }
        signal(SIGINT) { DaemonSignals.stop.store($0, ordering: .relaxed) }
        signal(SIGPIPE, SIG_IGN)
    }

    /// The stopping signal, once one arrived.
    static var stopRequested: Int32? {
        let value = stop.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// True once per SIGHUP.
    static func takeReload() -> Bool { reload.exchange(false, ordering: .relaxed) }
}

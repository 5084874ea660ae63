import Synchronization

/// One capture at a time: a hotkey pressed or a request sent while one runs is turned away,
/// so a burst of presses never stacks overlays.
final class CaptureGate: Sendable {
    private let running = Mutex(false)

    /// True when the caller may start a capture; it must call `leave()` when done.
    func enter() -> Bool {
        running.withLock { running in
            guard !running else { return false }
            running = true
            return true
        }
    }

    func leave() { running.withLock { $0 = false } }
}

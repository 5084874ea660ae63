import CaptextConfig
import Foundation
import Glibc
import Synchronization

/// Loads and checks the config on a thread of its own: a large file (or a slow disk) must not
/// hold up the event loop, which keeps serving hotkeys and clients meanwhile. The loop polls
/// `descriptor` with its other inputs and applies the outcome itself, since it owns the X
/// connection the hotkeys are grabbed on.
final class ConfigReload: Sendable {
    enum Outcome: Sendable {
        case loaded(HotkeyBindings)
        /// The config does not load; the message names line and key.
        case failed(String)
    }

    private struct State {
        var running = false
        /// Asked again while running: the file may have changed after it was read.
        var again = false
        var outcome: Outcome?
    }

    private let settings: DaemonLoop.Settings
    private let state = Mutex(State())
    /// The pipe's ends: readable once an outcome waits to be taken.
    private let readEnd: Int32, writeEnd: Int32

    init(settings: DaemonLoop.Settings) {
        self.settings = settings
        var ends: [Int32] = [-1, -1]
        // Without a pipe the loop still takes the outcome at its next tick.
        if pipe(&ends) == 0 {
            // Never blocks the loop nor the loader, and stays out of the children the daemon starts.
            for end in ends {
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// For `poll`: readable when `take()` has an outcome.
    var descriptor: Int32 { readEnd }

    /// Starts a load unless one runs; one that runs reads the file again when it ends (the last
    /// edit wins).
    func request() {
        let start = state.withLock { state -> Bool in
            if state.running { state.again = true }
            defer { state.running = true }
            return !state.running
        }
        if start { Thread { self.load() }.start() }
    }

    /// The outcome of the last load, once.
    func take() -> Outcome? {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &drained, drained.count) > 0 {}
        return state.withLock { state in
            defer { state.outcome = nil }
            return state.outcome
        }
    }

    private func load() {
        while true {
            let outcome: Outcome
            do {
                let config = try Config.load(path: settings.configPath, mustExist: settings.configMustExist)
                outcome = .loaded(try HotkeyBindings(config, file: settings.configPath))
            } catch {
                outcome = .failed("\(error)")
            }
            // An outcome a newer request has made stale is dropped: the file is read again.
            let published = state.withLock { state -> Bool in
                if state.again {
                    state.again = false
                    return false
                }
                state.outcome = outcome
                state.running = false
                return true
            }
            guard published else { continue }
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
            return
        }
    }
}

import CAtspi
import Foundation
import Synchronization

/// The one thread that talks to the accessibility bus. libatspi is not thread-safe and delivers
/// events through GLib's default main context, so a thread runs that context's loop and every
/// query is a job on it. Callers wait for a job with a deadline: a hung bus costs them the
/// deadline, never a hang (the job itself may finish later, unseen).
final class AccessibilityThread: Sendable {
    static let shared = AccessibilityThread()

    /// libatspi's own per-call limit; the caller's deadline bounds the whole job.
    private static let callTimeoutMilliseconds: Int32 = 250

    private let started = Mutex(false)
    private let ready = DispatchSemaphore(value: 0)
    private let initialized = Atomic(false)

    private init() {}

    /// Runs `job` on the thread and returns its result, or nil when it did not finish in time.
    func run<T: Sendable>(timeout: Duration, _ job: @escaping @Sendable () -> T) -> T? {
        let deadline = DispatchTime.now() + .nanoseconds(Int(timeout.components.seconds) * 1_000_000_000
            + Int(timeout.components.attoseconds / 1_000_000_000))
        start()
        guard ready.wait(timeout: deadline) == .success else { return nil }
        ready.signal()
        guard initialized.load(ordering: .acquiring) else { return nil }
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let work = Unmanaged.passRetained(Job { box.value.withLock { $0 = job() }; done.signal() }).toOpaque()
        g_main_context_invoke(nil, { pointer in
            Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().body()
            return 0
        }, work)
        guard done.wait(timeout: deadline) == .success else { return nil }
        return box.value.withLock { $0 }
    }

    /// True once the thread connected to the accessibility bus (false while starting or when it could not).
    var isConnected: Bool { initialized.load(ordering: .acquiring) }

    /// Starts the thread and its connection unless already started.
    func start() {
        let first = started.withLock { started in
            defer { started = true }
            return !started
        }
        guard first else { return }
        let thread = Thread { [self] in
            // libatspi reports a missing bus with g_warning; captext reports it as "unknown" instead.
            g_log_set_default_handler({ _, _, _, _ in }, nil)
            atspi_set_timeout(Self.callTimeoutMilliseconds, Self.callTimeoutMilliseconds)
            let status = atspi_init()
            initialized.store(status == 0 || status == 1, ordering: .releasing)
            ready.signal()
            guard status == 0 || status == 1 else { return }
            let loop = g_main_loop_new(nil, 0)
            g_main_loop_run(loop)
        }
        thread.name = "captext-accessibility"
        thread.start()
    }
}

private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

private final class ResultBox<T: Sendable>: Sendable {
    let value = Mutex<T?>(nil)
}

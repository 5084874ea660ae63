import Glibc

/// Wakes a thread waiting for X events (`X11Display.nextEvent`) from another thread: a
/// background reading that has a result to show, which would otherwise wait for the next
/// event or the wait's deadline. Owns a non-blocking pipe, closed with it.
public final class WakePipe: Sendable {
    /// The end the waiting thread polls.
    package let descriptor: Int32
    private let writeEnd: Int32

    /// Nil when no pipe can be made (out of descriptors): the waiter then wakes by its deadline.
    public init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (descriptor, writeEnd) = (ends[0], ends[1])
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Wakes the waiter; a full pipe is already waking it.
    public func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Takes every signal so far, before looking at what they announce: one sent after that
    /// wakes the next wait.
    public func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &bytes, bytes.count) > 0 {}
    }
}

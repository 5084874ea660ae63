import CX11
import Glibc

extension X11Display {
    /// The next event, or nil once `deadline` passes or `wake` is signalled. Waits in poll(2)
    /// rather than XNextEvent so a dead server or a deadline ends the wait instead of blocking forever.
    package func nextEvent(before deadline: ContinuousClock.Instant?, wake: WakePipe? = nil) throws(X11Error) -> XEvent? {
        while true {
            if XPending(handle) > 0 {
                var event = XEvent()
                XNextEvent(handle, &event)
                return event
            }
            if isConnectionLost { throw .connectionLost }
            var wait = 200
            if let deadline {
                let left = deadline - ContinuousClock.now
                if left <= .zero { return nil }
                wait = min(wait, Int(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000) + 1)
            }
            var descriptors = [pollfd(fd: XConnectionNumber(handle), events: Int16(POLLIN), revents: 0)]
            if let wake { descriptors.append(pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&descriptors, nfds_t(descriptors.count), Int32(wait))
            if descriptors.count > 1, descriptors[1].revents != 0 { return nil }
        }
    }

    /// Drops queued pointer motion and returns the latest one, if any (redrawing for every
    /// intermediate position would lag behind the pointer).
    package func latestMotion(after event: XEvent) -> XEvent {
        var latest = event
        var next = XEvent()
        while XCheckMaskEvent(handle, PointerMotionMask, &next) != 0 { latest = next }
        return latest
    }
}

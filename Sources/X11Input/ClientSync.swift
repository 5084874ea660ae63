import CX11
import Glibc
import X11Connection

/// Waits, before the keymap changes again, until the target application can no longer get a
/// key sent under the current bindings wrong. A client translates a keycode with the keymap copy
/// it holds when it gets to the event; a rebinding that overtakes its event queue turns the
/// keys into other characters (what makes `xdotool type --delay 0` lose them).
///
/// - Clients that answer _NET_WM_PING (GTK, Qt, Electron, Firefox) handle events in order: their
///   reply to a ping sent after the keys proves the keys were translated. GDK translates at the
///   pace its widgets consume events, so waiting for all keys takes as long as the application
///   does; but GDK fetches the server's keymap once, at the first key after a keymap change, and
///   keeps that copy until it reaches the next change in its queue (Qt and Chromium fetch at the
///   change itself). So a reply to a ping sent right after the first key under new bindings is
///   enough for every later change: see `confirmLookup`.
/// - Xlib clients (xterm, anything built on Xt) mark their keymap stale as soon as they *read*
///   a MappingNotify, ahead of the keys queued before it, and refetch then; none of their
///   requests proves the keys were looked up (checked with RECORD), so they get a settle time
///   sized by the keys in flight, measured in bench/typing.
final class ClientSync {
    /// Settle for clients without _NET_WM_PING: a fixed part plus a per-key part.
    static let settleBase = Duration.milliseconds(25)
    static let settlePerKey = Duration.microseconds(60)
    /// A ping-capable client that does not answer this long is hung; settle and go on.
    static let pingTimeout = Duration.seconds(10)

    private let display: X11Display
    private let pingWindow: Window?
    private let protocolsAtom: Atom
    private let pingAtom: Atom
    private let rootMask: Int
    private var token = Int(Glibc.random() & 0xFFFF) << 8

    init(display: X11Display, target: TargetWindow) {
        self.display = display
        protocolsAtom = display.atom("WM_PROTOCOLS")
        let pingAtom = display.atom("_NET_WM_PING")
        self.pingAtom = pingAtom
        let client = target.client.map { Window($0) }
        pingWindow = client.flatMap { display.wmProtocols(of: $0).contains(pingAtom) ? $0 : nil }
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display.handle, display.rootWindow, &attributes)
        rootMask = attributes.your_event_mask
        // Replies to _NET_WM_PING go to the root window, to whoever selected SubstructureNotify.
        if pingWindow != nil {
            XSelectInput(display.handle, display.rootWindow, rootMask | SubstructureNotifyMask)
        }
    }

    deinit {
        if pingWindow != nil && !display.isConnectionLost {
            XSelectInput(display.handle, display.rootWindow, rootMask)
            XFlush(display.handle)
        }
    }

    /// After the first key under new bindings: true once a ping-capable client has translated
    /// it (and so holds the bindings); false for clients that cannot say so.
    func confirmLookup() -> Bool {
        guard let pingWindow else { return false }
        return ping(pingWindow)
    }

    /// Returns once the next keymap change is safe for the `keys` key strokes sent since the last one.
    func waitForClient(afterKeys keys: Int) {
        if let pingWindow, ping(pingWindow) { return }
        XFlush(display.handle)
        sleep(Self.settleBase + Self.settlePerKey * keys)
    }

    /// Pings the client and waits for its reply.
    private func ping(_ window: Window) -> Bool {
        token += 1
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = protocolsAtom
        event.xclient.format = 32
        event.xclient.data.l = (Int(pingAtom), token, Int(window), 0, 0)
        XSendEvent(display.handle, window, 0, NoEventMask, &event)
        XFlush(display.handle)

        let deadline = ContinuousClock.now + Self.pingTimeout
        var poller = pollfd(fd: XConnectionNumber(display.handle), events: Int16(POLLIN), revents: 0)
        while ContinuousClock.now < deadline && !display.isConnectionLost {
            while XPending(display.handle) > 0 {
                var reply = XEvent()
                XNextEvent(display.handle, &reply)
                if reply.type == ClientMessage && reply.xclient.message_type == protocolsAtom
                    && reply.xclient.data.l.0 == Int(pingAtom) && reply.xclient.data.l.1 == token {
                    return true
                }
            }
            _ = poll(&poller, 1, 5)
        }
        return false
    }

    private func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}

import CX11
import Glibc
import X11Connection

/// Pointer and keyboard grabbed for one window; released in `deinit`. The keyboard grab sends
/// key events to captext without moving the input focus away from the user's field.
final class InputGrab {
    /// How long another client's grab (an open menu, a drag in progress) may take to go away.
    static let patience = Duration.seconds(1)

    private let display: X11Display

    init(display: X11Display, window: Window, cursor: Cursor) throws(PopupError) {
        self.display = display
        let handle = display.handle
        let deadline = ContinuousClock.now + Self.patience
        let pointerMask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        try Self.retry(until: deadline, device: "pointer", display: display) {
            XGrabPointer(handle, window, 0, pointerMask, GrabModeAsync, GrabModeAsync, 0, cursor, Time(CurrentTime))
        }
        do throws(PopupError) {
            try Self.retry(until: deadline, device: "keyboard", display: display) {
                XGrabKeyboard(handle, window, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
            }
        } catch {
            XUngrabPointer(handle, Time(CurrentTime))
            XFlush(handle)
            throw error
        }
    }

    deinit {
        XUngrabKeyboard(display.handle, Time(CurrentTime))
        XUngrabPointer(display.handle, Time(CurrentTime))
        XFlush(display.handle)
    }

    private static func retry(until deadline: ContinuousClock.Instant, device: String, display: X11Display,
                              _ grab: () -> Int32) throws(PopupError) {
        while true {
            if grab() == GrabSuccess { return }
            if display.isConnectionLost { throw .x11(.connectionLost) }
            guard ContinuousClock.now < deadline else { throw .inputGrabbed(device: device) }
            usleep(20_000)
        }
    }
}

import CX11
import X11Connection

extension X11Display {
    /// True when this client can grab pointer and keyboard itself, i.e. no other client (a
    /// captext popup) holds either.
    public func inputIsFree() -> Bool {
        let pointer = XGrabPointer(handle, rootWindow, 0, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync, 0, 0, Time(CurrentTime))
        let keyboard = XGrabKeyboard(handle, rootWindow, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
        XUngrabPointer(handle, Time(CurrentTime))
        XUngrabKeyboard(handle, Time(CurrentTime))
        XSync(handle, 0)
        return pointer == GrabSuccess && keyboard == GrabSuccess
    }
}

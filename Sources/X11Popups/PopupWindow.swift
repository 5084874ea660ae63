import CX11
import X11Connection

/// An override-redirect window (no window manager frame, never given the input focus) with a
/// cairo canvas on it; destroyed in `deinit`.
final class PopupWindow {
    static let eventMask = ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask

    let display: X11Display
    let id: Window
    let frame: ScreenRect
    let canvas: CairoCanvas

    /// `transparent`: no background, so mapping shows what was on screen until the first paint
    /// (the overlay paints the same frozen pixels, without a flash of colour).
    init(display: X11Display, frame: ScreenRect, cursor: Cursor = 0, transparent: Bool = false) throws(PopupError) {
        try CairoCanvas.loadLibraries()
        self.display = display
        self.frame = frame
        let handle = display.handle
        let screen = XDefaultScreen(handle)
        guard let visual = XDefaultVisual(handle, screen) else { throw .noVisual }
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.event_mask = Int(Self.eventMask)
        attributes.cursor = cursor
        attributes.background_pixel = XBlackPixel(handle, screen)
        var mask = UInt(CWOverrideRedirect | CWEventMask | CWCursor)
        if !transparent { mask |= UInt(CWBackPixel) }
        id = XCreateWindow(handle, display.rootWindow, Int32(frame.x), Int32(frame.y), UInt32(frame.width), UInt32(frame.height),
                           0, XDefaultDepth(handle, screen), UInt32(InputOutput), visual, mask, &attributes)
        canvas = CairoCanvas(display: display, drawable: id, visual: visual, width: frame.width, height: frame.height)
        label()
    }

    deinit {
        canvas.finish()
        XDestroyWindow(display.handle, id)
        XFlush(display.handle)
    }

    /// WM_CLASS "captext" names the window in tools (xwininfo, tests); WM_HINTS input=False
    /// tells any window manager that looks that it never takes the keyboard focus.
    private func label() {
        var hint = XClassHint()
        "captext".withCString { name in
            "Captext".withCString { className in
                hint.res_name = UnsafeMutablePointer(mutating: name)
                hint.res_class = UnsafeMutablePointer(mutating: className)
                XSetClassHint(display.handle, id, &hint)
            }
        }
        var wmHints = XWMHints()
        wmHints.flags = InputHint
        wmHints.input = 0
        XSetWMHints(display.handle, id, &wmHints)
    }

    func map() {
        XMapRaised(display.handle, id)
    }
}

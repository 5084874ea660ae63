import CCairo
import CX11
import Recognition
import X11Capture
import X11Connection

/// The frozen screen in one override-redirect window per monitor, or a frozen picture (a
/// camera's frame) in one window, with pointer and keyboard grabbed: what the selection overlay
/// and Live Text draw on. captext never sets the input focus, so the user's field keeps it;
/// windows, pixmaps, cursor and grab go away in `deinit`, also when `init` fails halfway.
final class FrozenOverlay {
    let display: X11Display
    /// The monitors, cut to the grabbed image, so window pixels map 1:1 to it.
    let monitors: [Monitor]
    let frozen: FrozenScreen
    /// Where the frozen picture shows on the screen.
    let placement: PicturePlacement
    private(set) var windows: [PopupWindow] = []
    private let cursor: Cursor
    private var grab: InputGrab?

    /// `copy`: the server's copy `screen` was grabbed from, shown as it is.
    convenience init(display: X11Display, screen: ScreenGrab, copy: ScreenCopy? = nil, cursorShape: UInt32) throws(PopupError) {
        let bounds = screen.image.bounds
        let visible = screen.monitors.compactMap { monitor -> Monitor? in
            guard let frame = monitor.frame.intersection(bounds) else { return nil }
            return Monitor(name: monitor.name, x: frame.x, y: frame.y, width: frame.width, height: frame.height, isPrimary: monitor.isPrimary)
        }
        try self.init(display: display, picture: screen.image, copy: copy, placement: .screen, cursorShape: cursorShape,
                      monitors: visible.isEmpty ? [Monitor(name: "screen", x: 0, y: 0, width: bounds.width, height: bounds.height, isPrimary: true)] : visible)
    }

    /// `picture` at `placement`, in one window covering `frame` (root pixels).
    convenience init(display: X11Display, picture: ScreenImage, placement: PicturePlacement, in frame: ScreenRect,
                     cursorShape: UInt32) throws(PopupError) {
        try self.init(display: display, picture: picture, placement: placement, cursorShape: cursorShape,
                      monitors: [Monitor(name: "picture", x: frame.x, y: frame.y, width: frame.width, height: frame.height, isPrimary: true)])
    }

    private init(display: X11Display, picture: ScreenImage, copy: ScreenCopy? = nil, placement: PicturePlacement, cursorShape: UInt32,
                 monitors: [Monitor]) throws(PopupError) {
        self.display = display
        self.monitors = monitors
        self.placement = placement
        cursor = XCreateFontCursor(display.handle, cursorShape)
        do {
            if let copy { frozen = FrozenScreen(display: display, copy: copy) } else { frozen = try FrozenScreen(display: display, image: picture) }
        } catch {
            XFreeCursor(display.handle, cursor)
            throw error
        }
        for monitor in monitors {
            windows.append(try PopupWindow(display: display, frame: monitor.frame, cursor: cursor, transparent: true))
        }
        windows.forEach { $0.map() }
        do {
            try display.sync()
        } catch {
            throw .x11(error)
        }
        grab = try InputGrab(display: display, window: windows[0].id, cursor: cursor)
    }

    deinit {
        grab = nil
        windows = []
        XFreeCursor(display.handle, cursor)
        XSync(display.handle, 0)
    }

    /// Takes pointer and keyboard back after a popup of ours (a menu) grabbed and released them.
    func regrab() throws(PopupError) {
        grab = nil
        grab = try InputGrab(display: display, window: windows[0].id, cursor: cursor)
    }

    var primaryWindow: PopupWindow? {
        let index = monitors.firstIndex { $0.isPrimary } ?? 0
        return windows.indices.contains(index) ? windows[index] : nil
    }

    /// The next event, or nil once `deadline` passes or `wake` is signalled.
    func nextEvent(before deadline: ContinuousClock.Instant?, wake: WakePipe? = nil) throws(PopupError) -> XEvent? {
        do { return try display.nextEvent(before: deadline, wake: wake) } catch { throw .x11(error) }
    }

    /// The window an Expose event asks to repaint, once the last of its series arrived.
    func exposed(by event: XEvent) -> PopupWindow? {
        guard event.type == Expose, event.xexpose.count == 0 else { return nil }
        return windows.first { $0.id == event.xexpose.window }
    }

    /// Paints one monitor's window off screen first (a cairo group) with `body`, which gets the
    /// window's frame (its origin in root pixels), then shows the result at once.
    func paint(_ window: PopupWindow, _ body: (CairoCanvas, ScreenRect) -> Void) {
        window.canvas.drawOffScreen { body(window.canvas, window.frame) }
        XFlush(display.handle)
    }

    /// Covers `canvas` with one of the frozen pictures, placed for a window at `origin`.
    func paintPicture(_ pixmap: ServerPixmap, on canvas: CairoCanvas, origin: ScreenRect) {
        let cr = canvas.context
        cairo_save(cr)
        cairo_translate(cr, Double(placement.x - origin.x), Double(placement.y - origin.y))
        cairo_scale(cr, placement.scale, placement.scale)
        cairo_set_source_surface(cr, pixmap.canvas.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A box of the picture in the coordinates of a window at `origin`.
    func local(_ box: BoundingBox, origin: ScreenRect) -> ScreenRect {
        let onScreen = placement.onScreen(box)
        return ScreenRect(x: onScreen.x - origin.x, y: onScreen.y - origin.y, width: onScreen.width, height: onScreen.height)
    }
}

extension TextLayout {
    /// The text in white on a dark plate whose top-left corner is at `corner` (window pixels).
    func drawBadge(on canvas: CairoCanvas, at corner: (x: Int, y: Int)) {
        let size = size
        canvas.fill(ScreenRect(x: corner.x, y: corner.y, width: size.width + 12, height: size.height + 6), RGBAColor(0.1, 0.1, 0.12, 0.85))
        draw(on: canvas, x: Double(corner.x + 6), y: Double(corner.y + 3), color: RGBAColor(1, 1, 1))
    }

    /// The badge centred near the top of a window of `frame`'s size.
    func drawBadge(on canvas: CairoCanvas, atTopOf frame: ScreenRect) {
        drawBadge(on: canvas, at: (x: (frame.width - size.width) / 2, y: 12))
    }
}

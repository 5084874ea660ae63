import CCairo
import CX11
import X11Capture
import X11Connection

/// The frozen screen shown over every monitor, dimmed outside the selection: drag a
/// rectangle, click a point, or place a box with the keyboard (arrows move it, Shift+arrows
/// resize it, Control for single pixels, Enter confirms); Esc or the right button cancels.
///
/// The windows are override-redirect and captext never sets the input focus: the keyboard grab
/// alone brings the keys, so the user's field keeps the focus throughout. Every window, pixmap
/// and grab is released on every way out, errors included.
public enum SelectionOverlay {
    /// Shows the overlay for `screen` (grabbed from this display) until the user selects or
    /// cancels; `timeout` (for unattended use) counts as cancelling.
    public static func select(on display: X11Display, screen: ScreenGrab, copy: ScreenCopy? = nil,
                              timeout: Duration? = nil) throws(PopupError) -> ScreenSelection {
        let session = try OverlaySession(display: display, screen: screen, copy: copy)
        return try session.run(deadline: timeout.map { ContinuousClock.now + $0 })
    }
}

/// One showing of the overlay; everything it creates goes away with it.
private final class OverlaySession {
    private static let hint = "Drag to select · click a line · arrows move, Shift+arrows resize, Enter · Esc cancels"
    private static let accent = RGBAColor(0.2, 0.6, 1.0)

    private let display: X11Display
    private let overlay: FrozenOverlay
    private var labels: [Window: TextLayout] = [:]
    private var model: SelectionModel

    init(display: X11Display, screen: ScreenGrab, copy: ScreenCopy?) throws(PopupError) {
        self.display = display
        let pointer = display.pointerLocation()
        model = SelectionModel(bounds: screen.image.bounds, pointerX: pointer.x, pointerY: pointer.y)
        overlay = try FrozenOverlay(display: display, screen: screen, copy: copy, cursorShape: CursorShape.crosshair)
    }

    deinit {
        // The layouts go before the windows they draw on.
        labels = [:]
    }

    func run(deadline: ContinuousClock.Instant?) throws(PopupError) -> ScreenSelection {
        for window in overlay.windows { labels[window.id] = TextLayout(canvas: window.canvas, font: "Sans Bold 10") }
        redraw()
        while true {
            guard var event = try overlay.nextEvent(before: deadline) else { return .cancelled }
            if let result = handle(&event) { return result }
        }
    }

    private func handle(_ event: inout XEvent) -> ScreenSelection? {
        switch event.type {
        case Expose:
            if let window = overlay.exposed(by: event) { draw(window) }
        case ButtonPress where event.xbutton.button == Button1:
            model.press(x: Int(event.xbutton.x_root), y: Int(event.xbutton.y_root))
            redraw()
        case ButtonPress where event.xbutton.button == Button3:
            return .cancelled
        case ButtonRelease where event.xbutton.button == Button1:
            if let result = model.release(x: Int(event.xbutton.x_root), y: Int(event.xbutton.y_root)) { return result }
        case MotionNotify:
            let latest = display.latestMotion(after: event)
            model.move(x: Int(latest.xmotion.x_root), y: Int(latest.xmotion.y_root))
            redraw()
        case KeyPress:
            let key = KeyInput(&event.xkey)
            if key.isEscape { return .cancelled }
            if key.isEnter { return model.confirmed }
            if let arrow = key.arrow {
                let pointer = display.pointerLocation()
                let monitor = overlay.monitors.monitor(containingX: pointer.x, y: pointer.y)?.frame ?? model.bounds
                model.arrow(dx: arrow.dx, dy: arrow.dy, resize: key.shift, fine: key.control, monitor: monitor)
                redraw()
            }
        default:
            break
        }
        return nil
    }

    private func redraw() {
        overlay.windows.forEach(draw)
    }

    private func draw(_ window: PopupWindow) {
        overlay.paint(window) { canvas, origin in
            let cr = canvas.context
            overlay.paintPicture(overlay.frozen.dimmed, on: canvas, origin: origin)
            if let selection = model.highlighted, let visible = selection.intersection(origin) {
                let local = ScreenRect(x: visible.x - origin.x, y: visible.y - origin.y, width: visible.width, height: visible.height)
                cairo_set_source_surface(cr, overlay.frozen.plain.canvas.surface, Double(-origin.x), Double(-origin.y))
                cairo_rectangle(cr, Double(local.x), Double(local.y), Double(local.width), Double(local.height))
                cairo_fill(cr)
                let frameRect = ScreenRect(x: selection.x - origin.x - 1, y: selection.y - origin.y - 1,
                                           width: selection.width + 2, height: selection.height + 2)
                canvas.outline(frameRect, Self.accent)
                if let label = labels[window.id], origin.contains(x: selection.maxX - 1, y: selection.maxY - 1) {
                    label.text = "\(selection.width) × \(selection.height)"
                    drawBadge(label, on: canvas, near: ScreenRect(x: selection.x - origin.x, y: selection.y - origin.y,
                                                                 width: selection.width, height: selection.height), in: origin)
                }
            } else if window === overlay.primaryWindow, let label = labels[window.id] {
                label.text = Self.hint
                label.drawBadge(on: canvas, atTopOf: origin)
            }
        }
    }

    /// The size badge below the selection's bottom-right corner, or inside it near the edge.
    private func drawBadge(_ label: TextLayout, on canvas: CairoCanvas, near selection: ScreenRect, in window: ScreenRect) {
        let size = label.size
        let width = size.width + 12, height = size.height + 6
        var x = selection.maxX - width, y = selection.maxY + 6
        if y + height > window.height { y = selection.maxY - height - 6 }
        x = clamp(x, 0, window.width - width)
        y = clamp(y, 0, window.height - height)
        label.drawBadge(on: canvas, at: (x, y))
    }
}

import CX11
import X11Connection

/// A small popup list by the pointer, for the daemon's `menu` binding: number keys 1–9, arrows
/// and Enter, or a click choose an entry; Esc or a click outside cancels. It grabs the pointer
/// and keyboard but never takes the focus, so the user's field keeps it for the capture.
public enum ActionMenu {
    static let rowHeight = 26
    static let width = 300

    /// The index of the chosen entry, or nil when cancelled.
    public static func choose(_ entries: [String], display: X11Display) throws(PopupError) -> Int? {
        let frame = placement(rows: entries.count, display: display)
        let popup = try PopupWindow(display: display, frame: frame)
        let text = TextLayout(canvas: popup.canvas)
        popup.map()
        let grab = try InputGrab(display: display, window: popup.id, cursor: 0)
        defer { withExtendedLifetime(grab) {} }
        var highlighted = 0
        func paint() {
            popup.canvas.fill(ScreenRect(x: 0, y: 0, width: frame.width, height: frame.height), RGBAColor(0.16, 0.16, 0.18))
            for (index, entry) in entries.enumerated() {
                let row = ScreenRect(x: 0, y: index * rowHeight, width: frame.width, height: rowHeight)
                if index == highlighted { popup.canvas.fill(row, RGBAColor(0.22, 0.42, 0.75)) }
                text.text = (index < 9 ? "\(index + 1)  " : "    ") + entry
                text.draw(on: popup.canvas, x: 10, y: Double(row.y + (rowHeight - text.size.height) / 2), color: RGBAColor(1, 1, 1))
            }
            popup.canvas.flush()
            XFlush(display.handle)
        }
        paint()
        while true {
            guard var event = try wrap({ () throws(X11Error) in try display.nextEvent(before: nil) }) else { continue }
            switch event.type {
            case Expose:
                paint()
            case KeyPress:
                let key = KeyInput(&event.xkey)
                if key.isEscape { return nil }
                if key.isEnter { return highlighted }
                if let digit = key.digit, digit <= entries.count { return digit - 1 }
                if let arrow = key.arrow, arrow.dy != 0 {
                    highlighted = (highlighted + arrow.dy + entries.count) % entries.count
                    paint()
                }
            case MotionNotify:
                let motion = display.latestMotion(after: event).xmotion
                if let row = row(at: Int(motion.x_root) - frame.x, Int(motion.y_root) - frame.y, frame: frame, rows: entries.count),
                   row != highlighted {
                    highlighted = row
                    paint()
                }
            case ButtonRelease:
                return row(at: Int(event.xbutton.x_root) - frame.x, Int(event.xbutton.y_root) - frame.y, frame: frame, rows: entries.count)
            default:
                break
            }
        }
    }

    private static func wrap<T>(_ body: () throws(X11Error) -> T) throws(PopupError) -> T {
        do { return try body() } catch { throw .x11(error) }
    }

    private static func row(at x: Int, _ y: Int, frame: ScreenRect, rows: Int) -> Int? {
        guard x >= 0, x < frame.width, y >= 0 else { return nil }
        let row = y / rowHeight
        return row < rows ? row : nil
    }

    /// Below and right of the pointer, kept on the screen.
    private static func placement(rows: Int, display: X11Display) -> ScreenRect {
        let (x, y) = display.pointerLocation()
        let screen = XDefaultScreen(display.handle)
        let screenWidth = Int(XDisplayWidth(display.handle, screen)), screenHeight = Int(XDisplayHeight(display.handle, screen))
        let height = rows * rowHeight
        return ScreenRect(x: max(0, min(x, screenWidth - width)), y: max(0, min(y, screenHeight - height)),
                          width: width, height: height)
    }
}

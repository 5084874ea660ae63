import CCairo
import CX11
import LiveText
import X11Capture
import X11Connection

/// Live Text over the frozen screen, shown as it was (nothing dimmed): a badge while the screen
/// is read, then its words select as in a document. Press and drag across words, double-click
/// a word, triple-click a line, Shift+click extends, Ctrl+A takes the region under the pointer,
/// the arrows move word by word (Shift extends); Ctrl+C asks for the selection's text to be
/// copied, Esc asks to close.
///
/// Like the selection overlay it never takes the input focus, and its windows and grabs go
/// away with it. Use it on the thread of its display.
public final class LiveOverlay {
    public enum Request: Sendable, Equatable {
        /// Ctrl+C with words selected: their text, line by line.
        case copy(String)
        case close
    }

    /// Presses this close in time (X milliseconds) and place count as a double or triple click.
    private static let multiClickTime: Time = 400
    private static let multiClickSlop = 4
    private static let selectionColor = RGBAColor(0.2, 0.45, 0.85, 0.35)
    private static let reading = "Reading the screen…"
    private static let hint = "Drag across words · double-click a word, triple-click a line · Ctrl+C copies · Esc closes"

    private let display: X11Display
    private let overlay: FrozenOverlay
    private var label: TextLayout?
    private var status = LiveOverlay.reading
    private var document: LiveDocument?
    private var selection = WordSelection()
    private var dragging = false
    private var lastPress: (time: Time, x: Int, y: Int, count: Int)?

    /// Shows `screen` (grabbed from this display) at once, with pointer and keyboard grabbed.
    public init(display: X11Display, screen: ScreenGrab) throws(PopupError) {
        self.display = display
        overlay = try FrozenOverlay(display: display, screen: screen, cursorShape: CursorShape.textBeam)
        label = overlay.primaryWindow.map { TextLayout(canvas: $0.canvas, font: "Sans Bold 10") }
        redraw()
    }

    deinit {
        // The layout goes before the window it draws on.
        label = nil
    }

    /// The reading of the frozen screen (its pixels are the root window's): its words become
    /// selectable.
    public func show(_ document: LiveDocument) {
        self.document = document
        status = Self.hint
        redraw()
    }

    /// Tells the user the selection is on the clipboard; the overlay stays.
    public func confirmCopy() {
        status = "Copied"
        redraw()
    }

    /// Handles events until the user asks for something, or nil once `deadline` passes.
    public func nextRequest(before deadline: ContinuousClock.Instant?) throws(PopupError) -> Request? {
        while true {
            guard var event = try overlay.nextEvent(before: deadline) else { return nil }
            if let window = overlay.exposed(by: event) { draw(window) }
            if let request = handle(&event) { return request }
        }
    }

    private func handle(_ event: inout XEvent) -> Request? {
        switch event.type {
        case ButtonPress where event.xbutton.button == Button1:
            press(event.xbutton)
        case ButtonRelease where event.xbutton.button == Button1:
            dragging = false
        case MotionNotify where dragging:
            let latest = display.latestMotion(after: event)
            guard let document else { break }
            selection.drag(to: (Int(latest.xmotion.x_root), Int(latest.xmotion.y_root)), in: document)
            redraw()
        case KeyPress:
            let key = KeyInput(&event.xkey)
            if key.isEscape { return .close }
            guard let document else { break }
            if let direction = Self.direction(of: key) {
                selection.move(direction, extending: key.shift, in: document)
                redraw()
            }
            guard key.control else { break }
            if key.is(XK_c, XK_C) {
                let words = selection.words(in: document)
                if !words.isEmpty { return .copy(document.text(of: words)) }
            } else if key.is(XK_a, XK_A) {
                let pointer = display.pointerLocation()
                selection.selectRegion(at: (pointer.x, pointer.y), in: document)
                redraw()
            }
        default:
            break
        }
        return nil
    }

    /// The arrows move word by word (Shift extends), as in a document.
    private static func direction(of key: KeyInput) -> WordSelection.Direction? {
        if key.is(XK_Left, XK_KP_Left) { return .left }
        if key.is(XK_Right, XK_KP_Right) { return .right }
        if key.is(XK_Up, XK_KP_Up) { return .up }
        if key.is(XK_Down, XK_KP_Down) { return .down }
        return nil
    }

    /// A press starts a drag, extends with Shift, or selects a word or line when it is the
    /// second or third in quick succession at the same place.
    private func press(_ button: XButtonEvent) {
        guard let document else { return }
        let point = (x: Int(button.x_root), y: Int(button.y_root))
        var count = 1
        if let last = lastPress, button.time &- last.time <= Self.multiClickTime,
           max(abs(point.x - last.x), abs(point.y - last.y)) <= Self.multiClickSlop {
            count = min(last.count + 1, 3)
        }
        lastPress = (button.time, point.x, point.y, count)
        dragging = count == 1
        if button.state & UInt32(ShiftMask) != 0 {
            selection.extend(to: point, in: document)
        } else if count == 1 {
            selection.press(at: point, in: document)
        } else if count == 2 {
            selection.selectWord(at: point, in: document)
        } else {
            selection.selectLine(at: point, in: document)
        }
        redraw()
    }

    private func redraw() {
        overlay.windows.forEach(draw)
    }

    private func draw(_ window: PopupWindow) {
        overlay.paint(window) { canvas, origin in
            overlay.paintPicture(overlay.frozen.plain, on: canvas, origin: origin)
            if let document {
                for box in document.rectangles(of: selection.words(in: document)) {
                    canvas.fill(ScreenRect(x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height), Self.selectionColor)
                }
            }
            if window === overlay.primaryWindow, let label {
                label.text = status
                label.drawBadge(on: canvas, atTopOf: origin)
            }
        }
    }
}

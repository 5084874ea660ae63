import CX11
import X11Connection

/// What a popup's event handler wants next.
enum PopupStep<Result> {
    case keepGoing
    case redraw
    case finish(Result?)
}

/// Shows one popup window with pointer and keyboard grabbed (not the focus) and feeds it
/// events until its handler finishes; the window and grabs go away on every way out.
func runPopup<Result>(display: X11Display, frame: ScreenRect, cursorShape: UInt32, timeout: Duration?,
                      draw: (PopupWindow) -> Void,
                      handle: (inout XEvent, PopupWindow) -> PopupStep<Result>) throws(PopupError) -> Result? {
    let host = try PopupHost(display: display, frame: frame, cursorShape: cursorShape)
    return try host.run(deadline: timeout.map { ContinuousClock.now + $0 }, draw: draw, handle: handle)
}

/// A mapped popup window, its cursor and the input grab, released in that order in `deinit`.
private final class PopupHost {
    private let display: X11Display
    private let cursor: Cursor
    private var grab: InputGrab?
    private var window: PopupWindow!

    init(display: X11Display, frame: ScreenRect, cursorShape: UInt32) throws(PopupError) {
        self.display = display
        cursor = XCreateFontCursor(display.handle, cursorShape)
        window = try PopupWindow(display: display, frame: frame, cursor: cursor)
        window.map()
        do {
            try display.sync()
        } catch {
            throw .x11(error)
        }
        grab = try InputGrab(display: display, window: window.id, cursor: cursor)
    }

    func run<Result>(deadline: ContinuousClock.Instant?, draw: (PopupWindow) -> Void,
                     handle: (inout XEvent, PopupWindow) -> PopupStep<Result>) throws(PopupError) -> Result? {
        draw(window)
        while true {
            let next: XEvent?
            do {
                next = try display.nextEvent(before: deadline)
            } catch {
                throw .x11(error)
            }
            guard var event = next else { return nil }
            if event.type == Expose {
                if event.xexpose.count == 0 { draw(window) }
                continue
            }
            switch handle(&event, window) {
            case .keepGoing: break
            case .redraw: draw(window)
            case .finish(let result): return result
            }
        }
    }

    deinit {
        grab = nil
        window = nil
        XFreeCursor(display.handle, cursor)
        XSync(display.handle, 0)
    }
}

/// X cursor font shapes (<X11/cursorfont.h>).
enum CursorShape {
    static let leftPointer: UInt32 = 68
    static let textBeam: UInt32 = 152
    static let crosshair: UInt32 = 34
}

/// Colours shared by the popups.
enum PopupStyle {
    static let background = RGBAColor(0.13, 0.14, 0.16)
    static let border = RGBAColor(0.35, 0.37, 0.42)
    static let text = RGBAColor(0.95, 0.95, 0.95)
    static let dimText = RGBAColor(0.62, 0.64, 0.68)
    static let highlight = RGBAColor(0.2, 0.45, 0.85)
    static let font = "Sans 11"
    static let smallFont = "Sans 9"
    static let padding = 8
}

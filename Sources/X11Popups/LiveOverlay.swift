import CX11
import LiveText
import Recognition
import X11Capture
import X11Connection

/// Live Text over the frozen screen, shown as it was (nothing dimmed): a badge while the screen
/// is read, then its words select as in a document. Press and drag across words, double-click
/// a word, triple-click a line, Shift+click extends, Ctrl+A takes the region under the pointer,
/// the arrows move word by word (Shift extends), Tab goes through detected items and Ctrl+Tab
/// through paragraphs. Ctrl+L (or the button in the corner) shows the Live Text highlights;
/// then a click on a detected item opens its menu of quick actions (the menu key or Space opens
/// that of the item Tab chose). Ctrl+F finds; Ctrl+C, Enter and Ctrl+R ask for the selection to
/// be copied, typed or spoken, Esc asks to close.
///
/// Like the selection overlay it never takes the input focus, and its windows and grabs go
/// away with it. Use it on the thread of its display.
public final class LiveOverlay {
    public enum Request: Sendable, Equatable {
        /// Ctrl+C with words selected: their text, line by line.
        case copy(String)
        /// Enter with words selected: to be typed into the window that had the focus; the
        /// rectangle enclosing them on the screen.
        case type(String, ScreenRect)
        /// Ctrl+R with words selected: to be read aloud.
        case speak(String)
        /// An entry of a detected item's menu, and the item's place on the screen.
        case act(QuickAction, ScreenRect)
        case close
    }

    /// Presses this close in time (X milliseconds) and place count as a double or triple click.
    private static let multiClickTime: Time = 400
    private static let multiClickSlop = 4
    /// How long a confirmation ("Copied …") stays before the hint comes back.
    private static let confirmationTime = Duration.seconds(2)
    static let reading = "Reading the screen…"
    static let hint = "Drag across words · Ctrl+L Live Text · Ctrl+F find · Ctrl+C copy · Enter type · Esc close"

    let display: X11Display
    let overlay: FrozenOverlay
    var badge: TextLayout?
    var toggleLabel: TextLayout?
    /// Where the Live Text button was last drawn, in root pixels.
    var toggleArea: ScreenRect?
    var confirmation: (text: String, until: ContinuousClock.Instant)?
    var document: LiveDocument?
    var items: [DetectedItem] = []
    var selection = WordSelection()
    /// The Live Text button's state: every word highlighted, every detected item underlined.
    var showsLiveText = false
    var find: LiveFind?
    /// How far the reading is, while what is shown is partial.
    var progress: String?
    private var dragging = false
    private var lastPress: (time: Time, x: Int, y: Int, count: Int)?

    /// Shows `screen` (grabbed from this display, from `copy` if given) at once, with pointer
    /// and keyboard grabbed.
    public convenience init(display: X11Display, screen: ScreenGrab, copy: ScreenCopy? = nil) throws(PopupError) {
        try self.init(display: display, overlay: FrozenOverlay(display: display, screen: screen, copy: copy, cursorShape: CursorShape.textBeam))
    }

    /// Shows `picture` (a camera's frame) at `placement`, in one window covering `frame`, with
    /// pointer and keyboard grabbed; readings given to `show` are in the picture's pixels.
    public convenience init(display: X11Display, picture: ScreenImage, placement: PicturePlacement, in frame: ScreenRect) throws(PopupError) {
        try self.init(display: display, overlay: FrozenOverlay(display: display, picture: picture, placement: placement, in: frame,
                                                               cursorShape: CursorShape.textBeam))
    }

    private init(display: X11Display, overlay: FrozenOverlay) {
        self.display = display
        self.overlay = overlay
        badge = overlay.primaryWindow.map { TextLayout(canvas: $0.canvas, font: "Sans Bold 10") }
        toggleLabel = overlay.primaryWindow.map { TextLayout(canvas: $0.canvas, font: "Sans Bold 10") }
        redraw()
    }

    deinit {
        // The layouts go before the window they draw on.
        badge = nil
        toggleLabel = nil
    }

    /// The reading of the frozen screen or picture (in its pixels) and the items
    /// detected in it: its words become selectable, its items reachable with Tab. `progress`
    /// says how far the reading is while it is partial (nil: the whole screen is read); a
    /// fuller reading keeps what was selected.
    public func show(_ document: LiveDocument, items: [DetectedItem], progress: String? = nil) {
        if let shown = self.document { selection.carry(from: shown, to: document) }
        self.document = document
        self.items = items
        self.progress = progress
        if var find {
            find.search(document)
            self.find = find
        }
        redraw()
    }

    /// Tells the user briefly what happened (what was copied, why speech is unavailable); the
    /// overlay stays.
    public func confirm(_ message: String) {
        confirmation = (message, .now + Self.confirmationTime)
        redraw()
    }

    /// What the badge says now.
    var status: String {
        if let confirmation { return confirmation.text }
        if document == nil { return Self.reading }
        return find?.status ?? progress ?? Self.hint
    }

    /// Handles events until the user asks for something, or nil once `deadline` passes or
    /// `wake` is signalled (a new reading to show).
    public func nextRequest(before deadline: ContinuousClock.Instant?, wake: WakePipe? = nil) throws(PopupError) -> Request? {
        while true {
            let until = [deadline, confirmation?.until].compactMap { $0 }.min()
            guard var event = try overlay.nextEvent(before: until, wake: wake) else {
                if let confirmation, confirmation.until <= .now {
                    self.confirmation = nil
                    redraw()
                    if deadline.map({ $0 > .now }) ?? true { continue }
                }
                return nil
            }
            if let window = overlay.exposed(by: event) { draw(window) }
            if let request = handle(&event) { return request }
        }
    }

    private func handle(_ event: inout XEvent) -> Request? {
        switch event.type {
        case ButtonPress where event.xbutton.button == Button1:
            if let toggleArea, toggleArea.contains(x: Int(event.xbutton.x_root), y: Int(event.xbutton.y_root)) {
                toggleLiveText()
                break
            }
            let point = overlay.placement.inPicture(x: Int(event.xbutton.x_root), y: Int(event.xbutton.y_root))
            if showsLiveText, let item = items.firstIndex(where: { $0.rectangles.contains { $0.contains(point) } }) {
                return menu(of: item)
            }
            press(event.xbutton)
        case ButtonRelease where event.xbutton.button == Button1:
            dragging = false
        case MotionNotify where dragging:
            let latest = display.latestMotion(after: event)
            guard let document else { break }
            selection.drag(to: overlay.placement.inPicture(x: Int(latest.xmotion.x_root), y: Int(latest.xmotion.y_root)), in: document)
            redraw()
        case KeyPress:
            return handle(KeyInput(&event.xkey))
        default:
            break
        }
        return nil
    }

    /// A press starts a drag, extends with Shift, or selects a word or line when it is the
    /// second or third in quick succession at the same place.
    private func press(_ button: XButtonEvent) {
        let point = overlay.placement.inPicture(x: Int(button.x_root), y: Int(button.y_root))
        guard let document else { return }
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

    /// The quick actions of `items[index]` in a menu by it; the chosen one, nil when cancelled.
    func menu(of index: Int) -> Request? {
        let item = items[index], actions = item.actions
        let place = overlay.placement.onScreen(BoundingBox(enclosing: item.rectangles))
        let chosen = try? Chooser.choose(on: display, items: actions.map(\.title), near: place, title: item.item.text)
        // The menu's grab ended with it; the overlay takes pointer and keyboard back, or closes
        // (without them it could not even hear Esc).
        do { try overlay.regrab() } catch { return .close }
        dragging = false
        redraw()
        return chosen.flatMap { $0 }.map { .act(actions[$0], place) }
    }

    func toggleLiveText() {
        showsLiveText.toggle()
        redraw()
    }
}

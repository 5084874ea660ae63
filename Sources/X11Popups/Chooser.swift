import CCairo
import CX11
import X11Connection

/// A list popup next to a rectangle (the selection) to pick one of several items: number keys
/// 1–9 pick directly, Up/Down and Enter, or a click; Esc, the right button or a click outside
/// cancels. Items are drawn with pango, so any script shows. Like the overlay it never takes
/// the input focus and leaves nothing behind.
public enum Chooser {
    /// The index of the chosen item, or nil when cancelled (or `timeout` passed).
    public static func choose(on display: X11Display, items: [String], near anchor: ScreenRect, title: String? = nil,
                              timeout: Duration? = nil) throws(PopupError) -> Int? {
        guard !items.isEmpty else { return nil }
        let area = PopupPlacement.area(for: anchor, monitors: display.monitors())
        let list = try ChooserList(display: display, items: items, title: title, area: area)
        let frame = PopupPlacement.frame(width: list.size.width, height: list.size.height, near: anchor, on: area)
        list.fit(to: frame)
        return try runPopup(display: display, frame: frame, cursorShape: CursorShape.leftPointer, timeout: timeout,
                            draw: list.draw, handle: list.handle)
    }
}

/// The chooser's rows, selection and drawing.
final class ChooserList {
    private static let numberColumn = 26

    let items: [String]
    let title: String?
    private(set) var selected = 0
    private var top = 0
    private var visibleRows: Int
    private var rowHeight = 0
    private var titleHeight = 0
    private var frame = ScreenRect(x: 0, y: 0, width: 0, height: 0)
    /// Measures text before the window exists; drawing uses layouts on the window's canvas.
    private let measure: ServerPixmap
    private(set) var layouts: [TextLayout] = []

    init(display: X11Display, items: [String], title: String?, area: ScreenRect) throws(PopupError) {
        self.items = items
        self.title = title
        visibleRows = items.count
        measure = try ServerPixmap(display: display, width: 1, height: 1)
        let layout = TextLayout(canvas: measure.canvas, font: PopupStyle.font)
        var widest = 0
        for item in items {
            layout.text = item
            widest = max(widest, layout.size.width)
            rowHeight = max(rowHeight, layout.size.height)
        }
        rowHeight += 8
        if let title {
            let small = TextLayout(canvas: measure.canvas, font: PopupStyle.smallFont)
            small.text = title
            widest = max(widest, small.size.width - Self.numberColumn)
            titleHeight = small.size.height + 8
        }
        let room = area.height - 2 * PopupPlacement.margin - titleHeight - 2 * PopupStyle.padding
        visibleRows = max(1, min(items.count, room / max(rowHeight, 1)))
        size = (width: max(200, widest + Self.numberColumn + 2 * PopupStyle.padding + 4),
                height: titleHeight + visibleRows * rowHeight + 2 * PopupStyle.padding)
    }

    /// The size the list would like.
    let size: (width: Int, height: Int)

    func fit(to frame: ScreenRect) {
        self.frame = frame
        visibleRows = max(1, min(visibleRows, (frame.height - titleHeight - 2 * PopupStyle.padding) / max(rowHeight, 1)))
    }

    func draw(_ window: PopupWindow) {
        let canvas = window.canvas
        if layouts.isEmpty {
            layouts = [PopupStyle.font, PopupStyle.font, PopupStyle.smallFont].map { TextLayout(canvas: canvas, font: $0) }
        }
        let (text, number, heading) = (layouts[0], layouts[1], layouts[2])
        canvas.drawOffScreen {
            canvas.fill(ScreenRect(x: 0, y: 0, width: frame.width, height: frame.height), PopupStyle.background)
            canvas.outline(ScreenRect(x: 0, y: 0, width: frame.width, height: frame.height), PopupStyle.border)
            let padding = PopupStyle.padding
            if let title {
                heading.maxWidth = frame.width - 2 * padding
                heading.text = title
                heading.draw(on: canvas, x: Double(padding), y: Double(padding), color: PopupStyle.dimText)
            }
            text.maxWidth = frame.width - 2 * padding - Self.numberColumn - 4
            for row in 0..<visibleRows where top + row < items.count {
                let index = top + row
                let y = padding + titleHeight + row * rowHeight
                if index == selected {
                    canvas.fill(ScreenRect(x: 2, y: y, width: frame.width - 4, height: rowHeight), PopupStyle.highlight)
                }
                if index < 9 {
                    number.text = "\(index + 1)"
                    number.draw(on: canvas, x: Double(padding), y: Double(y + 4), color: PopupStyle.dimText)
                }
                text.text = items[index]
                text.draw(on: canvas, x: Double(padding + Self.numberColumn), y: Double(y + 4), color: PopupStyle.text)
            }
        }
    }

    func handle(_ event: inout XEvent, _ window: PopupWindow) -> PopupStep<Int> {
        switch event.type {
        case KeyPress:
            let key = KeyInput(&event.xkey)
            if key.isEscape { return .finish(nil) }
            if key.isEnter { return .finish(selected) }
            if let digit = key.digit, digit <= items.count { return .finish(digit - 1) }
            if let arrow = key.arrow, arrow.dy != 0 { return select(selected + arrow.dy) }
            if key.is(XK_Home) { return select(0) }
            if key.is(XK_End) { return select(items.count - 1) }
        case MotionNotify:
            if let row = row(at: event.xmotion.x_root, event.xmotion.y_root), row != selected { return select(row) }
        case ButtonPress:
            if event.xbutton.button != Button1 || !frame.contains(x: Int(event.xbutton.x_root), y: Int(event.xbutton.y_root)) {
                return .finish(nil)
            }
        case ButtonRelease where event.xbutton.button == Button1:
            if let row = row(at: event.xbutton.x_root, event.xbutton.y_root) { return .finish(row) }
        default:
            break
        }
        return .keepGoing
    }

    private func select(_ index: Int) -> PopupStep<Int> {
        selected = clamp(index, 0, items.count - 1)
        if selected < top { top = selected }
        if selected >= top + visibleRows { top = selected - visibleRows + 1 }
        return .redraw
    }

    /// The item under a root-coordinate point, if any.
    private func row(at x: Int32, _ y: Int32) -> Int? {
        let localY = Int(y) - frame.y - PopupStyle.padding - titleHeight
        guard frame.contains(x: Int(x), y: Int(y)), localY >= 0 else { return nil }
        let index = top + localY / max(rowHeight, 1)
        return localY / max(rowHeight, 1) < visibleRows && index < items.count ? index : nil
    }
}

import CCairo
import CX11
import X11Connection

/// Shows the text captext is about to insert, in an editable single line next to a rectangle:
/// type to insert, Backspace/Delete, Left/Right, Home/End; Enter confirms the edited text, Esc
/// (or a click outside) cancels. `masked` (secret fields) shows one • per character and never
/// draws the text itself. Never takes the input focus; leaves nothing behind.
public enum PreviewPrompt {
    /// The confirmed (possibly edited) text, or nil when cancelled (or `timeout` passed).
    public static func edit(on display: X11Display, text: String, near anchor: ScreenRect, masked: Bool = false,
                            title: String? = nil, timeout: Duration? = nil) throws(PopupError) -> String? {
        let area = PopupPlacement.area(for: anchor, monitors: display.monitors())
        let field = try PromptField(display: display, text: text, masked: masked, title: title, area: area)
        let frame = PopupPlacement.frame(width: field.size.width, height: field.size.height, near: anchor, on: area)
        field.frame = frame
        return try runPopup(display: display, frame: frame, cursorShape: CursorShape.textBeam, timeout: timeout,
                            draw: field.draw, handle: field.handle)
    }
}

/// The prompt's editor, scrolling and drawing.
final class PromptField {
    private static let hint = "Enter inserts · Esc cancels"
    private static let minimumWidth = 420

    private(set) var editor: LineEditor
    let masked: Bool
    let title: String
    let size: (width: Int, height: Int)
    var frame = ScreenRect(x: 0, y: 0, width: 0, height: 0)
    /// How far the line is scrolled left so the caret stays visible.
    private var scroll = 0
    private let lineHeight: Int
    private let titleHeight: Int
    private var layouts: [TextLayout] = []

    init(display: X11Display, text: String, masked: Bool, title: String?, area: ScreenRect) throws(PopupError) {
        editor = LineEditor(text)
        self.masked = masked
        self.title = title.map { "\($0) — \(Self.hint)" } ?? Self.hint
        let measure = try ServerPixmap(display: display, width: 1, height: 1)
        let line = TextLayout(canvas: measure.canvas, font: PopupStyle.font)
        line.text = editor.shown(masked: masked) + "M"
        lineHeight = line.size.height
        let heading = TextLayout(canvas: measure.canvas, font: PopupStyle.smallFont)
        heading.text = self.title
        titleHeight = heading.size.height + 6
        let padding = PopupStyle.padding
        size = (width: max(Self.minimumWidth, max(line.size.width, heading.size.width) + 4 * padding),
                height: 2 * padding + titleHeight + lineHeight + 8)
    }

    func draw(_ window: PopupWindow) {
        let canvas = window.canvas, cr = canvas.context
        if layouts.isEmpty {
            layouts = [PopupStyle.font, PopupStyle.smallFont].map { TextLayout(canvas: canvas, font: $0) }
        }
        let (line, heading) = (layouts[0], layouts[1])
        let padding = PopupStyle.padding
        cairo_push_group(cr)
        canvas.fill(ScreenRect(x: 0, y: 0, width: frame.width, height: frame.height), PopupStyle.background)
        canvas.outline(ScreenRect(x: 0, y: 0, width: frame.width, height: frame.height), PopupStyle.border)
        heading.maxWidth = frame.width - 2 * padding
        heading.text = title
        heading.draw(on: canvas, x: Double(padding), y: Double(padding), color: PopupStyle.dimText)

        let box = ScreenRect(x: padding, y: padding + titleHeight, width: frame.width - 2 * padding, height: lineHeight + 8)
        canvas.fill(box, RGBAColor(0.07, 0.07, 0.08))
        canvas.outline(box, PopupStyle.highlight)
        let inner = ScreenRect(x: box.x + 6, y: box.y + 4, width: box.width - 12, height: lineHeight)
        line.text = editor.shown(masked: masked)
        let caretX = line.caretX(atByte: editor.caretByte(masked: masked))
        if caretX - scroll > inner.width - 1 { scroll = caretX - inner.width + 1 }
        if caretX < scroll { scroll = caretX }
        cairo_save(cr)
        cairo_rectangle(cr, Double(inner.x), Double(inner.y), Double(inner.width), Double(inner.height))
        cairo_clip(cr)
        line.draw(on: canvas, x: Double(inner.x - scroll), y: Double(inner.y), color: PopupStyle.text)
        canvas.fill(ScreenRect(x: inner.x + caretX - scroll, y: inner.y, width: 1, height: lineHeight), PopupStyle.text)
        cairo_restore(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        canvas.flush()
    }

    func handle(_ event: inout XEvent, _ window: PopupWindow) -> PopupStep<String> {
        switch event.type {
        case KeyPress:
            let key = KeyInput(&event.xkey)
            if key.isEscape { return .finish(nil) }
            if key.isEnter { return .finish(editor.text) }
            if key.is(XK_BackSpace) { editor.backspace() }
            else if key.is(XK_Delete, XK_KP_Delete) { editor.delete() }
            else if key.is(XK_Left, XK_KP_Left) { editor.left() }
            else if key.is(XK_Right, XK_KP_Right) { editor.right() }
            else if key.is(XK_Home, XK_KP_Home) { editor.home() }
            else if key.is(XK_End, XK_KP_End) { editor.end() }
            else if let character = key.character { editor.insert(character) }
            else { return .keepGoing }
            return .redraw
        case ButtonPress:
            if !frame.contains(x: Int(event.xbutton.x_root), y: Int(event.xbutton.y_root)) { return .finish(nil) }
        default:
            break
        }
        return .keepGoing
    }
}

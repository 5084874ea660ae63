import CCairo

/// A pango layout of one line of text for a cairo context; owns the layout and its font.
/// Pango picks a fallback font per script, so Korean, Japanese, Arabic and emoji all render.
final class TextLayout {
    private let layout: OpaquePointer
    private let font: OpaquePointer

    /// `font` is a pango font description such as "Sans 11".
    init(canvas: CairoCanvas, font description: String = "Sans 11") {
        layout = pango_cairo_create_layout(canvas.context)
        font = pango_font_description_from_string(description)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_single_paragraph_mode(layout, 1)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        pango_font_description_free(font)
    }

    /// Text wider than this many pixels ends in "…"; nil lets it run.
    var maxWidth: Int? {
        didSet {
            pango_layout_set_width(layout, maxWidth.map { Int32($0) * PANGO_SCALE } ?? -1)
            pango_layout_set_ellipsize(layout, maxWidth == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        }
    }

    /// Characters no installed font could draw (shown as boxes).
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    var text: String = "" {
        didSet { pango_layout_set_text(layout, text, -1) }
    }

    /// Width and height in pixels of the laid-out text.
    var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Int(width), Int(height))
    }

    /// The x offset in pixels of the boundary before UTF-8 byte `index` (the caret position).
    func caretX(atByte index: Int) -> Int {
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(index), &strong, &weak)
        return Int(strong.x) / Int(PANGO_SCALE)
    }

    /// Draws the text with its top-left corner at (x, y).
    func draw(on canvas: CairoCanvas, x: Double, y: Double, color: RGBAColor) {
        canvas.setColor(color)
        cairo_move_to(canvas.context, x, y)
        pango_cairo_update_layout(canvas.context, layout)
        pango_cairo_show_layout(canvas.context, layout)
    }
}

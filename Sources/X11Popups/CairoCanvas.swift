import CCairo
import CX11
import X11Connection

/// A cairo context drawing into an X drawable through cairo's Xlib surface; owns both.
/// Not Sendable: use it on the thread of its display.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer

    /// Loads Pango and cairo (on first use, see CCairo); owners call it before they create the
    /// X resources a canvas would draw on, so that a missing library leaves nothing behind.
    static func loadLibraries() throws(PopupError) {
        var reason: UnsafePointer<CChar>?
        guard captext_cairo_load(&reason) == 0 else { throw .drawingUnavailable(reason.map { String(cString: $0) } ?? "") }
    }

    init(display: X11Display, drawable: Drawable, visual: UnsafeMutablePointer<Visual>, width: Int, height: Int) {
        surface = cairo_xlib_surface_create(display.handle, drawable, visual, Int32(width), Int32(height))
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Releases the surface's X resources now, before the drawable they refer to is destroyed.
    func finish() { cairo_surface_finish(surface) }

    /// Sends what was drawn to the X server.
    func flush() { cairo_surface_flush(surface) }

    /// Draws `body` off screen, then puts it on the surface at once, replacing what was there:
    /// no half-drawn frame is ever shown.
    func drawOffScreen(_ body: () -> Void) {
        cairo_push_group(context)
        body()
        cairo_pop_group_to_source(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        flush()
    }

    func setColor(_ color: RGBAColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func fill(_ rect: ScreenRect, _ color: RGBAColor) {
        setColor(color)
        cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_fill(context)
    }

    /// A one-pixel outline drawn on the pixel centres just inside `rect`.
    func outline(_ rect: ScreenRect, _ color: RGBAColor, lineWidth: Double = 1) {
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        let inset = lineWidth / 2
        cairo_rectangle(context, Double(rect.x) + inset, Double(rect.y) + inset,
                        Double(rect.width) - lineWidth, Double(rect.height) - lineWidth)
        cairo_stroke(context)
    }
}

/// A colour with components in 0...1.
struct RGBAColor {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double = 1

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

import CCairo
import CX11
import X11Capture
import X11Connection

/// The grabbed image uploaded once to the server, plain and dimmed, so every redraw of the
/// overlay is a server-side copy instead of sending the pixels again.
final class FrozenScreen {
    /// How much of the picture shows through outside the selection.
    static let dimming = 0.45

    let plain: ServerPixmap
    let dimmed: ServerPixmap

    init(display: X11Display, image: ScreenImage) throws(PopupError) {
        try CairoCanvas.loadLibraries()
        guard let upload = Self.imageSurface(image) else { throw .noMemory(width: image.width, height: image.height) }
        defer { cairo_surface_destroy(upload) }
        plain = try ServerPixmap(display: display, width: image.width, height: image.height)
        dimmed = try ServerPixmap(display: display, width: image.width, height: image.height)
        for (pixmap, shade) in [(plain, 0.0), (dimmed, 1 - Self.dimming)] {
            let cr = pixmap.canvas.context
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, upload, 0, 0)
            cairo_paint(cr)
            if shade > 0 {
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                pixmap.canvas.fill(image.bounds, RGBAColor(0, 0, 0, shade))
            }
            pixmap.canvas.flush()
        }
    }

    /// A cairo RGB24 copy of the image (native-endian 0x00RRGGBB words).
    private static func imageSurface(_ image: ScreenImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBufferPointer { source in
            for row in 0..<image.height {
                let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                var s = row * image.bytesPerRow
                for column in 0..<image.width {
                    words[column] = UInt32(source[s]) << 16 | UInt32(source[s + 1]) << 8 | UInt32(source[s + 2])
                    s += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// A pixmap of the root window's depth with a cairo canvas on it; freed in `deinit`.
final class ServerPixmap {
    let display: X11Display
    let id: Pixmap
    let canvas: CairoCanvas

    init(display: X11Display, width: Int, height: Int) throws(PopupError) {
        try CairoCanvas.loadLibraries()
        self.display = display
        let handle = display.handle
        let screen = XDefaultScreen(handle)
        guard let visual = XDefaultVisual(handle, screen) else { throw .noVisual }
        do {
            id = try display.checked("creating a \(width)x\(height) pixmap for the overlay") {
                XCreatePixmap(handle, display.rootWindow, UInt32(width), UInt32(height), UInt32(XDefaultDepth(handle, screen)))
            }
        } catch {
            throw .x11(error)
        }
        canvas = CairoCanvas(display: display, drawable: id, visual: visual, width: width, height: height)
    }

    deinit {
        canvas.finish()
        XFreePixmap(display.handle, id)
        XFlush(display.handle)
    }
}

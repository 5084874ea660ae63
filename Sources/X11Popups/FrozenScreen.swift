import CCairo
import CX11
import X11Capture
import X11Connection

/// The grabbed image uploaded once to the server, so every redraw of the overlay is a
/// server-side copy instead of sending the pixels again; its dimmed copy is made from it on
/// the server when first wanted (Live Text shows the plain one first: no second upload
/// before the overlay appears).
final class FrozenScreen {
    /// How much of the picture shows through outside the selection.
    static let dimming = 0.45

    let plain: ServerPixmap
    private let display: X11Display
    private var dimmedCopy: ServerPixmap?

    /// The screen as the server copied it (`ScreenCopy`): nothing to upload.
    init(display: X11Display, copy: ScreenCopy) {
        self.display = display
        plain = copy.pixmap
    }

    init(display: X11Display, image: ScreenImage) throws(PopupError) {
        try CairoCanvas.loadLibraries()
        guard let upload = Self.imageSurface(image) else { throw .noMemory(width: image.width, height: image.height) }
        defer { cairo_surface_destroy(upload) }
        self.display = display
        plain = try ServerPixmap(display: display, width: image.width, height: image.height)
        Self.paint(upload, on: plain)
    }

    /// The picture dimmed; the plain one if the server has no room for a copy.
    var dimmed: ServerPixmap {
        if let dimmedCopy { return dimmedCopy }
        guard let copy = try? ServerPixmap(display: display, width: plain.width, height: plain.height) else { return plain }
        Self.paint(plain.canvas.surface, on: copy)
        copy.canvas.fill(ScreenRect(x: 0, y: 0, width: plain.width, height: plain.height), RGBAColor(0, 0, 0, 1 - Self.dimming))
        copy.canvas.flush()
        dimmedCopy = copy
        return copy
    }

    private static func paint(_ source: OpaquePointer, on pixmap: ServerPixmap) {
        let cr = pixmap.canvas.context
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        pixmap.canvas.flush()
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

/// The screen copied into a pixmap by the server at one instant, no pixel sent to us: the
/// overlay shows it at once (uploading a grabbed 1920x1080 screen took longer than grabbing
/// it), and the image to read is grabbed from it (`ScreenGrab(display:from:)`), so what is
/// shown and what is read are the same instant. Used on one thread at a time.
public final class ScreenCopy: @unchecked Sendable {
    let pixmap: ServerPixmap
    public var drawable: Drawable { pixmap.id }

    public init(display: X11Display) throws(PopupError) {
        let handle = display.handle
        var root = XWindowAttributes()
        guard XGetWindowAttributes(handle, display.rootWindow, &root) != 0 else { throw .x11(.connectionLost) }
        pixmap = try ServerPixmap(display: display, width: Int(root.width), height: Int(root.height))
        // The windows' contents, not only the root's own background.
        var values = XGCValues()
        values.subwindow_mode = IncludeInferiors
        let gc = XCreateGC(handle, pixmap.id, UInt(GCSubwindowMode), &values)
        XCopyArea(handle, display.rootWindow, pixmap.id, gc, 0, 0, UInt32(root.width), UInt32(root.height), 0, 0)
        XFreeGC(handle, gc)
    }
}

/// A pixmap of the root window's depth with a cairo canvas on it; freed in `deinit`.
final class ServerPixmap {
    let display: X11Display
    let id: Pixmap
    let canvas: CairoCanvas
    let width: Int, height: Int

    init(display: X11Display, width: Int, height: Int) throws(PopupError) {
        try CairoCanvas.loadLibraries()
        self.display = display
        self.width = width
        self.height = height
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

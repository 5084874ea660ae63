import CCairo
import CX11
import Recognition
import X11Connection

/// The camera's preview: its frames in one override-redirect window fitted in the primary
/// monitor, mirrored if asked, with the text blocks found in a still picture outlined. Like the
/// overlays it grabs pointer and keyboard without taking the input focus, so the user's field
/// keeps it; Space or a click asks to freeze, Esc to close. Window, grab and picture buffer go
/// away in `deinit`. Use it on the thread of its display.
public final class CameraPreview {
    public enum Request: Sendable, Equatable {
        case freeze
        case close
    }

    static let hint = "Hold the text still · Space or click freezes · Esc closes"
    private static let outlineColor = RGBAColor(1, 0.8, 0, 1)
    /// The margin kept free around the window on its monitor.
    private static let margin = 40

    /// Where the preview window is, in root pixels.
    public let frame: ScreenRect
    /// Where an unmirrored frame shows on the screen (what a frozen frame is shown at).
    public let placement: PicturePlacement
    /// The text blocks outlined, in the frame's pixels; set to [] when the picture moves.
    public var outlines: [BoundingBox] = [] {
        didSet { if outlines != oldValue { redraw() } }
    }

    private let display: X11Display
    private let mirrored: Bool
    private let frameSize: (width: Int, height: Int)
    private var window: PopupWindow?
    private var grab: InputGrab?
    private var badge: TextLayout?
    /// The last frame as cairo RGB24, rewritten in place by every frame.
    private let picture: OpaquePointer

    /// Maps an empty preview for frames of `width`×`height`, and grabs pointer and keyboard.
    public init(display: X11Display, width: Int, height: Int, mirrored: Bool) throws(PopupError) {
        try CairoCanvas.loadLibraries()
        self.display = display
        self.mirrored = mirrored
        frameSize = (width, height)
        let monitor = display.monitors().first { $0.isPrimary } ?? display.monitors()[0]
        let margin = min(Self.margin, monitor.width / 8, monitor.height / 8)
        let area = ScreenRect(x: monitor.x + margin, y: monitor.y + margin, width: monitor.width - 2 * margin, height: monitor.height - 2 * margin)
        placement = PicturePlacement(fitting: width, height, in: area)
        frame = placement.onScreen(BoundingBox(x: 0, y: 0, width: width, height: height))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw .noMemory(width: width, height: height) }
        picture = surface
        let window = try PopupWindow(display: display, frame: frame)
        self.window = window
        badge = TextLayout(canvas: window.canvas, font: "Sans Bold 10")
        badge?.text = Self.hint
        window.map()
        do { try display.sync() } catch { throw .x11(error) }
        grab = try InputGrab(display: display, window: window.id, cursor: 0)
    }

    deinit {
        close()
        cairo_surface_destroy(picture)
    }

    /// Takes the window away now (the frozen frame's overlay is mapped over it by then).
    public func close() {
        badge = nil
        grab = nil
        window = nil
        XSync(display.handle, 0)
    }

    /// Lets go of pointer and keyboard before another window of ours (the frozen frame's
    /// overlay) takes them; the preview stays shown until it goes.
    public func releaseInput() {
        grab = nil
    }

    /// Shows `frame` (RGBA, of the size given at init).
    public func show(_ frame: Image) {
        guard frame.format == .rgba, frame.width == frameSize.width, frame.height == frameSize.height,
              let data = cairo_image_surface_get_data(picture) else { return }
        cairo_surface_flush(picture)
        let stride = Int(cairo_image_surface_get_stride(picture))
        frame.pixels.withUnsafeBytes { source in
            for row in 0..<frame.height {
                let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                let pixels = (source.baseAddress! + row * frame.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for column in 0..<frame.width {
                    // RGBA bytes read as a little-endian word are 0xAABBGGRR; cairo wants 0x00RRGGBB.
                    let value = pixels[column]
                    words[column] = (value & 0xFF) << 16 | (value & 0xFF00) | (value >> 16 & 0xFF)
                }
            }
        }
        cairo_surface_mark_dirty(picture)
        redraw()
    }

    /// Handles events until the user asks for something, or nil once `deadline` passes.
    public func nextRequest(before deadline: ContinuousClock.Instant?) throws(PopupError) -> Request? {
        while true {
            let event: XEvent?
            do { event = try display.nextEvent(before: deadline) } catch { throw .x11(error) }
            guard let event else { return nil }
            switch event.type {
            case Expose where event.xexpose.count == 0:
                redraw()
            case ButtonPress where event.xbutton.button == Button1:
                return .freeze
            case KeyPress:
                var key = event.xkey
                let input = KeyInput(&key)
                if input.isEscape { return .close }
                if input.is(XK_space) { return .freeze }
            default:
                break
            }
        }
    }

    /// The frame scaled to the window (mirrored if asked), the outlines, the hint; painted off
    /// screen first, then shown at once.
    private func redraw() {
        guard let window else { return }
        let canvas = window.canvas, cr = canvas.context
        canvas.drawOffScreen {
            cairo_save(cr)
            if mirrored {
                cairo_translate(cr, Double(frame.width), 0)
                cairo_scale(cr, -placement.scale, placement.scale)
            } else {
                cairo_scale(cr, placement.scale, placement.scale)
            }
            cairo_set_source_surface(cr, picture, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
            cairo_paint(cr)
            cairo_restore(cr)
            for box in outlines {
                var shown = placement.onScreen(box)
                shown.x -= frame.x
                shown.y -= frame.y
                if mirrored { shown.x = frame.width - shown.x - shown.width }
                canvas.outline(ScreenRect(x: shown.x - 3, y: shown.y - 3, width: shown.width + 6, height: shown.height + 6), Self.outlineColor, lineWidth: 3)
            }
            badge?.drawBadge(on: canvas, atTopOf: frame)
        }
        XFlush(display.handle)
    }
}

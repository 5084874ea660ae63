import CX11
import X11Connection

/// A mapped window of one colour, painted by the server from its background pixel
/// (24-bit screens: the pixel is 0xRRGGBB).
public final class SolidWindow {
    public let display: X11Display
    public let id: Window
    public let frame: ScreenRect

    public init(_ display: X11Display, x: Int, y: Int, width: Int, height: Int, rgb: UInt) throws {
        self.display = display
        frame = ScreenRect(x: x, y: y, width: width, height: height)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.background_pixel = rgb
        id = XCreateWindow(display.handle, display.rootWindow, Int32(x), Int32(y), UInt32(width), UInt32(height), 0,
                           Int32(CopyFromParent), UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWBackPixel), &attributes)
        XMapRaised(display.handle, id)
        try display.sync()
    }

    public func close() {
        XDestroyWindow(display.handle, id)
        XSync(display.handle, 0)
    }
}

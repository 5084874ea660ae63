import X11Connection

/// Why the screen could not be grabbed or a region of it cut out, worded so the user can act on it.
public enum ScreenCaptureError: Error, CustomStringConvertible, Sendable {
    case x11(X11Error)
    /// The root window's visual is not TrueColor/DirectColor with 16, 24 or 32 bits per pixel.
    case unsupportedVisual(String)
    /// The server refused to hand out the root window's pixels.
    case grabFailed(String)
    case regionOutsideScreen(ScreenRect, screen: ScreenRect)
    case emptyRegion(ScreenRect)

    public var description: String {
        switch self {
        case .x11(let error):
            error.description
        case .unsupportedVisual(let what):
            "cannot read the screen's pixels: \(what) (captext supports 16, 24 and 32-bit TrueColor screens)"
        case .grabFailed(let why):
            "cannot grab the screen: \(why)"
        case .regionOutsideScreen(let region, let screen):
            "region \(region) lies outside the screen (\(screen.width)x\(screen.height) at 0,0): give X,Y,W,H inside it"
        case .emptyRegion(let region):
            "region \(region) is empty: width and height must be at least 1 pixel"
        }
    }
}

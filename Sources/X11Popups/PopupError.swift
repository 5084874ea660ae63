import X11Connection

/// Why a popup (the selection overlay, a chooser, the preview, the action menu) could not be
/// shown or used, worded so the user can act on it.
public enum PopupError: Error, CustomStringConvertible, Sendable {
    case x11(X11Error)
    /// The screen has no default visual to draw with.
    case noVisual
    /// The overlay's copy of the frozen screen could not be allocated.
    case noMemory(width: Int, height: Int)
    /// Another client holds a grab of the "pointer" or "keyboard" and did not let go.
    case inputGrabbed(device: String)
    /// Pango and cairo, which draw the overlay and popups, cannot be loaded (the loader's reason).
    case drawingUnavailable(String)

    public var description: String {
        switch self {
        case .x11(let error):
            error.description
        case .noVisual:
            "cannot draw on this screen: it has no default visual"
        case .noMemory(let width, let height):
            "cannot allocate a \(width)x\(height) image for the overlay"
        case .inputGrabbed(let device):
            "another program holds the \(device) grab (an open menu, a drag, a screen locker or another screenshot tool): close it and try again"
        case .drawingUnavailable(let reason):
            "cannot draw the selection overlay or popups: \(reason)"
        }
    }
}

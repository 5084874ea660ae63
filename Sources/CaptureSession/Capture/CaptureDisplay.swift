import ContentTypes
import X11Capture
import X11Connection
import X11Popups

/// What a capture needs from the desktop it runs on: the focus, the frozen screen, the user's
/// selection and the popups. `X11CaptureDisplay` is the X display; the flow's tests drive the
/// same decisions with an in-process stand-in.
protocol CaptureDisplay {
    /// The window with the keyboard focus now: where typing goes.
    func focusedWindow() -> TargetWindow?
    /// What the focused window and its field want, for a request that names no type.
    func inferredHint(focused: TargetWindow?) -> ContentTypeHint
    /// Freezes the screen: its pixels and monitors, and the windows visible at that moment.
    func freeze() throws(CaptureError) -> FrozenPicture
    /// The user's rectangle or click on the picture `freeze()` took.
    func select(on picture: FrozenPicture) throws(CaptureError) -> ScreenSelection
    /// The part of a window on screen, nil when it is gone.
    func frame(ofWindow window: UInt) -> ScreenRect?
    func pointerLocation() -> (x: Int, y: Int)
    /// The index of the item the user picks, nil when cancelled.
    func choose(_ items: [String], near anchor: ScreenRect, title: String) throws(CaptureError) -> Int?
    /// The text as the user edited it, nil when cancelled.
    func edit(_ text: String, near anchor: ScreenRect, masked: Bool) throws(CaptureError) -> String?
}

/// The screen as it was frozen.
struct FrozenPicture {
    var image: ScreenImage
    var monitors: [Monitor]
    /// The top-level windows' frames, bottom to top: the first cut of the layout of a selection.
    var windows: [ScreenRect]
}

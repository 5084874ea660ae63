import CaptextConfig
import ContentTypes
import FieldAwareness
import X11Capture
import X11Connection
import X11Popups

/// A capture's desktop on an X display: XGetInputFocus, the screen grab, the selection overlay,
/// the chooser and the preview prompt.
final class X11CaptureDisplay: CaptureDisplay {
    let display: X11Display
    private let config: Config
    private let fields: FieldTracker?
    /// What the overlay shows: the server's copy the grab was read from (the grab uploaded
    /// if the server had no room for a copy).
    private var grab: ScreenGrab?
    private var copy: ScreenCopy?

    /// `fields`: the daemon's tracker of the focused field; without one the field is asked once.
    init(display: X11Display, config: Config, fields: FieldTracker?) {
        self.display = display
        self.config = config
        self.fields = fields
    }

    func focusedWindow() -> TargetWindow? { display.focusedWindow() }

    func inferredHint(focused: TargetWindow?) -> ContentTypeHint {
        CaptureContentType.inferred(focused: focused, display: display, config: config, fields: fields)
    }

    func freeze() throws(CaptureError) -> FrozenPicture {
        let grab: ScreenGrab
        copy = try? ScreenCopy(display: display)
        do { grab = try ScreenGrab(display: display, from: copy?.drawable) } catch { throw .screen(error) }
        self.grab = grab
        return FrozenPicture(image: grab.image, monitors: grab.monitors, windows: display.topLevelFrames())
    }

    func select(on picture: FrozenPicture) throws(CaptureError) -> ScreenSelection {
        guard let grab else { preconditionFailure("freeze() comes before select(on:)") }
        do { return try SelectionOverlay.select(on: display, screen: grab, copy: copy) } catch { throw .popup(error) }
    }

    func frame(ofWindow window: UInt) -> ScreenRect? { display.frameOfWindow(window) }

    func pointerLocation() -> (x: Int, y: Int) { display.pointerLocation() }

    func choose(_ items: [String], near anchor: ScreenRect, title: String) throws(CaptureError) -> Int? {
        do { return try Chooser.choose(on: display, items: items, near: anchor, title: title) } catch { throw .popup(error) }
    }

    func edit(_ text: String, near anchor: ScreenRect, masked: Bool) throws(CaptureError) -> String? {
        do { return try PreviewPrompt.edit(on: display, text: text, near: anchor, masked: masked) } catch { throw .popup(error) }
    }
}

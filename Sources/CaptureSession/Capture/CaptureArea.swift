import CaptextCore
import X11Connection

/// The screen rectangle a fixed source (region, window, monitor) names, checked against the grab.
enum CaptureArea {
    /// Smaller selections cannot hold a readable character; they are slips of the mouse.
    static let minimumSide = 4

    static func rect(for source: CaptureRequest.Source, picture: FrozenPicture, display: some CaptureDisplay,
                     focused: TargetWindow?) throws(CaptureError) -> ScreenRect {
        let screen = picture.image.bounds
        switch source {
        case .select:
            preconditionFailure("a selection comes from the overlay, not from the request")
        case .region(let x, let y, let width, let height):
            return try checked(ScreenRect(x: x, y: y, width: width, height: height), screen: screen)
        case .window(let id):
            guard let window = id ?? focused.map({ $0.client ?? $0.window }) else {
                throw .delivery("no window has the keyboard focus: pass --window ID")
            }
            // The part on screen: windows may hang over the edge.
            guard let frame = display.frame(ofWindow: window), let visible = frame.intersection(screen) else {
                throw .windowGone(window)
            }
            return try checked(visible, screen: screen)
        case .screen(let name):
            let monitors = picture.monitors
            let monitor: Monitor?
            if let name {
                monitor = Int(name).flatMap { monitors.indices.contains($0) ? monitors[$0] : nil } ?? monitors.first { $0.name == name }
            } else {
                let pointer = display.pointerLocation()
                monitor = monitors.monitor(containingX: pointer.x, y: pointer.y)
            }
            guard let monitor, let visible = monitor.frame.intersection(screen) else { throw .noMonitor(name ?? "under the pointer") }
            return visible
        }
    }

    /// `rect` when it lies on the screen and is large enough to read.
    static func checked(_ rect: ScreenRect, screen: ScreenRect) throws(CaptureError) -> ScreenRect {
        guard !rect.isEmpty else { throw .screen(.emptyRegion(rect)) }
        guard screen.contains(rect) else { throw .screen(.regionOutsideScreen(rect, screen: screen)) }
        guard rect.width >= minimumSide, rect.height >= minimumSide else { throw .tooSmall(rect) }
        return rect
    }
}

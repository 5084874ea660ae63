import CaptextCore
import ContentTypes
import DataDetection
import Recognition
import X11Capture
import X11Connection
import X11Popups

/// Finds the values of the hinted type in a source's pixels on the frozen picture. An inferred
/// type only ranks: when nothing of it is there, the text is offered instead.
struct SelectionReader {
    let picture: FrozenPicture
    let hint: ContentTypeHint
    let filter: ContentFilter

    /// The values, most prominent first, and the screen rectangle they came from (popups appear
    /// next to it); nil when the user cancelled the selection.
    func find(_ source: CaptureRequest.Source, display: some CaptureDisplay, target: TargetWindow?,
              analyzer: some CaptureAnalyzer) async throws(CaptureError) -> ([String], ScreenRect)? {
        let screen = picture.image.bounds
        let area: ScreenRect
        switch source {
        case .select:
            switch try display.select(on: picture) {
            case .cancelled:
                return nil
            case .region(let rect):
                area = try CaptureArea.checked(rect, screen: screen)
            case .point(let x, let y):
                // Within the window clicked: a band reaching into other windows mixes backgrounds.
                let monitor = picture.monitors.monitor(containingX: x, y: y)?.frame.intersection(screen) ?? screen
                let within = picture.windows.last { $0.contains(x: x, y: y) }?.intersection(monitor) ?? monitor
                let strip = PointSelection.band(around: (x, y), in: BoundingBox(within))
                let band = ScreenRect(strip)
                let read = try await reading(of: band, analyzer: analyzer)
                let point = (x: x - band.x, y: y - band.y)
                let values = PointSelection.values(in: read, at: point, type: hint.type, filter: filter)
                return (values.isEmpty && !hint.isExplicit ? PointSelection.values(in: read, at: point, type: .auto, filter: filter) : values, band)
            }
        default:
            area = try CaptureArea.rect(for: source, picture: picture, display: display, focused: target)
        }
        let read = try await reading(of: area, analyzer: analyzer)
        let values = read.values(for: hint.type, filter: filter)
        return (values.isEmpty && !hint.isExplicit ? read.values(for: .auto, filter: filter) : values, area)
    }

    private func reading(of rect: ScreenRect, analyzer: some CaptureAnalyzer) async throws(CaptureError) -> CaptureReading {
        let pixels: ScreenImage
        do { pixels = try picture.image.cropped(to: rect) } catch { throw .screen(error) }
        let inCrop = picture.windows.map { BoundingBox(x: $0.x - rect.x, y: $0.y - rect.y, width: $0.width, height: $0.height) }
        let image = Image(pixels)
        do { return try await analyzer.read(image, windows: inCrop, type: hint.type, filter: filter) }
        catch { throw .recognition(error) }
    }
}

import CaptextConfig
import CaptextCore
import DataDetection
import FieldAwareness
import Foundation
import LiveText
import MediaFrames
import Recognition
import X11Capture
import X11Connection
import X11Popups

/// `captext camera`: the camera's preview with the text of a still picture outlined; Space (or
/// a click) freezes the frame into Live Text's overlay, where the user selects as on the screen
/// and Enter delivers (typed into the field that had the focus, or `request`'s destination).
/// Esc closes; the camera is released as soon as the frame is frozen or the preview closes.
public enum CameraFlow {
    /// Runs until the user closes the preview or the overlay (nil) or something fails. Opens its
    /// own X connection, closed before returning. `request`: the content type asked for, the
    /// destination and the display; `timings` (CAPTEXT_TIMINGS=1, bench/camera) hears the
    /// preview's frame rate and, after a freeze, when the overlay and the reading show.
    public static func run(analyzer: ImageAnalyzer, source: LiveSource, mirrored: Bool, request: CaptureRequest, config: Config,
                           fields: FieldTracker? = nil, timings: (@Sendable (String) -> Void)? = nil) async -> CaptureError? {
        let display: X11Display
        do { display = try X11Display(name: request.display) } catch { return .x11(error) }
        // Fixed before anything of ours appears on screen: where Enter types.
        let target = display.focusedWindow()
        // As in Live Text: the document's own country first, the config's region after it.
        let filter = ContentFilter(region: Region.resolve(explicit: config.region, environment: ProcessInfo.processInfo.environment),
                                   format: request.format ?? config.format ?? .printed, infersCountry: true)
        // The camera opens (and waits for its first frame) off the concurrency pool, as the preview runs.
        let session = CameraSession(display: display, source: source, mirrored: mirrored, analyzer: analyzer, filter: filter,
                                    selectionDisplay: request.display, timings: timings)
        let end = await withCheckedContinuation { (done: CheckedContinuation<LiveSession.End, Never>) in
            Thread { done.resume(returning: session.interact()) }.start()
        }
        await session.readings.finish()
        return end.complete(LiveDelivery(display: display, request: request, config: config, fields: fields, filter: filter), into: target)
    }
}

/// The preview's side of `captext camera`, on a thread of its own. Unchecked: the X connection
/// is used by this thread alone until it is done.
private struct CameraSession: @unchecked Sendable {
    let display: X11Display
    let source: LiveSource
    let mirrored: Bool
    let analyzer: ImageAnalyzer
    let filter: ContentFilter
    let selectionDisplay: String?
    let timings: (@Sendable (String) -> Void)?
    let readings = CameraReadings()

    func interact() -> LiveSession.End {
        do throws(CaptureError) {
            let camera: LiveFrames
            do { camera = try LiveFrames(source) } catch { throw .camera(error) }
            // Released on every path: stopped at the freeze, or here when the preview closes or fails.
            defer { camera.stop() }
            guard let (frame, preview) = try preview(camera) else { return .closed }
            camera.stop()
            return freeze(frame, shownIn: preview)
        } catch {
            return .failed(error)
        }
    }

    /// Shows the camera's frames until the user freezes one (that frame, and the preview still
    /// shown) or closes (nil). Each time the picture settles it is read once in the background
    /// and its text blocks outlined until it moves.
    private func preview(_ camera: LiveFrames) throws(CaptureError) -> (Image, CameraPreview)? {
        var frame: Image
        do throws(MediaError) {
            guard let first = try camera.nextFrame(timeout: 5) else { throw .timedOut("\(source): no frame within 5 s") }
            frame = first.image
        } catch { throw .camera(error) }
        let preview: CameraPreview
        do { preview = try CameraPreview(display: display, width: frame.width, height: frame.height, mirrored: mirrored) } catch { throw .popup(error) }
        var stillness = Stillness()
        let started = ContinuousClock.now
        var shown = 0
        defer { report(frames: shown, since: started) }
        while true {
            let next: VideoFrame?
            do { next = try camera.nextFrame(timeout: 0.02) } catch { throw .camera(error) }
            if let next, next.image.width == frame.width, next.image.height == frame.height {
                frame = next.image
                preview.show(frame)
                shown += 1
                switch stillness.observe(frame, at: .now) {
                case .moved:
                    readings.pictureMoved()
                    preview.outlines = []
                case .settled:
                    readings.pictureSettled(frame, with: analyzer, filter: filter)
                case .still:
                    break
                }
            }
            if let blocks = readings.settledBlocks(with: analyzer, filter: filter) { preview.outlines = blocks }
            let request: CameraPreview.Request?
            do { request = try preview.nextRequest(before: .now) } catch { throw .popup(error) }
            switch request {
            case .freeze?: return (frame, preview)
            case .close?: return nil
            case nil: break
            }
        }
    }

    /// Live Text's overlay on `frame`, where the preview showed it (unmirrored: text reads the
    /// right way round), with the settled picture's reading when it is this frame's.
    private func freeze(_ frame: Image, shownIn preview: CameraPreview) -> LiveSession.End {
        let timing = timings.map { LiveTiming(since: .now, report: $0) }
        let reading = readings.frozen(frame, with: analyzer, filter: filter, timing: timing)
        let picture = ScreenImage(width: frame.width, height: frame.height, pixels: frame.pixels)
        let placement = preview.placement, area = preview.frame
        preview.releaseInput()
        let session = LiveSession(display: display, reading: reading, pictureSize: (frame.width, frame.height),
                                  selectionDisplay: selectionDisplay, timing: timing) { () throws(PopupError) in
            // Mapped over the preview before it goes: no flash of the desktop between them.
            let overlay = try LiveOverlay(display: display, picture: picture, placement: placement, in: area)
            preview.close()
            return overlay
        }
        defer { timing?.closed() }
        return session.interact()
    }

    private func report(frames: Int, since start: ContinuousClock.Instant) {
        guard let timings else { return }
        let seconds = Double(start.duration(to: .now).components.attoseconds) / 1e18 + Double(start.duration(to: .now).components.seconds)
        timings("Camera: preview \(frames) frames in \(String(format: "%.1f", seconds)) s (\(String(format: "%.1f", Double(frames) / max(seconds, 0.001))) fps)")
    }
}

import CaptextConfig
import CaptextCore
import DataDetection
import FieldAwareness
import Foundation
import LiveText
import Recognition
import Synchronization
import X11Capture
import X11Connection
import X11Popups

/// `captext live`: freeze the screen, show it at once in Live Text's overlay, read all of it
/// meanwhile, then let the user select words to copy, speak or type, and act on detected items
/// (open a link, call a number…), until Enter, an action that opens something, or Esc.
public enum LiveFlow {
    /// Runs until the user closes the overlay (nil) or something fails. Opens its own X
    /// connection, which it closes before returning. `config`: window rules, newline policy,
    /// terminals and region for typing; `fields`: the daemon's tracker of the focused field;
    /// `timing`: told when the overlay and the reading show.
    static func run(analyzer: ImageAnalyzer, display name: String?, config: Config, fields: FieldTracker?,
                    timing: LiveTiming?) async -> CaptureError? {
        let display: X11Display, screen: ScreenGrab
        do { display = try X11Display(name: name) } catch { return .x11(error) }
        // Fixed before anything of ours appears on screen: where Enter types.
        let target = display.focusedWindow()
        // Shown as the server copied it; uploaded from the grab if the server has no room for a copy.
        let copy = try? ScreenCopy(display: display)
        do { screen = try ScreenGrab(display: display, from: copy?.drawable) } catch { return .screen(error) }
        timing?.screenGrabbed()
        let windows = display.topLevelFrames().map(BoundingBox.init)
        let image = Image(screen.image)
        // The config's region is the fallback: the screen's own country comes first.
        let filter = ContentFilter(region: Region.resolve(explicit: config.region, environment: ProcessInfo.processInfo.environment),
                                   format: config.format ?? .printed, infersCountry: true)
        let reading = Reading()
        let analysis = Mutex<Task<Void, Never>?>(nil)
        // The overlay blocks its thread while the user selects; on one of the concurrency pool's
        // threads it could starve the reading (a single core has only one).
        let session = LiveSession(display: display, reading: reading, pictureSize: (screen.image.width, screen.image.height),
                                  selectionDisplay: name, timing: timing, onShown: {
            analysis.withLock {
                $0 = reading.read(image, with: analyzer, options: AnalysisOptions(readsCodes: true, windows: windows),
                                  filter: filter, what: "the screen", timing: timing)
            }
        }) { () throws(PopupError) in try LiveOverlay(display: display, screen: screen, copy: copy) }
        let end = await withCheckedContinuation { (done: CheckedContinuation<LiveSession.End, Never>) in
            Thread { done.resume(returning: session.interact()) }.start()
        }
        // The overlay is gone by now: what is not read yet never will be, and the engines must
        // not be left reading at exit.
        let started = analysis.withLock { $0 }
        started?.cancel()
        await started?.value
        timing?.closed()
        var request = CaptureRequest()
        request.display = name
        return end.complete(LiveDelivery(display: display, request: request, config: config, fields: fields, filter: filter), into: target)
    }
}

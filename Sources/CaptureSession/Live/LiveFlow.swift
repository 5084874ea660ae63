import Foundation
import LiveText
import Recognition
import Synchronization
import X11Capture
import X11Connection
import X11Popups

/// `captext live`: freeze the screen, show it at once in Live Text's overlay, read all of it
/// meanwhile, then let the user select words and copy them until Esc.
public enum LiveFlow {
    /// Runs until the user closes the overlay (nil) or something fails. Opens its own X
    /// connection, which it closes before returning.
    public static func run(analyzer: ImageAnalyzer, display name: String?) async -> CaptureError? {
        let display: X11Display, screen: ScreenGrab
        do { display = try X11Display(name: name) } catch { return .x11(error) }
        do { screen = try ScreenGrab(display: display) } catch { return .screen(error) }
        let windows = display.topLevelFrames().map(BoundingBox.init)
        let image = Image(screen.image)
        let reading = Reading()
        let analysis = Task {
            do throws(RecognitionError) {
                reading.finish(.success(LiveDocument(try await analyzer.analyze(image, options: AnalysisOptions(windows: windows)))))
            } catch {
                reading.finish(.failure(error))
            }
        }
        // The overlay blocks its thread while the user selects; on one of the concurrency pool's
        // threads it could starve the reading (a single core has only one).
        let session = LiveSession(display: display, screen: screen, reading: reading, selectionDisplay: name)
        let failure = await withCheckedContinuation { (done: CheckedContinuation<CaptureError?, Never>) in
            Thread { done.resume(returning: session.interact()) }.start()
        }
        // The overlay is gone by now; the engine must not be left reading at exit.
        await analysis.value
        return failure
    }
}

/// The overlay's side of `captext live`. Unchecked: the X connection is handed to the overlay's
/// thread and used by no other until that thread is done.
private struct LiveSession: @unchecked Sendable {
    let display: X11Display
    let screen: ScreenGrab
    let reading: Reading
    let selectionDisplay: String?

    /// The overlay's life: its windows and grabs are released when this returns, on every path.
    func interact() -> CaptureError? {
        do throws(CaptureError) {
            let overlay: LiveOverlay
            do { overlay = try LiveOverlay(display: display, screen: screen) } catch { throw .popup(error) }
            var shown = false
            while true {
                if !shown, let result = reading.result {
                    switch result {
                    case .success(let document): overlay.show(document)
                    case .failure(let error): throw .recognition(error)
                    }
                    shown = true
                }
                // Until the reading arrives, events are waited for briefly so it shows as soon as it is there.
                let request: LiveOverlay.Request?
                do { request = try overlay.nextRequest(before: shown ? nil : .now + .milliseconds(50)) } catch { throw .popup(error) }
                switch request {
                case .copy(let text)?:
                    try SelectionServer.publish(text, on: .clipboard, display: selectionDisplay)
                    overlay.confirmCopy()
                case .close?: return nil
                case nil: break
                }
            }
        } catch {
            return error
        }
    }
}

/// The background reading's result, handed to the overlay's thread.
private final class Reading: Sendable {
    private let state = Mutex<Result<LiveDocument, RecognitionError>?>(nil)

    var result: Result<LiveDocument, RecognitionError>? { state.withLock { $0 } }

    func finish(_ result: Result<LiveDocument, RecognitionError>) {
        state.withLock { $0 = result }
    }
}

import CaptextConfig
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
        do { screen = try ScreenGrab(display: display) } catch { return .screen(error) }
        timing?.screenGrabbed()
        let windows = display.topLevelFrames().map(BoundingBox.init)
        let image = Image(screen.image)
        // The config's region is the fallback: the screen's own country comes first.
        let filter = ContentFilter(region: Region.resolve(explicit: config.region, environment: ProcessInfo.processInfo.environment),
                                   format: config.format ?? .printed, infersCountry: true)
        let reading = Reading()
        let analysis = Task {
            let started = ContinuousClock.now
            defer { timing?.analysed(in: started.duration(to: .now)) }
            do throws(RecognitionError) {
                let options = AnalysisOptions(readsCodes: true, windows: windows)
                let whole = try await analyzer.analyze(image, options: options) { partial in
                    let document = LiveDocument(partial.analysis)
                    reading.update(.success(LiveReading(document: document, items: document.detectedItems(filter: filter),
                                                        progress: "Reading the screen… \(partial.regionsRead) of \(partial.regions) parts")))
                }
                let document = LiveDocument(whole)
                // Text it cannot read: said where the progress was.
                let notice = whole.unreadableScripts.map { ScriptLanguages.notice($0) }.joined(separator: "; ")
                reading.update(.success(LiveReading(document: document, items: document.detectedItems(filter: filter),
                                                    progress: notice.isEmpty ? nil : notice)))
            } catch {
                reading.update(.failure(error))
            }
        }
        // The overlay blocks its thread while the user selects; on one of the concurrency pool's
        // threads it could starve the reading (a single core has only one).
        let session = LiveSession(display: display, screen: screen, reading: reading, selectionDisplay: name, timing: timing)
        let end = await withCheckedContinuation { (done: CheckedContinuation<LiveSession.End, Never>) in
            Thread { done.resume(returning: session.interact()) }.start()
        }
        // The overlay is gone by now: what is not read yet never will be, and the engines must
        // not be left reading at exit.
        analysis.cancel()
        await analysis.value
        timing?.closed()
        switch end {
        case .closed:
            return nil
        case .failed(let error):
            return error
        case .type(let text, let area):
            let delivery = LiveDelivery(display: display, name: name, config: config, fields: fields, filter: filter)
            switch delivery.type(text, near: area, into: target) {
            case .failed(let error): return error
            case let outcome: CaptureFlow.report(outcome)
            }
            return nil
        case .open(let action):
            do { _ = try QuickActionRunner().run(action) } catch { return .delivery(error.description) }
            return nil
        }
    }
}

/// The overlay's side of `captext live`. Unchecked: the X connection is handed to the overlay's
/// thread and used by no other until that thread is done.
private struct LiveSession: @unchecked Sendable {
    enum End {
        case closed
        /// Enter: the selection's text, and where it is on the screen (a chooser appears by it).
        case type(String, ScreenRect)
        /// A quick action that opens another application: done once the overlay is gone, so
        /// that the application shows.
        case open(QuickAction)
        case failed(CaptureError)
    }

    let display: X11Display
    let screen: ScreenGrab
    let reading: Reading
    let selectionDisplay: String?
    let timing: LiveTiming?

    /// The overlay's life: its windows and grabs are released when this returns, on every path.
    func interact() -> End {
        do throws(CaptureError) {
            let overlay: LiveOverlay
            do { overlay = try LiveOverlay(display: display, screen: screen) } catch { throw .popup(error) }
            try whenDrawn { $0.overlayShown() }
            var shown = 0, complete = false
            while true {
                if let (version, result) = reading.latest, version != shown {
                    switch result {
                    case .success(let read):
                        overlay.show(read.document, items: read.items, progress: read.progress)
                        complete = read.progress == nil
                        if complete {
                            try whenDrawn { $0.readingShown(width: screen.image.width, height: screen.image.height, lines: read.document.lines.count) }
                        }
                    case .failure(let error): throw .recognition(error)
                    }
                    shown = version
                }
                // Until the reading arrives, events are waited for briefly so it shows as soon as it is there.
                let request: LiveOverlay.Request?
                do { request = try overlay.nextRequest(before: complete ? nil : .now + .milliseconds(50)) } catch { throw .popup(error) }
                switch request {
                case .copy(let text)?:
                    try SelectionServer.publish(text, on: .clipboard, display: selectionDisplay)
                    overlay.confirm("Copied “\(Self.excerpt(of: text))”")
                case .speak(let text)?:
                    if let problem = Speech.say(text) { overlay.confirm(problem) }
                case .type(let text, let area)?:
                    return .type(text, area)
                case .act(let action, let area)?:
                    switch action.kind {
                    case .copy(let text):
                        try SelectionServer.publish(text, on: .clipboard, display: selectionDisplay)
                        overlay.confirm("Copied “\(Self.excerpt(of: text))”")
                    case .type(let text): return .type(text, area)
                    case .open, .openCalendarEvent: return .open(action)
                    }
                case .close?:
                    return .closed
                case nil:
                    break
                }
            }
        } catch {
            return .failed(error)
        }
    }

    /// Tells `timing` of a moment once the server has drawn what was asked of it so far; waits
    /// for the server (a round trip) only when timed.
    private func whenDrawn(_ moment: (LiveTiming) -> Void) throws(CaptureError) {
        guard let timing else { return }
        do { try display.sync() } catch { throw .x11(error) }
        moment(timing)
    }

    /// The start of `text`'s first line, short enough for the badge.
    private static func excerpt(of text: String) -> String {
        let line = text.prefix { $0 != "\n" }
        let more = line.count > 40 || line.count < text.count
        return String(line.prefix(40)) + (more ? "…" : "")
    }
}

/// The screen as read so far, and how far that is (nil once it is all read).
private struct LiveReading: Sendable {
    let document: LiveDocument
    let items: [DetectedItem]
    let progress: String?
}

/// The background reading's latest result, handed to the overlay's thread; each update has the
/// next version number.
private final class Reading: Sendable {
    private let state = Mutex<(version: Int, result: Result<LiveReading, RecognitionError>)?>(nil)

    var latest: (version: Int, result: Result<LiveReading, RecognitionError>)? { state.withLock { $0 } }

    func update(_ result: Result<LiveReading, RecognitionError>) {
        state.withLock { $0 = (($0?.version ?? 0) + 1, result) }
    }
}

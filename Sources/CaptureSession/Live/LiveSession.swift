import DataDetection
import LiveText
import Recognition
import Synchronization
import X11Connection
import X11Popups

/// The overlay's side of `captext live` and of a frozen camera frame. Unchecked: the X
/// connection is handed to the overlay's thread and used by no other until that thread is done.
struct LiveSession: @unchecked Sendable {
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
    let reading: Reading
    /// The picture's size in pixels, for the timing's report.
    let pictureSize: (width: Int, height: Int)
    let selectionDisplay: String?
    let timing: LiveTiming?
    /// Called once the overlay shows, on the overlay's thread (Live Text starts reading then,
    /// so that reading does not take the cores the overlay needs to appear).
    var onShown: (@Sendable () -> Void)? = nil
    /// Shows the frozen picture; called on the overlay's thread.
    let makeOverlay: () throws(PopupError) -> LiveOverlay

    /// The overlay's life: its windows and grabs are released when this returns, on every path.
    func interact() -> End {
        do throws(CaptureError) {
            let overlay: LiveOverlay
            do { overlay = try makeOverlay() } catch { throw .popup(error) }
            try whenDrawn { $0.overlayShown() }
            onShown?()
            var shown = 0, complete = false
            while true {
                reading.wake?.drain()
                if let (version, result) = reading.latest, version != shown {
                    switch result {
                    case .success(let read):
                        overlay.show(read.document, items: read.items, progress: read.progress)
                        complete = read.progress == nil
                        if complete {
                            try whenDrawn { $0.readingShown(width: pictureSize.width, height: pictureSize.height, lines: read.document.lines.count) }
                        }
                    case .failure(let error): throw .recognition(error)
                    }
                    shown = version
                }
                // A new reading wakes the wait, so it shows as soon as it is there (without a
                // pipe, the wait is brief until the whole screen is read).
                let request: LiveOverlay.Request?
                let deadline: ContinuousClock.Instant? = complete || reading.wake != nil ? nil : .now + .milliseconds(50)
                do { request = try overlay.nextRequest(before: deadline, wake: reading.wake) } catch { throw .popup(error) }
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
struct LiveReading: Sendable {
    let document: LiveDocument
    let items: [DetectedItem]
    let progress: String?
}

/// The background reading's latest result, handed to the overlay's thread; each update has the
/// next version number.
final class Reading: Sendable {
    private let state = Mutex<(version: Int, result: Result<LiveReading, RecognitionError>)?>(nil)

    var latest: (version: Int, result: Result<LiveReading, RecognitionError>)? { state.withLock { $0 } }
    /// Signalled with each update, for the overlay waiting for events.
    let wake = WakePipe()

    func update(_ result: Result<LiveReading, RecognitionError>) {
        state.withLock { $0 = (($0?.version ?? 0) + 1, result) }
        wake?.signal()
    }

    /// When a partial reading was last shown. Each costs the detectors over everything read so
    /// far (25–45 ms for a full screen, taken from the reading still going on), and regions often
    /// finish together: one shown per `partialInterval` is as good to the eye.
    private let partialShown = Mutex<ContinuousClock.Instant?>(nil)
    private static let partialInterval = Duration.milliseconds(250)

    /// Whether a partial reading arriving now is shown.
    private func showsPartial() -> Bool {
        partialShown.withLock { last in
            let now = ContinuousClock.now
            if let last, last.duration(to: now) < Self.partialInterval { return false }
            last = now
            return true
        }
    }

    /// Reads `image` in the background, handing over each partial reading ("Reading `what`… 2
    /// of 5 parts") and then the whole one; cancel the task to stop it.
    func read(_ image: Image, with analyzer: ImageAnalyzer, options: AnalysisOptions, filter: ContentFilter, what: String,
              timing: LiveTiming?) -> Task<Void, Never> {
        Task {
            let started = ContinuousClock.now
            defer { timing?.analysed(in: started.duration(to: .now)) }
            do throws(RecognitionError) {
                let whole = try await analyzer.analyze(image, options: options) { partial in
                    guard self.showsPartial() else { return }
                    let document = LiveDocument(partial.analysis)
                    self.update(.success(LiveReading(document: document, items: document.detectedItems(filter: filter),
                                                     progress: "Reading \(what)… \(partial.regionsRead) of \(partial.regions) parts")))
                }
                let document = LiveDocument(whole)
                // Text it cannot read: said where the progress was.
                let notice = whole.unreadableScripts.map { ScriptLanguages.notice($0) }.joined(separator: "; ")
                update(.success(LiveReading(document: document, items: document.detectedItems(filter: filter),
                                            progress: notice.isEmpty ? nil : notice)))
            } catch {
                update(.failure(error))
            }
        }
    }
}

extension LiveSession.End {
    /// What follows the overlay: Enter's text delivered into `target`, or the quick action run;
    /// nil once done, or what failed.
    func complete(_ delivery: LiveDelivery, into target: TargetWindow?) -> CaptureError? {
        switch self {
        case .closed:
            return nil
        case .failed(let error):
            return error
        case .type(let text, let area):
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

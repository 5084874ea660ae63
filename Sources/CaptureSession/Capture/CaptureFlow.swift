import CaptextConfig
import CaptextCore
import ContentTypes
import DataDetection
import FieldAwareness
import Foundation
import Recognition
import X11Connection

/// One capture from start to delivery: remember the focused window, freeze the screen, take
/// the selection, recognise it, keep what the field wants, let the user choose or edit, deliver.
/// `captext capture` runs it once; the daemon runs it for every hotkey with its warm analyzer.
public enum CaptureFlow {
    /// Performs `request` with `analyzer` (created for `request.languages`, ideally warm) under
    /// `config` (window rules, newline policy, terminals). Opens its own X connection, which it
    /// closes before returning. Blocks the calling thread while the user selects, chooses or edits.
    /// `fields`: the daemon's tracker of the focused field; without one the field is asked once.
    /// `log`: the daemon's, which tells (with --verbose) how long deciding the content type took.
    public static func perform(_ request: CaptureRequest, analyzer: ImageAnalyzer, config: Config,
                               fields: FieldTracker? = nil, log: DaemonLog? = nil) async -> CaptureOutcome {
        var request = request
        request.format = request.format ?? config.format
        do throws(CaptureError) {
            let display: X11Display
            do { display = try X11Display(name: request.display) } catch { throw .x11(error) }
            let delivery = CaptureDelivery(display: display, request: request, typing: CaptureContentType.typingOptions(config))
            return try await run(request, on: X11CaptureDisplay(display: display, config: config, fields: fields),
                                 analyzer: analyzer, delivery: delivery, region: config.region, log: log)
        } catch {
            return .failed(error)
        }
    }

    /// Tells the user how a capture ended when the result is not obvious: a notification (or
    /// stderr) for nothing found, a fallback to the clipboard, or an error.
    public static func report(_ outcome: CaptureOutcome) {
        switch outcome {
        case .delivered(_, _, let note?): DesktopNotice.show(note)
        case .nothingFound(let message): DesktopNotice.show(message)
        case .failed(let error): DesktopNotice.show(error.description)
        case .delivered, .cancelled: break
        }
    }

    /// The capture's decisions over its parts. `region`: the config's default country.
    static func run(_ request: CaptureRequest, on display: some CaptureDisplay, analyzer: some CaptureAnalyzer,
                    delivery: some TextDelivery, region: String?, log: DaemonLog?) async throws(CaptureError) -> CaptureOutcome {
        // Fixed before anything of ours appears on screen.
        let target = display.focusedWindow()
        try delivery.prepare()
        let deciding = ContinuousClock.now
        let hint = request.type.map(CaptureContentType.explicit) ?? display.inferredHint(focused: target)
        log?.info("content type \(hint.type.rawValue), decided in \(DaemonLog.milliseconds(deciding.duration(to: .now))) ms")
        // A country named for this capture wins; the config's region only stands in for the document's own.
        let filter = ContentFilter(region: Region.resolve(explicit: request.country ?? region, environment: ProcessInfo.processInfo.environment),
                                   format: request.format ?? .printed, infersCountry: request.country == nil)
        let picture = try display.freeze()
        let reader = SelectionReader(picture: picture, hint: hint, filter: filter)
        guard let (values, anchor) = try await reader.find(request.source, display: display, target: target, analyzer: analyzer)
        else { return .cancelled }
        guard !values.isEmpty else { return .nothingFound("no \(description(of: hint.type)) found in the selection; nothing was typed or copied") }
        // Scripts get every value, most prominent first, as `read --type` prints them.
        if request.destination == .stdout && values.count > 1 { return try delivery.deliver(values.joined(separator: "\n"), into: target) }
        // Several: the user picks one ("select just the phone number"), most prominent first.
        var text = values[0]
        if values.count > 1 {
            guard let chosen = try display.choose(values, near: anchor, title: "Which \(description(of: hint.type))?") else { return .cancelled }
            text = values[chosen]
        }
        // UITextInput's marked text: the user sees, and may edit, what is about to go in.
        if request.preview {
            guard let edited = try display.edit(text, near: anchor, masked: hint.type == .secret) else { return .cancelled }
            text = edited
        }
        return try delivery.deliver(text, into: target)
    }

    private static func description(of type: ContentType) -> String {
        let names: [ContentType: String] = [
            .phone: "phone number", .email: "email address", .url: "URL", .address: "postal address",
            .tracking: "tracking number", .flight: "flight number", .datetime: "date or time", .qr: "QR or bar code",
        ]
        return names[type] ?? "text"
    }
}

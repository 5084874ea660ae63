import CaptextConfig
import CaptextCore
import ContentTypes
import DataDetection
import FieldAwareness
import Foundation
import Recognition
import X11Capture
import X11Connection
import X11Input
import X11Popups

/// One capture from start to delivery: remember the focused window, freeze the screen, take
/// the selection, recognise it, keep what the field wants, let the user choose or edit, deliver.
/// `captext capture` runs it once; the daemon runs it for every hotkey with its warm analyzer.
enum CaptureFlow {
    /// Performs `request` with `analyzer` (created for `request.languages`, ideally warm) under
    /// `config` (window rules, newline policy, terminals). Opens its own X connection, which it
    /// closes before returning. Blocks the calling thread while the user selects, chooses or edits.
    /// `fields`: the daemon's tracker of the focused field; without one the field is asked once.
    /// `log`: the daemon's, which tells (with --verbose) how long deciding the content type took.
    static func perform(_ request: CaptureRequest, analyzer: ImageAnalyzer, config: Config,
                        fields: FieldTracker? = nil, log: DaemonLog? = nil) async -> CaptureOutcome {
        do throws(CaptureError) {
            return try await run(request, analyzer: analyzer, config: config, fields: fields, log: log)
        } catch {
            return .failed(error)
        }
    }

    /// Tells the user how a capture ended when the result is not obvious: a notification (or
    /// stderr) for nothing found, a fallback to the clipboard, or an error.
    static func report(_ outcome: CaptureOutcome) {
        switch outcome {
        case .delivered(_, _, let note?): DesktopNotice.show(note)
        case .nothingFound(let message): DesktopNotice.show(message)
        case .failed(let error): DesktopNotice.show(error.description)
        case .delivered, .cancelled: break
        }
    }

    private static func run(_ request: CaptureRequest, analyzer: ImageAnalyzer, config: Config,
                            fields: FieldTracker?, log: DaemonLog?) async throws(CaptureError) -> CaptureOutcome {
        let display: X11Display
        do { display = try X11Display(name: request.display) } catch { throw .x11(error) }
        // Fixed before anything of ours appears on screen.
        let target = display.focusedWindow()
        if request.destination == .type {
            // No XTest or XKB: fail before the user selects anything.
            do { _ = try Typist(display: display) } catch { throw .typing(error) }
        }
        let deciding = ContinuousClock.now
        let hint = CaptureContentType.resolve(request, focused: target, display: display, config: config, fields: fields)
        log?.info("content type \(hint.type.rawValue), decided in \(DaemonLog.milliseconds(deciding.duration(to: .now))) ms")
        let filter = ContentFilter(region: Region.resolve(explicit: request.country ?? config.region, environment: ProcessInfo.processInfo.environment))
        let grab: ScreenGrab
        do { grab = try ScreenGrab(display: display) } catch { throw .screen(error) }
        // The windows as grabbed: the exact first cut of the layout of whatever is selected.
        let windows = display.topLevelFrames()

        guard let (values, anchor) = try await find(request.source, hint: hint, filter: filter, display: display,
                                                    grab: grab, windows: windows, target: target, analyzer: analyzer) else { return .cancelled }
        guard !values.isEmpty else { return .nothingFound("no \(description(of: hint.type)) found in the selection; nothing was typed or copied") }
        let delivery = CaptureDelivery(display: display, request: request, target: target,
                                       typing: CaptureContentType.typingOptions(config))
        // Scripts get every value, most prominent first, as `read --type` prints them.
        if request.destination == .stdout && values.count > 1 { return try delivery.deliver(values.joined(separator: "\n")) }
        // Several: the user picks one ("select just the phone number"), most prominent first.
        var text = values[0]
        if values.count > 1 {
            let chosen: Int?
            do { chosen = try Chooser.choose(on: display, items: values, near: anchor, title: "Which \(description(of: hint.type))?") }
            catch { throw .popup(error) }
            guard let chosen else { return .cancelled }
            text = values[chosen]
        }
        // UITextInput's marked text: the user sees, and may edit, what is about to go in.
        if request.preview {
            let edited: String?
            do { edited = try PreviewPrompt.edit(on: display, text: text, near: anchor, masked: hint.type == .secret) }
            catch { throw .popup(error) }
            guard let edited else { return .cancelled }
            text = edited
        }
        return try delivery.deliver(text)
    }

    /// The values of the hinted type in the source's pixels, and the screen rectangle they came
    /// from (popups appear next to it); nil when the user cancelled the selection. An inferred
    /// type only ranks: when nothing of it is there, the text is offered instead.
    private static func find(_ source: CaptureRequest.Source, hint: ContentTypeHint, filter: ContentFilter, display: X11Display,
                             grab: ScreenGrab, windows: [ScreenRect], target: TargetWindow?,
                             analyzer: ImageAnalyzer) async throws(CaptureError) -> ([String], ScreenRect)? {
        let area: ScreenRect
        switch source {
        case .select:
            let selection: ScreenSelection
            do { selection = try SelectionOverlay.select(on: display, screen: grab) } catch { throw .popup(error) }
            switch selection {
            case .cancelled:
                return nil
            case .region(let rect):
                area = try CaptureArea.checked(rect, screen: grab.image.bounds)
            case .point(let x, let y):
                // Within the window clicked: a band reaching into other windows mixes backgrounds.
                let monitor = grab.monitors.monitor(containingX: x, y: y)?.frame.intersection(grab.image.bounds) ?? grab.image.bounds
                let within = windows.last { $0.contains(x: x, y: y) }?.intersection(monitor) ?? monitor
                let strip = PointSelection.band(around: (x, y), in: BoundingBox(x: within.x, y: within.y, width: within.width, height: within.height))
                let band = ScreenRect(x: strip.x, y: strip.y, width: strip.width, height: strip.height)
                let read = try await reading(of: band, in: grab, windows: windows, hint: hint, filter: filter, analyzer: analyzer)
                let point = (x: x - band.x, y: y - band.y)
                let values = PointSelection.values(in: read, at: point, type: hint.type, filter: filter)
                return (values.isEmpty && !hint.isExplicit ? PointSelection.values(in: read, at: point, type: .auto, filter: filter) : values, band)
            }
        default:
            area = try CaptureArea.rect(for: source, grab: grab, display: display, focused: target)
        }
        let read = try await reading(of: area, in: grab, windows: windows, hint: hint, filter: filter, analyzer: analyzer)
        let values = read.values(for: hint.type, filter: filter)
        return (values.isEmpty && !hint.isExplicit ? read.values(for: .auto, filter: filter) : values, area)
    }

    private static func reading(of rect: ScreenRect, in grab: ScreenGrab, windows: [ScreenRect], hint: ContentTypeHint,
                                filter: ContentFilter, analyzer: ImageAnalyzer) async throws(CaptureError) -> CaptureReading {
        let pixels: ScreenImage
        do { pixels = try grab.image.cropped(to: rect) } catch { throw .screen(error) }
        let inCrop = windows.map { BoundingBox(x: $0.x - rect.x, y: $0.y - rect.y, width: $0.width, height: $0.height) }
        let image = Image(width: pixels.width, height: pixels.height, format: .rgba, pixels: pixels.pixels)
        do { return try await CaptureReading.read(image, windows: inCrop, type: hint.type, filter: filter, analyzer: analyzer) }
        catch { throw .recognition(error) }
    }

    private static func description(of type: ContentType) -> String {
        let names: [ContentType: String] = [
            .phone: "phone number", .email: "email address", .url: "URL", .address: "postal address",
            .tracking: "tracking number", .flight: "flight number", .datetime: "date or time", .qr: "QR or bar code",
        ]
        return names[type] ?? "text"
    }
}

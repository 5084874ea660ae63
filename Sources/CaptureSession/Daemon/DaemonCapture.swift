import CaptextConfig
import CaptextCore
import FieldAwareness
import Foundation
import Recognition

/// Who asked for a capture: the daemon tells the user itself only about hotkey captures; a
/// forwarded `captext capture` reports its own outcome, as it would have run alone.
enum CaptureOrigin: Sendable {
    case hotkey
    case client
}

/// What a hotkey or a client asks the daemon to do.
enum DaemonJob: Sendable {
    case capture(CaptureRequest)
    /// Show the capture menu, then run the chosen capture based on this request.
    case menu(CaptureRequest)
    /// `captext live` on `display`; nil languages: the config's, else the daemon's default.
    case live(languages: [String]?, display: String?)
    /// `captext camera`: the request's type, destination, languages and display.
    case camera(CaptureRequest, CameraRequest)

    /// What the log calls it: a menu's choice is not known when it starts.
    var name: String {
        switch self {
        case .capture: "capture"
        case .menu: "menu"
        case .live: "live"
        case .camera: "camera"
        }
    }
}

/// How the daemon performs one capture, or Live Text, with its warm analyzers.
enum DaemonCapture {
    /// `config`: the settings in force (the config as last loaded successfully).
    static func run(_ job: DaemonJob, origin: CaptureOrigin, config: Config, analyzers: WarmAnalyzers,
                    fields: FieldTracker, log: DaemonLog) async -> CaptureReply {
        switch job {
        case .capture(let request):
            let analyzer: ImageAnalyzer
            do { analyzer = try warmAnalyzer(for: request.languages, config: config, analyzers: analyzers) } catch {
                return CaptureReply(status: 2, message: error.description)
            }
            let outcome = await CaptureFlow.perform(request, analyzer: analyzer, config: config, fields: fields, log: log)
            // While typing, the typist catches SIGTERM/SIGINT/SIGHUP itself (to restore the
            // keyboard) and has put the daemon's handlers back since: pass the signal on to them.
            if case .failed(.typing(.interrupted(let signalNumber, _))) = outcome { kill(getpid(), signalNumber) }
            if origin == .hotkey && config.notifications { CaptureFlow.report(outcome) }
            return CaptureReply(status: outcome.exitStatus, message: outcome.message)
        case .menu(let base):
            let chosen: DaemonJob
            do {
                guard let choice = try CaptureMenu.choose(base) else { return CaptureReply(status: 1, message: "cancelled") }
                chosen = choice
            } catch {
                return CaptureReply(status: 2, message: "\(error)")
            }
            return await run(chosen, origin: origin, config: config, analyzers: analyzers, fields: fields, log: log)
        case .live(let languages, let display):
            // As close to the hotkey (or the request) as the daemon can tell.
            let taken = ContinuousClock.now
            let reply: CaptureReply
            do {
                let analyzer = try warmAnalyzer(for: languages, config: config, analyzers: analyzers)
                log.info("Live Text in \(analyzer.languageSpec)")
                let timing = log.verbose ? LiveTiming(since: taken, report: { log.info($0) }) : nil
                reply = await LiveRun.perform(analyzer: analyzer, display: display, config: config, fields: fields, timing: timing)
            } catch {
                reply = CaptureReply(status: 2, message: error.description)
            }
            return notified(reply, origin: origin, config: config)
        case .camera(let request, let camera):
            let reply: CaptureReply
            do {
                let source = try camera.source()
                let analyzer = try warmAnalyzer(for: request.languages, config: config, analyzers: analyzers)
                log.info("camera \(source) in \(analyzer.languageSpec)")
                let timings: (@Sendable (String) -> Void)? = log.verbose ? { @Sendable message in log.info(message) } : nil
                reply = await CameraRun.perform(analyzer: analyzer, source: source, mirrored: camera.mirrored, request: request, config: config,
                                                fields: fields, timings: timings)
            } catch {
                reply = CaptureReply(status: 2, message: "\(error)")
            }
            return notified(reply, origin: origin, config: config)
        }
    }

    /// A session started by a hotkey has no terminal to tell why it failed: a notification does.
    private static func notified(_ reply: CaptureReply, origin: CaptureOrigin, config: Config) -> CaptureReply {
        if origin == .hotkey && config.notifications, let message = reply.message { DesktopNotice.show(message) }
        return reply
    }

    /// The analyzer for `languages`, else `auto` preferring the config's languages as last loaded.
    private static func warmAnalyzer(for languages: [String]?, config: Config,
                                     analyzers: WarmAnalyzers) throws(RecognitionError) -> ImageAnalyzer {
        try analyzers.analyzer(for: LanguageSelection.plan(explicit: languages, configured: config.lang, tessdata: analyzers.tessdata))
    }
}

extension CaptureOutcome {
    /// What the user is told about this outcome, if anything.
    var message: String? {
        switch self {
        case .delivered(_, let count, let note): note ?? "delivered \(count) characters"
        case .nothingFound(let message): message
        case .cancelled: "cancelled"
        case .failed(let error): error.description
        }
    }
}

/// `captext capture`, `live` or `camera` with a daemon running for its display: the daemon
/// performs it with its warm engines. Not for `--to stdout` (the text belongs on this
/// process's output) nor when CAPTEXT_NO_DAEMON is set.
public enum DaemonForwarding {
    /// The exit status once the daemon has performed `request`; nil when it should run here.
    public static func forward(_ request: CaptureRequest) -> Int32? {
        guard request.destination != .stdout,
              let response = ask(DaemonRequest(command: .capture, capture: request), display: request.display, timeoutSeconds: 600, doing: "capturing")
        else { return nil }
        switch (response.status, response.message) {
        case (2, let message?): Console.report(message)
        case (1, let message?) where message != "cancelled": DesktopNotice.show(message)
        case (0, let message?) where !message.hasPrefix("delivered "): DesktopNotice.show(message)
        default: break
        }
        return response.status
    }

    /// The exit status once the daemon has run Live Text; nil when it should run here, as
    /// when the daemon is older than `live` (it did nothing then).
    public static func forwardLive(languages: [String]?, display: String?) -> Int32? {
        forwardSession(DaemonRequest(command: .live, languages: languages), display: display, doing: "running Live Text")
    }

    /// The exit status once the daemon has run the camera; nil when it should run here: when
    /// the text goes to standard output (this process's), or the daemon is older than `camera`.
    public static func forwardCamera(_ request: CaptureRequest, camera: CameraRequest) -> Int32? {
        guard request.destination != .stdout else { return nil }
        return forwardSession(DaemonRequest(command: .camera, capture: request, camera: camera), display: request.display,
                              doing: "running the camera")
    }

    /// A session that stays open until the user closes it, run by the daemon: no deadline one could reach.
    private static func forwardSession(_ request: DaemonRequest, display: String?, doing work: String) -> Int32? {
        guard let response = ask(request, display: display, timeoutSeconds: 86_400, doing: work) else { return nil }
        if response.status == 2, response.message == unknownCommand {
            Console.report("the captext daemon is older than this captext and cannot run \(request.command.rawValue) (restart it); \(work) here")
            return nil
        }
        if response.status == 2, let message = response.message { Console.report(message) }
        return response.status
    }

    /// A daemon's answer to a command it does not know.
    private static let unknownCommand = ChannelError.malformed("DaemonRequest", problem: "\"command\" has a wrong value").description

    /// The daemon's answer; nil when none serves the display (or may not be asked).
    private static func ask(_ request: DaemonRequest, display: String?, timeoutSeconds: Int, doing work: String) -> DaemonResponse? {
        let environment = ProcessInfo.processInfo.environment
        guard (environment["CAPTEXT_NO_DAEMON"] ?? "").isEmpty,
              let display = display ?? environment["DISPLAY"], !display.isEmpty else { return nil }
        do { return try DaemonClient.ask(request, display: display, timeoutSeconds: timeoutSeconds) } catch {
            Console.report("not using the captext daemon: \(error); \(work) here")
            return nil
        }
    }
}

import ArgumentParser
import CaptextConfig
import CaptextCore
import CaptureSession
import ContentTypes
import Foundation
import MediaFrames
import Recognition

/// `captext camera`: text from the camera, selected as in Live Text.
struct CameraCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "camera",
        abstract: "Show the camera, freeze a frame and select its text; Enter types it into the focused field.",
        discussion: """
        The preview outlines the text it finds once the picture is held still. Space (or a \
        click) freezes the frame: drag across words, click an item, Ctrl+C copies, Enter \
        types the selection into the window that had the focus when the camera opened (with \
        --type, the value of that type in it). Esc closes and releases the camera.

        Without --device, the first /dev/video* is used. With `captext daemon` running for the \
        display, the daemon runs it with its warm engines (not with --to stdout nor with \
        CAPTEXT_NO_DAEMON=1 set); the daemon's config can also bind it to a key (action = "camera"). Exit status: 0 closed or delivered, \
        2 an error (no camera, busy, permission denied…).
        """)

    @Option(help: ArgumentHelp("The V4L2 camera (default: the first /dev/video*).", valueName: "path"))
    var device: String?

    @Option(help: ArgumentHelp("What Enter delivers of the selection: \(ContentType.allNames) (default: what the focused field wants).", valueName: "type"))
    var type: ContentType?

    @Option(help: ArgumentHelp("Where Enter's text goes: type, clipboard, primary, stdout or exec:CMD.", valueName: "destination"))
    var to = "type"

    @Flag(help: "Show the preview mirrored, as a selfie camera (the frozen frame reads the right way round).")
    var mirror = false

    @Option(help: LanguageHelp.configured)
    var lang: String?

    @OptionGroup var displayOption: DisplayOption

    @OptionGroup var configOption: ConfigOption

    func validate() throws {
        _ = try request()
    }

    func run() async throws {
        let request = try request()
        let camera = CameraRequest(device: device, mirrored: mirror)
        // A running `captext daemon` runs it with its warm engines.
        if let status = DaemonForwarding.forwardCamera(request, camera: camera) { throw ExitCode(status) }
        let settings: Config
        do { settings = try configOption.load() } catch {
            Console.report("\(error)")
            throw ExitCode(2)
        }
        let source: LiveSource
        do { source = try camera.source() } catch {
            Console.report(error.description)
            throw ExitCode(2)
        }
        let analyzer = try CommandAnalyzer.make(languages: request.languages, config: settings, maxWorkers: ProcessInfo.processInfo.activeProcessorCount)
        let reply = await CameraRun.perform(analyzer: analyzer, source: source, mirrored: mirror, request: request, config: settings,
                                            timings: Self.timings)
        if let message = reply.message { Console.report(message) }
        if reply.status != 0 { throw ExitCode(reply.status) }
    }

    func request() throws -> CaptureRequest {
        var request = CaptureRequest()
        request.type = type
        do throws(Destination.ParseError) { request.destination = try Destination(parsing: to) } catch {
            throw ValidationError("--to: \(error)")
        }
        if let lang { request.languages = try LanguageSelection.parse(lang) }
        request.display = displayOption.display
        return request
    }

    /// With CAPTEXT_TIMINGS=1 (for bench/camera): the preview's frame rate, and the times to the
    /// overlay and to the reading from the freeze, on standard error.
    private static var timings: (@Sendable (String) -> Void)? {
        guard ProcessInfo.processInfo.environment["CAPTEXT_TIMINGS"] == "1" else { return nil }
        return { Console.report($0) }
    }
}

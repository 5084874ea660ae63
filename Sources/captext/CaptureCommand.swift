import ArgumentParser
import CaptextConfig
import CaptextCore
import CaptureSession
import ContentTypes
import DataDetection
import Foundation
import Recognition

/// `captext capture`: freeze the screen, select, recognise, keep what the field wants, deliver.
struct CaptureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Freeze the screen, select text on it, and type (or copy) what the focused field wants.",
        discussion: """
        Sources: --select (the default) shows the frozen screen: drag a rectangle, or click a \
        line (with --type, the item of that type under the pointer); arrow keys move a box, \
        Shift+arrows resize it, Enter confirms, Esc cancels. --region X,Y,W,H reads a fixed \
        rectangle; --window [ID] a window (default: the focused one); --screen [N] a monitor \
        (a number from 0 or its XRandR name; default: the one with the pointer).

        Several items found: a chooser lists them, most prominent (larger text, nearer the \
        centre) first (number keys, or arrows + Enter; Esc cancels); with --to stdout they are \
        all printed, one per line. --preview shows the text, editable, before it goes in \
        (masked for a secret field). Nothing found: a desktop notification (stderr without a \
        notification daemon), nothing typed.

        --to type (default) types into the window that had the focus when the capture \
        started; if the focus moved to another window meanwhile, nothing is typed and the \
        text goes to the clipboard. clipboard/primary keep serving the text after captext \
        exits, until another program takes the selection. exec:CMD runs CMD (split into \
        words as a shell would, quotes included; no shell runs) with the text as one more argument.

        Exit status: 0 delivered, 1 cancelled or nothing found, 2 an error.
        """)

    @Flag(help: "Select a rectangle or click a line on the frozen screen (the default).")
    var select = false

    @Option(help: ArgumentHelp("Read this rectangle of the screen, in pixels.", valueName: "x,y,w,h"))
    var region: String?

    @Flag(help: "Read a window: the one given as the argument, else the focused one.")
    var window = false

    @Flag(help: "Read a monitor: the one given as the argument, else the one with the pointer.")
    var screen = false

    @Argument(help: ArgumentHelp("With --window: a window id (decimal or 0x hex); with --screen: a monitor number or name.", valueName: "id"))
    var which: String?

    @Option(help: ArgumentHelp("What to keep: \(ContentType.allNames) (default: auto).", valueName: "type"))
    var type: ContentType?

    @Option(help: ArgumentHelp("How values go in: printed (as on the screen, OCR's validated repairs made) or normalized (E.164, ISO 8601, a URL with its scheme, a compact tracking number). Default: the config's format, else printed.", valueName: "format"))
    var format: ValueFormat?

    @Option(help: ArgumentHelp("Where the text goes: type, clipboard, primary, stdout or exec:CMD.", valueName: "destination"))
    var to = "type"

    @Option(help: LanguageHelp.configured)
    var lang: String?

    @Option(help: ArgumentHelp("Default country for phone numbers and addresses (ISO 3166 code; default: the document's own country, else the config's region, else the locale's, else US).", valueName: "CC"))
    var country: String?

    @OptionGroup var displayOption: DisplayOption
    var display: String? { displayOption.display }

    @Flag(help: "Show the text, editable, before it is typed or copied (Enter inserts, Esc cancels).")
    var preview = false

    @OptionGroup var configOption: ConfigOption

    func validate() throws {
        _ = try request()
    }

    func run() async throws {
        let request = try request()
        // A running `captext daemon` performs it with its warm engine.
        if let status = DaemonForwarding.forward(request) { throw ExitCode(status) }
        let settings: Config
        do { settings = try configOption.load() } catch {
            Console.report("\(error)")
            throw ExitCode(2)
        }
        // The first engine warms up while the user selects; a second starts only when a
        // selection is read in pieces (bands of lines, a screen's windows), in parallel.
        let analyzer = try CommandAnalyzer.make(languages: request.languages, config: settings,
                                                maxWorkers: ProcessInfo.processInfo.activeProcessorCount)
        let warming = Task { try? await analyzer.warmUp(forPages: true) }
        let outcome = await CaptureFlow.perform(request, analyzer: analyzer, config: settings)
        // Exiting while the engine still loads on its thread would run the libraries' static
        // destructors under it (heap corruption, a crash at exit, after a failed capture).
        await warming.value
        if case .failed(let error) = outcome {
            Console.report(error.description)
        } else {
            CaptureFlow.report(outcome)
        }
        throw ExitCode(outcome.exitStatus)
    }

    /// The options as a request; a usage error for contradictory or malformed ones.
    func request() throws -> CaptureRequest {
        var request = CaptureRequest()
        let sources = [select, region != nil, window, screen].filter { $0 }.count
        guard sources <= 1 else { throw ValidationError("choose one of --select, --region, --window and --screen") }
        if which != nil && !window && !screen { throw ValidationError("a window id or monitor goes with --window or --screen") }
        if let region {
            let numbers = region.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3] else {
                throw ValidationError("--region wants X,Y,W,H in pixels, such as 100,200,400,60")
            }
            request.source = .region(x: x, y: y, width: w, height: h)
        } else if window {
            do throws(InputError) { request.source = .window(id: try which.map { text throws(InputError) in try WindowID.parse(text, option: "--window") }) }
            catch { throw ValidationError(error.description) }
        } else if screen {
            request.source = .screen(monitor: which)
        }
        request.type = type
        request.format = format
        do throws(Destination.ParseError) { request.destination = try Destination(parsing: to) } catch {
            throw ValidationError("--to: \(error)")
        }
        if let lang { request.languages = try LanguageSelection.parseExplicit(lang) }
        if let country { request.country = try RegionOption.validated(country) }
        request.display = display
        request.preview = preview
        return request
    }

}

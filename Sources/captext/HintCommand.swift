import ArgumentParser
import CaptextConfig
import CaptureSession
import ContentTypes
import DataDetection
import FieldAwareness
import Foundation
import X11Connection

struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint",
        abstract: "Print the content type the focused field wants, and which signal decided it.",
        discussion: """
            Strongest signal first: --type; the window's _CAPTEXT_CONTENT_TYPE property (on the \
            focused window or an ancestor up to the top level); what the focused field says of \
            itself through the input method (IBus: its input purpose) and accessibility (AT-SPI: \
            its role — password → secret, spin button → number — and HTML input type, then \
            keywords in its label, name, placeholder, description, the label beside it, or its \
            HTML id, in en, de, fr, es, ko, ja, zh, vi); the window rules in the config; auto. \
            Without an accessibility bus or IBus those signals are unknown and the window rules \
            still apply. Applications tell IBus the purpose only when the focus moves, so a \
            one-shot hint cannot know it (--json listens while it runs, to show whether the route \
            works); --follow keeps listening.
            An explicit type (--type, a hotkey binding) filters what is typed; an inferred one \
            only ranks it.
            Text output: the type, a tab, and the reason in parentheses. --json prints one \
            object: type, explicit, source, explanation, window, field (each value with its \
            source), accessibility (found, or why the field is unknown) and inputMethod.
            --follow prints a line (or JSON object) at every focus change until interrupted.
            Exit status: 0 printed; 2 an error (no X display, no such window, a bad config).
            """
    )

    @Option(help: ArgumentHelp("The type asked for (\(ContentType.allNames)); it wins over every other signal.", valueName: "type"))
    var type: ContentType?

    @Flag(help: "Print the hint, its source and the window's and field's facts as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Describe this window (decimal or 0x hex id) instead of the focused one.", valueName: "id"))
    var window: String?

    @OptionGroup var configOption: ConfigOption

    @OptionGroup var displayOption: DisplayOption
    var display: String? { displayOption.display }

    @Flag(help: "Keep running and print the hint again at every focus change (the daemon's tracker).")
    var follow = false

    func validate() throws {
        if follow && (window != nil || type != nil) { throw ValidationError("--follow follows the focus; it cannot take --window or --type") }
    }

    func run() throws {
        let settings: Config
        let connection: X11Display
        do {
            settings = try configOption.load()
            connection = try X11Display(name: display)
        } catch {
            Console.report("\(error)")
            throw ExitCode(2)
        }
        if follow { try followFocus(connection, settings: settings) }
        let description: WindowDescription?
        do {
            description = try window.map { try connection.describe(window: try WindowID.parse($0, option: "--window")) }
                ?? connection.describeFocusedWindow()
        } catch {
            Console.report("\(error)")
            throw ExitCode(2)
        }
        // The flag decides alone; the field is still read for --json, which shows it.
        guard type == nil || json else {
            return print(ContentTypeHint.resolve(flag: type, rules: [], window: nil), description, .unknown("not asked (--type given)"), nil)
        }
        // Plain `hint` answers without connecting to IBus: it would hear a purpose only if the
        // focus moved during these milliseconds. --json listens, to report the route's status.
        let lookup = FieldHintLookup.run(flag: type, rules: settings.windowRules, window: description, connection: connection,
                                         listensToInputMethod: json)
        print(lookup.hint, description, lookup.inspection, lookup.inputMethod)
    }

    private func print(_ hint: ContentTypeHint, _ description: WindowDescription?, _ inspection: FieldInspection,
                       _ inputMethod: IBusPurposeMonitor.Status?) {
        if json {
            Console.write(HintReport(hint: hint, window: description, inspection: inspection, inputMethod: inputMethod).json + "\n")
        } else {
            Console.write("\(hint.type.rawValue)\t(\(hint.explanation))\n")
        }
    }

    /// Runs the daemon's tracker and prints the hint whenever the focused field changes.
    private func followFocus(_ connection: X11Display, settings: Config) throws -> Never {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = connection.name
        let tracker = FieldTracker(environment: environment, rootWindowBusAddress: connection.rootProperty("AT_SPI_BUS"))
        let changed = DispatchSemaphore(value: 0)
        tracker.onChange { _ in changed.signal() }
        let status = tracker.start()
        if !status.isEmpty { Console.report("accessibility: \(status); following IBus and window rules only") }
        var last: String?
        while true {
            _ = changed.wait(timeout: .now() + .milliseconds(250))
            guard !connection.isConnectionLost else { Console.report("\(X11Error.connectionLost)"); Foundation.exit(2) }
            let description = connection.describeFocusedWindow()
            let field = tracker.field(forProcessID: description?.processID)
            let hint = ContentTypeHint.resolve(flag: nil, rules: settings.windowRules, window: description.map(WindowFacts.init(describing:)),
                                               field: field.flatMap(FieldInference.hint(for:)))
            let line = json ? HintReport(hint: hint, window: description, inspection: field.map(FieldInspection.found) ?? .unknown("no tracked field"),
                                         inputMethod: tracker.inputMethod.status).json
                : "\(hint.type.rawValue)\t(\(hint.explanation))"
            if line != last { Console.write(line + "\n"); last = line }
        }
    }
}

import ArgumentParser
import CaptextConfig
import DataDetection
import FieldAwareness
import Foundation
import X11Desktop

struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint",
        abstract: "Print the content type the focused field wants, and which signal decided it.",
        discussion: """
            Strongest signal first: --type; the window's _CAPTEXT_CONTENT_TYPE property (on the \
            focused window or an ancestor up to the top level); what the focused field says of \
            itself through accessibility (AT-SPI) and the input method (IBus): its input purpose, \
            its role (password → secret, spin button → number) and HTML input type, keywords in \
            its label, name, placeholder, description or HTML id (en, de, fr, es, ko, ja, zh, vi); \
            the window rules in the config; otherwise auto. Without an accessibility bus the field \
            is unknown and the window rules still apply.
            An explicit type (--type, a hotkey binding) filters what is typed; an inferred one \
            only ranks it.
            Text output: the type, a tab, and the reason in parentheses. --json prints one \
            object: type, explicit, source, explanation, window, field (each value with its \
            source) and accessibility (found, or why the field is unknown).
            Exit status: 0 printed; 2 an error (no X display, no such window, a bad config).
            """
    )

    @Option(help: ArgumentHelp("The type asked for (\(ContentType.allNames)); it wins over every other signal.", valueName: "type"))
    var type: ContentType?

    @Flag(help: "Print the hint, its source and the window's facts as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Describe this window (decimal or 0x hex id) instead of the focused one.", valueName: "id"))
    var window: String?

    @Option(help: ArgumentHelp("The config file (default: $XDG_CONFIG_HOME/captext/config.toml).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The X display (default: $DISPLAY).", valueName: "name"))
    var display: String?

    func run() throws {
        let settings: Config
        let description: WindowDescription?
        let rootAdvertisesBus: Bool
        do {
            settings = try Config.load(path: config ?? Config.defaultPath(), mustExist: config != nil)
            let connection = try X11Display(name: display)
            description = try window.map { try connection.describe(window: try WindowID.parse($0, option: "--window")) }
                ?? connection.describeFocusedWindow()
            rootAdvertisesBus = connection.rootHasProperty("AT_SPI_BUS")
        } catch {
            Console.report("\(error)")
            throw ExitCode(2)
        }
        // The flag decides alone; the field is still read for --json, which shows it.
        let inspection: FieldInspection = type != nil && !json ? .unknown("not asked (--type given)")
            : description == nil ? .unknown("no focused window")
            : FieldInspector.inspect(processID: description?.processID, rootWindowHasBusProperty: rootAdvertisesBus)
        let facts = description.map(WindowFacts.init(describing:))
        let hint = ContentTypeHint.resolve(flag: type, rules: settings.windowRules, window: facts,
                                           field: inspection.field.flatMap(FieldInference.hint(for:)))
        if json {
            Console.write(HintReport(hint: hint, window: description, inspection: inspection).json + "\n")
        } else {
            Console.write("\(hint.type.rawValue)\t(\(hint.explanation))\n")
        }
    }
}

enum WindowID {
    static func parse(_ text: String, option: String) throws(InputError) -> UInt {
        let parsed = text.lowercased().hasPrefix("0x") ? UInt(text.dropFirst(2), radix: 16) : UInt(text)
        guard let id = parsed, id != 0 else { throw InputError("\(option) wants a window id such as 0x3a00007, not '\(text)'") }
        return id
    }
}

extension WindowFacts {
    init(describing description: WindowDescription) {
        let wmClass = description.target.wmClass
        self.init(instanceName: wmClass.first, className: wmClass.count > 1 ? wmClass[1] : nil,
                  title: description.title, role: description.role,
                  declaredContentType: description.declaredContentType?.value,
                  declaringWindow: description.declaredContentType?.window)
    }
}

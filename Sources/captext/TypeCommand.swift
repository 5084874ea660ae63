import ArgumentParser
import ContentTypes
import Foundation
import X11Connection
import X11Input

extension NewlineMode: ExpressibleByArgument {}
extension TabMode: ExpressibleByArgument {}

struct TypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Type text into the focused X11 window with XTest, on any keyboard layout.",
        discussion: """
            Any Unicode text arrives as it is: characters missing from the layout are bound to \
            spare keycodes while typing; the keymap, layout group and Caps Lock are restored on \
            exit, also on SIGINT/SIGTERM/SIGHUP. Typing waits up to 2 s for held modifier keys \
            to be released and stops at once if the keyboard focus moves.
            Newlines: Return by default, a space in terminals (recognised by WM_CLASS), where \
            only --newline return presses Return. Other control characters are dropped.
            Exit status: 0 all typed; 1 stopped partway (focus moved, key pressed, connection \
            lost; the message says how many characters were typed); 2 nothing typed (no \
            display, no XTest, no focused window, bad input); 128+N killed by signal N.
            """
    )

    @Argument(help: "The text to type ('-' reads standard input).")
    var text: String?

    @Option(name: .long, help: ArgumentHelp("Read the text from a UTF-8 file ('-' for standard input).", valueName: "file"))
    var file: String?

    @Option(help: ArgumentHelp("The window to type into (decimal or 0x hex id); it gets the keyboard focus. Default: the focused window.", valueName: "id"))
    var window: String?

    @Option(help: "What a line break becomes: return, shift-return, space, keep-lines (Return between lines, none after the last), drop. Default: return, or space in a terminal.")
    var newline: NewlineMode?

    @Option(help: "What a tab becomes: tab, spaces (four), drop.")
    var tab: TabMode = .tab

    @Option(help: ArgumentHelp("Comma-separated WM_CLASS names of terminal windows, replacing the built-in list.", valueName: "names"))
    var terminals: String?

    @OptionGroup var displayOption: DisplayOption
    var display: String? { displayOption.display }

    func run() throws {
        let input: String
        let target: TargetWindow
        let typist: Typist
        do {
            input = try readText()
            typist = try Typist(display: X11Display(name: display))
            target = try window.map { try typist.focus(window: try WindowID.parse($0, option: "--window")) } ?? typist.focusedWindow()
        } catch {
            throw Self.fail(error, status: 2)
        }
        var options = TypingOptions(newline: newline, tab: tab)
        if let terminals {
            options.terminalClasses = Set(terminals.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        do {
            try typist.type(input, into: target, options: options)
        } catch {
            if case .interrupted(let signalNumber, _) = error {
                FileHandle.standardError.write(Data("captext: \(error)\n".utf8))
                Self.die(of: signalNumber)
            }
            throw Self.fail(error, status: error.typed == nil ? 2 : 1)
        }
    }

    /// At a few hundred characters a second, 1 MiB is hours of typing: more is a mistake.
    static let maxTextBytes = 1 << 20

    private func readText() throws(InputError) -> String {
        let path: String
        switch (text, file) {
        case (.some, .some):
            throw InputError("give the text either as an argument or with --file, not both")
        case (nil, nil):
            throw InputError("nothing to type: give the text as an argument, --file FILE, or - for standard input")
        case ("-", nil), (nil, "-"):
            path = "-"
        case (let text?, nil):
            // Swift repairs invalid UTF-8 in arguments to U+FFFD; the raw argument says whether it was.
            if text.contains("\u{FFFD}"), Self.argumentsHaveInvalidUTF8() { throw InputError("the text is not UTF-8") }
            return text
        case (nil, let file?):
            path = file
        }
        return try Self.decode(path)
    }

    private static func decode(_ path: String) throws(InputError) -> String {
        let name = path == "-" ? "standard input" : "'\(path)'"
        let bytes: [UInt8]
        do {
            bytes = try BoundedInput.read(path, limit: maxTextBytes)
        } catch .tooLarge {
            throw InputError("\(name) is larger than \(BoundedInput.describe(maxTextBytes)), the most captext types at once")
        } catch {
            throw InputError("cannot read \(name): \(error.description)")
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { throw InputError("the text is not UTF-8") }
        return decoded
    }

    private static func argumentsHaveInvalidUTF8() -> Bool {
        (1..<Int(CommandLine.argc)).contains { index in
            CommandLine.unsafeArgv[index].map { String(validatingCString: $0) == nil } ?? false
        }
    }

    /// Ends the process by `signalNumber`, so that the caller sees how it was stopped. This
    /// thread may block the signal (the async runtime's threads do), so unblock it first.
    private static func die(of signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signalNumber)
        Glibc.exit(128 + signalNumber)
    }

    private static func fail(_ error: any Error, status: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("captext: \(error)\n".utf8))
        return ExitCode(status)
    }
}

struct InputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

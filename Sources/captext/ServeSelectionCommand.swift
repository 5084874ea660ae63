import ArgumentParser
import CaptureSession
import Foundation
import X11Capture
import X11Connection

extension SelectionName: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }
}

/// Hidden helper of `capture --to clipboard|primary`: owns an X selection holding the text read
/// from stdin until another client takes it. Says "ok" (or the error) on stdout once it owns
/// the selection, then lets go of its standard descriptors so the starter stops waiting.
struct ServeSelectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: SelectionServer.helperCommand,
        abstract: "Own an X selection holding the text on standard input (used by capture --to clipboard).",
        shouldDisplay: false
    )

    @Option(help: "clipboard or primary.")
    var selection: SelectionName = .clipboard

    @OptionGroup var displayOption: DisplayOption
    var display: String? { displayOption.display }

    func run() throws {
        let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        let owner: SelectionOwner
        do {
            owner = try SelectionOwner(display: X11Display(name: display), selection: selection, text: text)
        } catch {
            FileHandle.standardOutput.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        FileHandle.standardOutput.write(Data("ok\n".utf8))
        let null = open("/dev/null", O_RDWR)
        dup2(null, STDOUT_FILENO)
        dup2(null, STDIN_FILENO)
        dup2(null, STDERR_FILENO)
        close(null)
        do { try owner.serveUntilCleared() } catch { throw ExitCode(2) }
    }
}

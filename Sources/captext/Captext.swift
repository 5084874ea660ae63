import ArgumentParser
import Dispatch
import Foundation
import Glibc

struct Captext: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "captext",
        abstract: "Live Text for the X11 desktop: recognise text on screen or in images and type it where it is wanted.",
        version: BuildStamp.description,
        subcommands: [ReadCommand.self, DetectCommand.self, TypeCommand.self,
                      HintCommand.self, CaptureCommand.self, LiveCommand.self, CameraCommand.self, ServeSelectionCommand.self,
                      DaemonCommand.self, DoctorCommand.self]
    )

    /// The subcommands with nothing to await.
    static let synchronousSubcommands: [ParsableCommand.Type] = [
        DetectCommand.self, TypeCommand.self, HintCommand.self, ServeSelectionCommand.self, DoctorCommand.self,
    ]
}

/// A synchronous subcommand runs here on the main thread, parsed on its own. An async entry
/// point would start Swift concurrency's worker threads and hop to one, and parsing against the
/// whole command tree reflects every subcommand: together about 3 ms of a 15 ms `captext hint`.
/// Anything else — async subcommands, --help, a usage error — goes through the full parser,
/// which words its help and errors as `captext <subcommand>`.
@main
enum Entry {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let name = arguments.first,
           let subcommand = Captext.synchronousSubcommands.first(where: { $0.configuration.commandName == name }),
           var command = try? subcommand.parse(Array(arguments.dropFirst())) {
            do { try command.run() } catch { exitOnError(error) }
            return
        }
        Task {
            do {
                var command = try Captext.parseAsRoot()
                if var asynchronous = command as? AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
            } catch { exitOnError(error) }
            exit(0)
        }
        dispatchMain()
    }

    /// As ArgumentParser exits, except that a usage error exits 2, as every command's help says
    /// (ArgumentParser's own is 64, EX_USAGE), and that a failure leaves without the process's
    /// static destructors: a worker still loading or reading (Tesseract) would lock a mutex they
    /// destroyed (`live` with corrupt language data crashed after its one-line error so).
    static func exitOnError(_ error: Error) -> Never {
        let code = Captext.exitCode(for: error)
        guard code != .success else { Captext.exit(withError: error) }
        let message = Captext.fullMessage(for: error)
        if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        fflush(nil)
        Glibc._exit(code == .validationFailure ? 2 : code.rawValue)
    }
}

import ArgumentParser
import CaptureSession
import Foundation
import CaptextConfig
import Recognition

/// `captext live`: the frozen screen as selectable text.
struct LiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Freeze the screen and select its text like a document's; Ctrl+C copies.",
        discussion: """
        The frozen screen shows at once and is read meanwhile. Then drag across words to select \
        them (within one column when the drag stays in it), double-click a word, triple-click a \
        line, Shift+click to extend, Ctrl+A for the region under the pointer, the arrows word by \
        word (Shift extends). Ctrl+C puts the selection on the clipboard (it stays there after \
        captext exits); Esc closes.

        With `captext daemon` running for the display, the daemon runs it with its warm engines \
        (not with CAPTEXT_NO_DAEMON=1 set); the daemon's config can also bind it to a key (action = "live").

        Exit status: 0 closed, 2 an error.
        """)

    @Option(help: LanguageHelp.configured)
    var lang: String?

    @OptionGroup var displayOption: DisplayOption

    @OptionGroup var configOption: ConfigOption

    func validate() throws {
        _ = try lang.map(LanguageSelection.parseExplicit)
    }

    func run() async throws {
        let languages = try lang.flatMap(LanguageSelection.parseExplicit)
        // A running `captext daemon` runs it with its warm engines.
        if let status = DaemonForwarding.forwardLive(languages: languages, display: displayOption.display) { throw ExitCode(status) }
        let settings: Config
        do { settings = try configOption.load() } catch {
            Console.report("\(error)")
            throw ExitCode(2)
        }
        let analyzer = try CommandAnalyzer.make(languages: languages, config: settings, maxWorkers: ProcessInfo.processInfo.activeProcessorCount)
        let reply = await LiveRun.perform(analyzer: analyzer, display: displayOption.display, config: settings, timing: Self.timing)
        if let message = reply.message { Console.report(message) }
        if reply.status != 0 { throw ExitCode(reply.status) }
    }

    /// With CAPTEXT_TIMINGS=1 (for bench/live-text), the times to the overlay and to the
    /// reading from the process's start, on standard error.
    private static var timing: LiveTiming? {
        guard ProcessInfo.processInfo.environment["CAPTEXT_TIMINGS"] == "1", let start = ProcessStart.instant else { return nil }
        return LiveTiming(since: start, report: { Console.report($0) })
    }
}

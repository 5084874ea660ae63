import ArgumentParser
import CaptextConfig
import CaptureSession

struct DaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Run in the background: global hotkeys from the config, a warm OCR engine for every capture.",
        discussion: """
            Reads the [bindings] of the config (default $XDG_CONFIG_HOME/captext/config.toml, \
            see config.example.toml) and grabs each chord on the X display; releasing a chord \
            starts its capture, the capture menu, or Live Text (action = "live"). A chord another program holds is reported and the others still \
            work. The config is read again on SIGHUP and when the file changes; a broken file is \
            reported with its line and key and the previous settings stay. `captext capture` and \
            `captext live` run while the daemon is up are handed to it and use its warm engines \
            (not capture --to stdout, nor with CAPTEXT_NO_DAEMON=1 set). One capture at a time: a hotkey pressed \
            during one is ignored. One daemon per display (a socket in $XDG_RUNTIME_DIR/captext, \
            mode 0600). SIGTERM/SIGINT release the hotkeys and exit. `captext doctor` shows \
            whether it runs and which chords it holds.
            Exit status: 0 stopped by a signal; 1 the X server went away; 2 could not start \
            (bad config, no display, a daemon already running).
            """
    )

    @OptionGroup var configOption: ConfigOption

    @OptionGroup var displayOption: DisplayOption
    var display: String? { displayOption.display }

    @Flag(help: "Log every hotkey, reload and capture on standard error.")
    var verbose = false

    func run() async throws {
        let settings: Config
        do { settings = try configOption.load() } catch {
            Console.report(String(describing: error))
            throw ExitCode(2)
        }
        await Daemon.run(settings, options: .init(configPath: configOption.path, configMustExist: configOption.config != nil,
                                                  display: display, verbose: verbose))
    }
}

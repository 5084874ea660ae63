import ArgumentParser
import CaptextConfig

/// `--display`, for every command that talks to X.
struct DisplayOption: ParsableArguments {
    @Option(help: ArgumentHelp("The X display (default: $DISPLAY).", valueName: "name"))
    var display: String?
}

/// `--config`, for the commands that follow the config file.
struct ConfigOption: ParsableArguments {
    @Option(help: ArgumentHelp("The config file: bindings, window rules, languages, newline policy, terminals (default: $XDG_CONFIG_HOME/captext/config.toml).",
                               valueName: "file"))
    var config: String?

    var path: String { config ?? Config.defaultPath() }

    /// The config; a missing default file gives the defaults, a missing named one an error.
    func load() throws(ConfigError) -> Config {
        try Config.load(path: path, mustExist: config != nil)
    }
}

/// A window id as the user writes it: decimal, or hex with 0x as xwininfo and xdotool print it.
enum WindowID {
    static func parse(_ text: String, option: String) throws(InputError) -> UInt {
        let parsed = text.lowercased().hasPrefix("0x") ? UInt(text.dropFirst(2), radix: 16) : UInt(text)
        guard let id = parsed, id != 0 else { throw InputError("\(option) wants a window id such as 0x3a00007, not '\(text)'") }
        return id
    }
}

/// `--lang`'s help for the commands that follow the config's languages.
enum LanguageHelp {
    static let configured = ArgumentHelp("Tesseract languages, joined with +, or auto (default: auto, preferring the config's, $CAPTEXT_LANG or the locale's).",
                                         valueName: "codes")
}

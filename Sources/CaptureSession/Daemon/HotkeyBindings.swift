import CaptextConfig
import CaptextCore
import Recognition
import X11Input

/// The config's bindings with their chords and languages checked; a chord that cannot be read
/// is a config error at the binding's line. The one check of a config for `doctor`, the
/// daemon's start and its reload, so that they never disagree.
public struct HotkeyBindings: Sendable {
    let byChord: [Chord: Binding]
    public let chords: [Chord]
    /// The settings they came with (languages, notifications) for the captures they start.
    let config: Config

    public init(_ config: Config, file: String, tessdata: Tessdata = .locate()) throws(ConfigError) {
        self.config = config
        if let lang = config.lang, let problem = Self.problem(with: lang, tessdata: tessdata) {
            throw ConfigError(file: file, line: config.lines["lang"], key: "lang", problem: problem)
        }
        var byChord: [Chord: Binding] = [:]
        var chords: [Chord] = []
        for binding in config.bindings {
            func fail(_ problem: ConfigError.Problem, _ option: String? = nil) -> ConfigError {
                ConfigError(file: file, line: binding.line, key: Binding.keyPath(binding.chord, option), problem: problem)
            }
            let chord: Chord
            do { chord = try Chord(binding.chord) } catch { throw fail(.invalidChord(error.problem)) }
            if let earlier = byChord[chord] { throw fail(.invalidChord("the same chord as \"\(earlier.chord)\"")) }
            if let lang = binding.lang, let problem = Self.problem(with: lang, tessdata: tessdata) { throw fail(problem, "lang") }
            byChord[chord] = binding
            chords.append(chord)
        }
        self.byChord = byChord
        self.chords = chords
    }

    /// Why Tesseract could not read with `spec` ("eng+deu", "auto"): not such a spec, or data missing.
    private static func problem(with spec: String, tessdata: Tessdata) -> ConfigError.Problem? {
        let languages: [String]
        do { languages = try LanguageSelection.parseExplicit(spec) ?? [] } catch {
            return .invalidValue(spec, expected: "Tesseract languages joined with +, or auto")
        }
        do { try tessdata.check(languages) } catch { return .unavailableLanguages(error.description) }
        return nil
    }

    /// What a binding's release starts, on the daemon's display.
    func job(for binding: Binding, display: String) -> DaemonJob {
        let request = request(for: binding, display: display)
        switch binding.action {
        case .capture: return .capture(request)
        case .menu: return .menu(request)
        case .live: return .live(languages: request.languages, display: display)
        case .camera: return .camera(request, CameraRequest(device: binding.device, mirrored: binding.mirror))
        }
    }

    /// The capture a binding stands for, on the daemon's display.
    func request(for binding: Binding, display: String) -> CaptureRequest {
        var request = CaptureRequest()
        request.type = binding.type
        request.format = binding.format
        request.destination = binding.destination ?? .type
        request.languages = binding.lang.flatMap { try? LanguageSelection.parseExplicit($0) }
        if let region = binding.region {
            request.source = .region(x: region[0], y: region[1], width: region[2], height: region[3])
        }
        request.display = display
        return request
    }
}

extension Binding {
    /// How the binding reads as `captext capture` (or `camera`) options, for the log.
    var captureArguments: [String] {
        var arguments: [String] = []
        if let type { arguments += ["--type", type.rawValue] }
        if let destination { arguments += ["--to", destination.description] }
        if let lang { arguments += ["--lang", lang] }
        if let region { arguments += ["--region", region.map(String.init).joined(separator: ",")] }
        if let device { arguments += ["--device", device] }
        if mirror { arguments.append("--mirror") }
        return arguments
    }
}

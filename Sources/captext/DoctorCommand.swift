import ArgumentParser
import CaptextConfig
import CaptureSession
import Foundation
import Recognition
import X11Connection

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check that captext can work here: display, extensions, keyboard, Tesseract, config, hotkeys, daemon.",
        discussion: """
            One line per check, ✓ or ✗ and what to do. Exit status: 0 when everything captext \
            needs is there (optional features may be missing), 1 otherwise.
            """
    )

    @OptionGroup var configOption: ConfigOption

    @Flag(help: "Repair what can be: restore keycodes a killed `captext type` left bound.")
    var fix = false

    @OptionGroup var displayOption: DisplayOption
    var display: String? { displayOption.display }

    func run() throws {
        var checks: [DoctorCheck] = []
        let path = configOption.path
        var settings = Config()
        var bindings: HotkeyBindings?
        do {
            settings = try configOption.load()
            bindings = try HotkeyBindings(settings, file: path)
            let exists = FileManager.default.fileExists(atPath: path)
            checks.append(.pass("config", exists ? "\(path) is valid" : "\(path) does not exist: defaults, no hotkeys"))
        } catch {
            checks.append(.fail("config", "\(error)"))
        }

        let tessdata = Tessdata.locate()
        let spec = settings.lang ?? LanguageSelection.defaultSpec(tessdata: tessdata)
        var languages = ((try? LanguageSelection.parseExplicit(spec)) ?? nil) ?? []
        for binding in settings.bindings { languages += ((try? binding.lang.flatMap(LanguageSelection.parseExplicit)) ?? nil) ?? [] }
        checks += SystemChecks.tesseract(languages: languages.uniqued(), tessdata: tessdata)
        if case .automatic(let scripts)? = try? LanguageSelection.plan(explicit: nil, configured: settings.lang, tessdata: tessdata) {
            checks.append(SystemChecks.scripts(scripts))
        }
        checks.append(SystemChecks.zbar())
        checks.append(SystemChecks.postcodes())

        let xDisplay: X11Display?
        do {
            xDisplay = try X11Display(name: display)
        } catch {
            xDisplay = nil
            checks.append(.fail("display", "\(error)"))
        }
        var daemon: DaemonStatus?
        var untrusted: DaemonError?
        if let xDisplay {
            checks.append(DaemonClient.runtimeDirectoryProblem(display: xDisplay.name).map { .fail("runtime directory", $0) }
                ?? .pass("runtime directory", "the daemon's socket directory is yours alone"))
            do { daemon = try DaemonClient.ask(DaemonRequest(command: .status), display: xDisplay.name, timeoutSeconds: 2)?.daemon } catch {
                untrusted = error
            }
        }
        if let xDisplay {
            checks += SystemChecks.display(xDisplay)
            checks.append(SystemChecks.borrowedKeycodes(xDisplay, fix: fix))
            if let bindings { checks += HotkeyChecks.grabbable(bindings, display: xDisplay, daemon: daemon) }
        }
        checks.append(SystemChecks.notifications(enabled: settings.notifications))
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = display }
        checks.append(FieldChecks.accessibility(environment: environment))
        checks.append(FieldChecks.inputMethod(environment: environment))
        if let untrusted {
            checks.append(.fail("daemon", "not asked: \(untrusted)"))
        } else if let daemon {
            checks.append(.pass("daemon", "running (pid \(daemon.pid)) on \(daemon.display), engine warm for \(daemon.languages.joined(separator: "+"))"))
        } else {
            checks.append(.fail("daemon", "not running: start `captext daemon` for hotkeys and a warm engine (see the README for autostart)", .optional))
        }

        Console.write(checks.map(\.line).joined(separator: "\n") + "\n")
        if checks.contains(where: { !$0.ok && $0.weight == .needed }) { throw ExitCode(1) }
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

import CaptureSession
import DBusWire
import DataDetection
import Foundation
import Recognition
import X11Capture
import X11Connection
import X11Input

/// Checks of the X server and the libraries captext relies on.
enum SystemChecks {
    static func display(_ display: X11Display) -> [DoctorCheck] {
        var checks = [DoctorCheck.pass("display", "\(display.name) reachable")]
        do {
            try display.requireXTest()
            checks.append(.pass("XTest", "available (typing)"))
        } catch {
            checks.append(.fail("XTest", "missing: captext cannot type; start the X server with the XTEST extension"))
        }
        checks.append(display.hasSharedMemory
            ? .pass("XShm", "available (fast screen grabs)")
            : .fail("XShm", "missing: screen grabs use XGetImage (slower; remote displays have no XShm)", .optional))
        checks.append(display.hasRandR
            ? .pass("XRandR", "available (monitor layout)")
            : .fail("XRandR", "missing: all monitors are treated as one screen", .optional))
        checks.append(keyboard(display))
        return checks
    }

    /// The keyboard map must have XKB and type at least letters, digits, Return and Shift.
    private static func keyboard(_ display: X11Display) -> DoctorCheck {
        do { try display.requireXKB() } catch {
            return .fail("keyboard map", "the X server has no XKEYBOARD extension; captext cannot type reliably")
        }
        let missing = display.keysymsWithoutKey(["a", "z", "0", "Return", "Shift_L"])
        guard missing.isEmpty else {
            return .fail("keyboard map", "no key for \(missing.joined(separator: ", ")); reset the layout (setxkbmap us)")
        }
        return .pass("keyboard map", "XKB, group \(display.keyboardGroup) active")
    }

    /// Spare keycodes typing has bound: for now by a typist at work, or left by one that was killed.
    static func borrowedKeycodes(_ display: X11Display, fix: Bool) -> DoctorCheck {
        let subject = "borrowed keycodes"
        func describe(_ loans: [BorrowedKeycodes.Loan]) -> String {
            loans.map { "\($0.keycodes.map(String.init).joined(separator: " ")) (captext pid \($0.pid))" }.joined(separator: ", ")
        }
        if fix {
            do {
                let restored = try BorrowedKeycodes.reclaim(on: display)
                if !restored.isEmpty { return .pass(subject, "restored keycodes \(describe(restored)) left bound by a killed typist, modifiers released") }
            } catch {
                return .fail(subject, "cannot restore them: \(error)")
            }
        }
        let loans = BorrowedKeycodes.loans(on: display)
        let orphans = loans.filter { !$0.ownerRunning }
        if !orphans.isEmpty {
            return .fail(subject, "keycodes \(describe(orphans)) are still bound by a captext that ended while typing (killed): "
                + "characters outside the layout may not type; run `captext doctor --fix` (or any `captext type`) to restore them")
        }
        return .pass(subject, loans.isEmpty ? "none" : "keycodes \(describe(loans)) bound for now by a captext that is typing")
    }

    static func tesseract(languages: [String], tessdata: Tessdata) -> [DoctorCheck] {
        var checks = [TesseractLibrary.version.map { DoctorCheck.pass("Tesseract", "\($0), data in \(tessdata.directory)") }
            ?? .fail("Tesseract", "libtesseract not loaded; sudo apt-get install libtesseract5")]
        let installed = ((try? FileManager.default.contentsOfDirectory(atPath: tessdata.directory)) ?? [])
            .filter { $0.hasSuffix(".traineddata") }.map { String($0.dropLast(".traineddata".count)) }.sorted()
        let missing = languages.filter { !tessdata.isInstalled($0) }
        if missing.isEmpty {
            checks.append(.pass("languages", "\(languages.joined(separator: "+")) configured; installed: \(installed.joined(separator: " "))"))
        } else {
            let packages = missing.map(TesseractLanguages.debianPackage(for:)).joined(separator: " ")
            checks.append(.fail("languages", "\(missing.joined(separator: ", ")) configured but not installed; sudo apt-get install \(packages)"))
        }
        for code in installed {
            guard let script = TesseractLanguages.scriptModelFirst[code], !tessdata.isInstalled(script) else { continue }
            checks.append(.fail("script models", "\(code) reads better with Tesseract's \(script) script model too: "
                                + "sudo apt-get install \(TesseractLanguages.debianPackage(for: script))", .optional))
        }
        return checks
    }

    /// The scripts `--lang auto` reads with `scripts`, and what to install for the others.
    static func scripts(_ scripts: ScriptLanguages) -> DoctorCheck {
        let readable = scripts.readable.map { "\($0.rawValue) (\(scripts.languages(for: $0).joined(separator: "+")))" }
        let unreadable = Script.allCases.filter { !scripts.readable.contains($0) }
        guard !unreadable.isEmpty else { return .pass("scripts", "--lang auto reads " + readable.joined(separator: ", ")) }
        let packages = unreadable.map(ScriptLanguages.package(for:)).joined(separator: " ")
        return .fail("scripts", "--lang auto reads \(readable.joined(separator: ", ")); not \(unreadable.map(\.rawValue).joined(separator: ", ")): "
                     + "sudo apt-get install \(packages)", .optional)
    }

    static func zbar() -> DoctorCheck {
        CodeReader.libraryVersion.map { .pass("zbar", "\($0) (QR and bar codes)") }
            ?? .fail("zbar", "libzbar not loaded: QR and bar codes are not read; sudo apt-get install libzbar0", .optional)
    }

    static func postcodes() -> DoctorCheck {
        JapanesePostcodes.shared.map { .pass("postcodes", "\($0.path) (Japanese addresses' place names checked against their postcodes)") }
            ?? .fail("postcodes", "jp-postcodes.tsv is not in ../share/captext/ beside the binary: Japanese addresses' place names are not "
                + "checked against their postcodes; install captext with ./install.sh or its package", .optional)
    }

    /// Whether someone owns org.freedesktop.Notifications on the session bus.
    static func notifications(enabled: Bool) -> DoctorCheck {
        let subject = "notifications"
        guard enabled else { return .pass(subject, "off in the config: messages go to standard error") }
        let deadline = ContinuousClock.now + .seconds(2)
        let connection: DBusConnection
        do {
            guard let session = try DBusConnection.session(environment: ProcessInfo.processInfo.environment, deadline: deadline) else {
                return .fail(subject, "no session bus (DBUS_SESSION_BUS_ADDRESS unset): messages go to standard error", .optional)
            }
            connection = session
        } catch {
            return .fail(subject, "cannot connect to the session bus (\(error)): messages go to standard error", .optional)
        }
        guard connection.nameHasOwner(DesktopNotice.service, deadline: deadline) else {
            return .fail(subject, "no notification daemon on the session bus (install dunst or use a desktop that has one); messages go to standard error", .optional)
        }
        return .pass(subject, "a notification daemon is running")
    }
}

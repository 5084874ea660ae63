import Foundation

/// The `captext` binary `swift build` puts beside the test executable (.build/debug/captext).
public let captextBinary: String = {
    let testExecutable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return testExecutable.deletingLastPathComponent().appendingPathComponent("captext").path
}()

/// This process's environment without the user's language, locale, OCR data or desktop session,
/// so captext and the helpers behave the same on every machine: English OCR, UTF-8 C locale,
/// no display, no session bus or input method unless a `PrivateDesktop` adds its own.
public var cleanEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("LC_") { environment[key] = nil }
    for key in ["LANG", "LANGUAGE", "CAPTEXT_LANG", "TESSDATA_PREFIX",
                "DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "IBUS_ADDRESS",
                "GTK_IM_MODULE", "QT_IM_MODULE", "XMODIFIERS", "NO_AT_BRIDGE"] {
        environment[key] = nil
    }
    environment["LANG"] = "C.UTF-8"
    return environment
}

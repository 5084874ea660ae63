import Foundation

/// A private xdg-open setup: no system handlers, and one handler for web links, mail, phone,
/// map and calendar files that records the URI it was given, so a test sees what xdg-open
/// (the real one, on its no-desktop path) handed on.
final class RecordingOpener {
    let root: String
    private var received: String { root + "/received" }

    init() throws {
        root = FileManager.default.temporaryDirectory.path + "/captext-open-\(getpid())-\(UUID().uuidString.prefix(8))"
        for directory in ["bin", "data/applications", "config", "none"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(directory)", withIntermediateDirectories: true)
        }
        let program = root + "/bin/recorder"
        try "#!/bin/sh\nprintf '%s' \"$1\" > \(received)\n".write(toFile: program, atomically: true, encoding: .utf8)
        chmod(program, 0o755)
        try "[Desktop Entry]\nType=Application\nName=recorder\nExec=\(program) %u\n"
            .write(toFile: root + "/data/applications/recorder.desktop", atomically: true, encoding: .utf8)
        let types = ["x-scheme-handler/http", "x-scheme-handler/https", "x-scheme-handler/mailto", "x-scheme-handler/tel",
                     "x-scheme-handler/geo", "text/calendar"]
        try ("[Default Applications]\n" + types.map { "\($0)=recorder.desktop\n" }.joined())
            .write(toFile: root + "/config/mimeapps.list", atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// For the process that runs xdg-open; no browser to fall back on (`BROWSER=false`).
    var environment: [String: String] {
        ["BROWSER": "false", "XDG_DATA_HOME": root + "/data", "XDG_CONFIG_HOME": root + "/config",
         "XDG_DATA_DIRS": root + "/none", "XDG_CONFIG_DIRS": root + "/none", "XDG_CURRENT_DESKTOP": ""]
    }

    /// What the handler was given, once it was (or "" after `timeout`).
    func uri(within timeout: TimeInterval = 10) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: received, encoding: .utf8) { return text }
            usleep(50_000)
        }
        return ""
    }
}

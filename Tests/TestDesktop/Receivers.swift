import Foundation
import Glibc

/// xterm running `stty raw -echo; cat >> FILE`: every byte the terminal sends arrives in FILE
/// unchanged (raw mode: Return arrives as \r, Tab as \t).
public final class XtermReceiver {
    public let window: String
    private let process: Process
    private let file: URL
    private let server: PrivateDesktop

    /// `geometry` as xterm takes it ("48x6+700+560"); xterm's default without.
    public init(on server: PrivateDesktop, geometry: String? = nil) throws {
        self.server = server
        file = FileManager.default.temporaryDirectory.appendingPathComponent("captext-xterm-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let placement = geometry.map { ["-geometry", $0] } ?? []
        process = try server.launch(["xterm"] + placement + ["-u8", "-e", "sh", "-c", "stty raw -echo; cat >> '\(file.path)'"])
        window = try server.window(of: process)
        // The shell inside must have switched the tty to raw mode before keys arrive.
        usleep(300_000)
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: file)
    }

    /// Empties the file and focuses the terminal.
    public func reset() throws {
        try Data().write(to: file)
        try server.focus(window)
    }

    public var contents: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }

    /// What arrived, once it equals `expected` or stops changing for `quiet` seconds; nothing yet
    /// is waited for longer (`firstWait`): under load, xterm loading a CJK fallback font wrote its
    /// first characters after 1.5 s (a fresh-clone CI read "" for Chinese on us,ru).
    public func received(expecting expected: String, quiet: TimeInterval = 1.5, firstWait: TimeInterval = 6) -> String {
        var last = contents, changed = Date()
        while last != expected && Date().timeIntervalSince(changed) < (last.isEmpty ? firstWait : quiet) {
            usleep(20_000)
            let now = contents
            if now != last { last = now; changed = Date() }
        }
        return last
    }
}

/// A zenity dialog (GTK) that prints what its field holds when closed with OK.
public final class ZenityReceiver {
    public enum Kind { case entry, textView }

    public let window: String
    private let process: Process
    private let output = Pipe()
    private let kind: Kind
    private let server: PrivateDesktop

    public init(_ kind: Kind, on server: PrivateDesktop) throws {
        self.kind = kind
        self.server = server
        process = try server.launch(["zenity"] + (kind == .entry ? ["--entry"] : ["--text-info", "--editable"]), stdout: output)
        window = try server.window(of: process)
        try server.focus(window)
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Presses OK (Return in the entry, a click on the text view's OK button) and returns what
    /// zenity printed; the entry's trailing newline is removed.
    public func finish(pressReturn: Bool = true) throws -> String {
        switch kind {
        case .entry:
            if pressReturn { try server.run("xdotool", "key", "Return") }
        case .textView:
            let geometry = try server.run("xdotool", "getwindowgeometry", "--shell", window)
            let values = Dictionary(uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: "=")
                return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
            })
            try server.run("xdotool", "mousemove", "--window", window, "\((values["WIDTH"] ?? 0) - 51)",
                           "\((values["HEIGHT"] ?? 0) - 25)", "click", "1")
        }
        // A dialog that never got the keys must not hang the suite.
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("zenity") == true { kill(pid, SIGTERM) }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return kind == .entry && text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}

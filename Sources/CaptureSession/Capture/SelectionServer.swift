import Foundation
import X11Capture

/// Puts text on an X selection that stays available after captext exits: a detached
/// `captext serve-selection` process owns it until another client takes it (as xclip does).
public enum SelectionServer {
    /// The hidden subcommand that serves the selection (`captext serve-selection`).
    public static let helperCommand = "serve-selection"

    /// Starts the server, hands it `text` through a pipe, and returns once it owns the selection.
    static func publish(_ text: String, on selection: SelectionName, display: String?) throws(CaptureError) {
        let input = try makePipe()
        let ready: [Int32]
        do { ready = try makePipe() } catch {
            close(input[0]); close(input[1])
            throw error
        }
        var arguments = [ChildProcess.ownExecutable, helperCommand,
                         "--selection", selection == .clipboard ? "clipboard" : "primary"]
        if let display { arguments += ["--display", display] }
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(arguments, standardInput: input[0], standardOutput: ready[1], detach: true)
        } catch {
            [input[0], input[1], ready[0], ready[1]].forEach { close($0) }
            throw .delivery(error.description)
        }
        close(input[0]); close(ready[1])
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { writeAll(input[1], $0) }
        close(input[1])
        let answer = readAll(ready[0])
        close(ready[0])
        guard written, answer == "ok\n" else {
            // A server that did not take the selection must not linger.
            kill(pid, SIGTERM)
            _ = ChildProcess.wait(pid)
            let message = answer.trimmingCharacters(in: .whitespacesAndNewlines)
            throw .delivery(message.isEmpty ? "the selection server stopped before taking the \(selection.rawValue) selection" : message)
        }
        // The server lives on in its own session: the daemon reaps it when it ends
        // (ChildProcess.reapDetached); a `captext capture` that exits first hands it to init.
    }

    /// A pipe whose ends do not leak into other children (posix_spawn dups the ones it passes).
    private static func makePipe() throws(CaptureError) -> [Int32] {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .delivery("cannot create a pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }

    private static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }

    private static func readAll(_ fd: Int32) -> String {
        var data = [UInt8](), chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return String(decoding: data, as: UTF8.self) }
            data += chunk[0..<count]
        }
    }
}

import Foundation
import TestDesktop

/// A test form (Fixtures/gtk-form.py or qt-form.py) driven over stdin: `focus(name)` moves the
/// keyboard focus to one of its fields and waits until the form says it did.
final class FormApp {
    let window: String
    private let process: Process
    private let input = Pipe()
    private let output = Pipe()
    private let session: PrivateDesktop

    init(_ script: String, fields: [String], on session: PrivateDesktop, environment: [String: String] = [:]) throws {
        self.session = session
        guard let path = Bundle.module.url(forResource: "Fixtures/\(script)", withExtension: nil)?.path else {
            throw TestFailure("missing fixture \(script)")
        }
        process = try session.launch(["/usr/bin/python3", path] + fields, environment: environment, stdin: input, stdout: output)
        guard Self.readLine(output) == "ready" else { throw TestFailure("\(script) did not start") }
        window = try session.window(of: process)
        try session.focus(window)
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    func focus(_ name: String) throws {
        input.fileHandleForWriting.write(Data("\(name)\n".utf8))
        guard Self.readLine(output) == "focused \(name)" else { throw TestFailure("the form could not focus \(name)") }
        // Let the toolkit tell the accessibility bus and the input method.
        usleep(150_000)
    }

    /// The form's next line, or nil when it says nothing for 10 s (a stuck form fails the test, not hangs it).
    private static func readLine(_ output: Pipe) -> String? {
        var line = Data()
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }
}

/// Runs captext on `session`'s desktop.
func captext(_ arguments: [String], on session: PrivateDesktop, environment extra: [String: String] = [:]) throws -> ProcessResult {
    try runProcess([captextBinary] + arguments, environment: session.environment.merging(extra) { $1 })
}

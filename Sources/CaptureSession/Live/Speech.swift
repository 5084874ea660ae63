import Foundation

/// Reading text aloud through speech-dispatcher, the desktop's speech service (Orca's), with
/// its own command-line client: the user's voice, rate and output module apply.
enum Speech {
    /// spd-say returns once speech-dispatcher has queued the text, but first starts the server
    /// when none runs (autospawn), and a server that cannot open its audio output takes seconds
    /// to give up. The overlay does not respond meanwhile.
    static let answerTimeout: Duration = .seconds(3)

    /// Hands `text` to speech-dispatcher, which speaks it in the background; a sentence for the
    /// user when it cannot. The text is neither logged nor shown in a command line.
    static func say(_ text: String) -> String? {
        // The text goes on spd-say's standard input (-e, pipe mode), not in its arguments: any
        // user can read a command line (/proc/PID/cmdline), and an argument is limited to
        // 128 KiB. Pipe mode speaks each line as a message (a pause at each line's end, as
        // when reading) and echoes it to its standard output, which is discarded.
        guard let input = inMemoryFile(holding: pipeModeSafe(text)) else {
            return "Reading aloud failed: \(String(cString: strerror(errno)))"
        }
        defer { close(input) }
        let discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(discard) }
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(["spd-say", "--pipe-mode"], standardInput: input, standardOutput: discard)
        } catch where error.code == ENOENT {
            return "Reading aloud needs speech-dispatcher: apt-get install speech-dispatcher"
        } catch {
            return "Reading aloud failed: \(error.description)"
        }
        switch ChildProcess.waitOrKill(pid, timeout: answerTimeout) {
        case 0?: return nil
        case let status?: return "speech-dispatcher could not speak (spd-say exited with status \(status); try: spd-say hello)"
        case nil: return "speech-dispatcher did not answer within \(answerTimeout.components.seconds) s"
        }
    }

    /// `text` with every "!-!" broken: in pipe mode a line starting with it is sent to
    /// speech-dispatcher as a command, and spd-say cuts lines longer than 16 KiB, so a cut could
    /// start anywhere. Read aloud, "!- !" sounds the same.
    private static func pipeModeSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "!-!", with: "!- !")
    }

    /// A file in memory only holding `text`, read from its start: spd-say reads it at its own
    /// pace, so that a long text never blocks the overlay as a full pipe would.
    private static func inMemoryFile(holding text: String) -> Int32? {
        // glibc's memfd_create and MFD_CLOEXEC (1) are GNU extensions the Glibc module does not import.
        typealias MemfdCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "memfd_create") else { errno = ENOSYS; return nil }
        let descriptor = unsafeBitCast(symbol, to: MemfdCreate.self)("captext-speech", 1)
        guard descriptor >= 0 else { return nil }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { close(descriptor); return nil }
            bytes = bytes.dropFirst(written)
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }
}

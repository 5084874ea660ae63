import Foundation
import Glibc
import TestDesktop

/// speech-dispatcher on a private desktop, started by spd-say itself (autospawn) as on a
/// desktop where it is not yet running. Its configuration, in the desktop's XDG_CONFIG_HOME,
/// has one output module, the generic one, whose "synthesiser" appends what it is asked to
/// speak to a file; its socket, pid file and logs are in the desktop's XDG_RUNTIME_DIR. Audio:
/// ALSA's null device (there is no sound card here, and the module opens one).
final class RecordingSpeechDispatcher {
    private let configuration: URL
    private let runtime: URL
    private let spoken: URL

    init(on desktop: PrivateDesktop) throws {
        configuration = desktop.configHome.appendingPathComponent("speech-dispatcher")
        runtime = desktop.home.appendingPathComponent("run/speech-dispatcher")
        spoken = desktop.home.appendingPathComponent("spoken")
        try FileManager.default.createDirectory(at: configuration.appendingPathComponent("modules"), withIntermediateDirectories: true)
        try """
            AddModule "record" "sd_generic" "record.conf"
            DefaultModule record
            AudioOutputMethod "alsa"
            AudioALSADevice "null"
            """.write(to: configuration.appendingPathComponent("speechd.conf"), atomically: false, encoding: .utf8)
        // $DATA in single quotes: the module escapes only those (in double quotes the shell
        // would expand what the text holds).
        try """
            GenericExecuteSynth "printf '%s' '$DATA' >>\(spoken.path)"
            AddVoice "en" "MALE1" "recorder"
            """.write(to: configuration.appendingPathComponent("modules/record.conf"), atomically: false, encoding: .utf8)
    }

    /// What it was asked to speak, once `accepts` it or after `timeout` seconds.
    func spokenText(within timeout: TimeInterval = 10, until accepts: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        repeat {
            text = (try? String(contentsOf: spoken, encoding: .utf8)) ?? ""
            if accepts(text) { break }
            usleep(100_000)
        } while Date() < deadline
        return text
    }

    /// The server and its module: every process whose command line names this configuration
    /// or runtime directory.
    var processes: [Int32] {
        processTable().map(\.pid).filter { pid in
            guard let commandLine = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { return false }
            return commandLine.contains(configuration.path) || commandLine.contains(runtime.path)
        }
    }

    /// Ends the server and its module, and removes the configuration and the recording.
    func stop() {
        let running = processes
        for pid in running { kill(pid, SIGTERM) }
        let deadline = Date().addingTimeInterval(5)
        while running.contains(where: { kill($0, 0) == 0 && !isZombie($0) }) && Date() < deadline { usleep(50_000) }
        for pid in running where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: configuration)
        try? FileManager.default.removeItem(at: spoken)
    }

    /// Ended but not yet reaped by its parent (init, for a daemon).
    private func isZombie(_ pid: Int32) -> Bool {
        processTable().contains { $0.pid == pid && $0.state == "Z" }
    }
}

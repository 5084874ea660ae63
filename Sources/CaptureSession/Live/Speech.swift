import Foundation

/// Reading text aloud through speech-dispatcher, the desktop's speech service (Orca's), with
/// its own command-line client: the user's voice, rate and output module apply.
enum Speech {
    /// Hands `text` to speech-dispatcher (which speaks it in the background); a sentence for
    /// the user when it cannot.
    static func say(_ text: String) -> String? {
        let pid: pid_t
        // "--": a selection starting with "-" is text, not an option.
        do { pid = try ChildProcess.spawn(["spd-say", "--", text]) } catch {
            return "Reading aloud needs speech-dispatcher: apt-get install speech-dispatcher"
        }
        let status = ChildProcess.wait(pid)
        return status == 0 ? nil : "speech-dispatcher could not speak (spd-say exited with status \(status))"
    }
}

import CaptureSession
import X11Connection
import X11Input

enum HotkeyChecks {
    /// Each bound chord: free to grab, held by the running daemon, or taken by another program.
    static func grabbable(_ bindings: HotkeyBindings, display: X11Display, daemon: DaemonStatus?) -> [DoctorCheck] {
        let held = Set(daemon?.hotkeys ?? [])
        let grabber: HotkeyGrabber
        do { grabber = try HotkeyGrabber(display: display) } catch {
            return [.fail("hotkeys", "\(error)")]
        }
        return bindings.chords.map { chord in
            let subject = "hotkey \(chord)"
            if held.contains(chord.description) { return .pass(subject, "held by the running captext daemon") }
            do {
                guard let failure = try grabber.probe(chord) else { return .pass(subject, "free to grab") }
                return .fail(subject, failure.description)
            } catch {
                return .fail(subject, "\(error)")
            }
        }
    }
}

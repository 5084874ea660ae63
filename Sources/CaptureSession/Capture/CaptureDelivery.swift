import CaptextCore
import X11Connection
import X11Input

/// Where a capture's text goes. `CaptureDelivery` is the real one; the flow's tests keep what
/// would have been delivered.
protocol TextDelivery {
    /// Fails before the user selects anything when the text could not arrive (no XTest to type).
    func prepare() throws(CaptureError)
    /// `target`: the window that had the keyboard focus when the capture started.
    func deliver(_ text: String, into target: TargetWindow?) throws(CaptureError) -> CaptureOutcome
}

/// Hands the chosen text to its destination: the counterpart of UIKeyInput's insertText.
struct CaptureDelivery: TextDelivery {
    let display: X11Display
    let request: CaptureRequest
    let typing: TypingOptions

    func prepare() throws(CaptureError) {
        guard request.destination == .type else { return }
        do { _ = try Typist(display: display) } catch { throw .typing(error) }
    }

    func deliver(_ text: String, into target: TargetWindow?) throws(CaptureError) -> CaptureOutcome {
        let count = text.unicodeScalars.count
        switch request.destination {
        case .type:
            return try type(text, into: target)
        case .clipboard, .primary:
            try SelectionServer.publish(text, on: request.destination == .primary ? .primary : .clipboard, display: request.display)
            return .delivered(text: text, count: count, note: nil)
        case .stdout:
            Console.write(text + "\n")
            return .delivered(text: text, count: count, note: nil)
        case .exec(let command):
            let status: Int32
            do { status = ChildProcess.wait(try ChildProcess.spawn(command + [text])) } catch { throw .delivery(error.description) }
            guard status == 0 else { throw .delivery("'\(command.joined(separator: " "))' failed with exit status \(status)") }
            return .delivered(text: text, count: count, note: nil)
        }
    }

    /// Types into the remembered window once it has the focus back; when the user moved the
    /// focus to another application meanwhile, typing there would put the text in the wrong
    /// place: it goes to the clipboard instead.
    private func type(_ text: String, into target: TargetWindow?) throws(CaptureError) -> CaptureOutcome {
        guard let target else { return try copyInstead(text, because: "no window had the keyboard focus") }
        let typist: Typist
        do { typist = try Typist(display: display) } catch { throw .typing(error) }
        if let problem = focusProblem(target) { return try copyInstead(text, because: problem) }
        do {
            return .delivered(text: text, count: try typist.type(text, into: target, options: typing), note: nil)
        } catch {
            throw .typing(error)
        }
    }

    /// Why typing into `target` now would go wrong, or nil once `target` has the focus (again).
    private func focusProblem(_ target: TargetWindow) -> String? {
        func holds(_ now: TargetWindow?) -> Bool {
            guard let now else { return false }
            return now.window == target.window || (target.client != nil && now.client == target.client)
        }
        let now = display.focusedWindow()
        if holds(now) { return nil }
        // Another application's window: the user went there on purpose.
        if let now, now.client != nil { return "the keyboard focus moved to \(now) during the capture" }
        // The focus fell to the root or nowhere when our popups closed: give it back.
        guard (try? display.focus(window: target.window)) != nil else { return "\(target) is gone" }
        return holds(display.focusedWindow()) ? nil : "\(target) did not take the keyboard focus back"
    }

    private func copyInstead(_ text: String, because reason: String) throws(CaptureError) -> CaptureOutcome {
        try SelectionServer.publish(text, on: .clipboard, display: request.display)
        return .delivered(text: text, count: text.unicodeScalars.count,
                          note: "\(reason): nothing was typed, the text is on the clipboard")
    }
}

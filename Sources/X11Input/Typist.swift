import ContentTypes
import X11Connection
/// Types Unicode text into an X11 window with XTest key events, on any layout, and leaves the
/// keyboard (mapping, group, Caps Lock) as it found it. Not Sendable: use it on the display's thread.
///
///     let typist = try Typist(display: X11Display())
///     let typed = try typist.type("Grüße, 世界", into: try typist.focusedWindow())
public final class Typist {
    public let display: X11Display

    /// Fails unless the server has XTest and XKB.
    public init(display: X11Display) throws(TypingError) {
        do {
            try display.requireXTest()
            try display.requireXKB()
        } catch {
            throw .x11(error)
        }
        self.display = display
    }

    /// The window that gets keys now.
    public func focusedWindow() throws(TypingError) -> TargetWindow {
        guard let target = display.focusedWindow() else { throw .noTarget }
        return target
    }

    /// Gives `window` the keyboard focus and returns it as a target.
    public func focus(window: UInt) throws(TypingError) -> TargetWindow {
        do { return try display.focus(window: window) } catch { throw .x11(error) }
    }

    /// Types `text` into `target`, which must keep the focus throughout. Returns the number of
    /// Unicode scalars typed (all of them; dropped control characters count as typed).
    @discardableResult
    public func type(_ text: String, into target: TargetWindow, options: TypingOptions = TypingOptions()) throws(TypingError) -> Int {
        let plan = TypingPlan(text, newline: try newlineMode(for: target, options), tab: options.tab)
        guard !plan.keys.isEmpty else { return plan.total }
        let watch = options.catchSignals ? SignalWatch() : nil
        // A killed typist's modifiers would still be down and its keycodes missing from the spare ones.
        do { try BorrowedKeycodes.reclaim(on: display) } catch { throw .x11(error) }
        try KeyboardStateGuard.waitForReleasedModifiers(display, timeout: options.modifierReleaseTimeout) { watch?.caught }
        let session = try TypingSession(display: display, target: target, signals: watch)
        return try session.type(plan)
    }

    private func newlineMode(for target: TargetWindow, _ options: TypingOptions) throws(TypingError) -> NewlineMode {
        let terminal = target.isTerminal(classes: options.terminalClasses)
        guard let mode = options.newline else { return terminal ? .space : .return }
        if terminal && mode.pressesReturn && mode != .return { throw .returnIntoTerminal(mode, target) }
        return mode
    }
}

import ContentTypes
import Glibc
import X11Connection

/// Why typing did not happen or stopped, worded so the user can act on it.
public enum TypingError: Error, CustomStringConvertible, Sendable {
    /// No display, no XTest/XKB, a bad --window.
    case x11(X11Error)
    /// Nothing (or only the root window) has the keyboard focus.
    case noTarget
    /// Modifier keys (names) were still held when the wait ran out; nothing was typed.
    case modifiersHeld([String])
    /// The text needs characters that are not on the keyboard and there is no free keycode.
    case noSpareKeycodes
    /// A newline mode that presses Return was chosen for a terminal.
    case returnIntoTerminal(NewlineMode, TargetWindow)
    /// Keyboard focus left the target after `typed` characters.
    case focusMoved(typed: Int)
    /// The user pressed a modifier or switched layout while typing.
    case keyboardTouched(typed: Int)
    /// SIGINT, SIGTERM or SIGHUP arrived; the keyboard was restored.
    case interrupted(signal: Int32, typed: Int)
    /// The X connection broke; nothing could be restored.
    case connectionLost(typed: Int)

    /// Characters typed before the stop; nil when typing never started.
    public var typed: Int? {
        switch self {
        case .focusMoved(let typed), .keyboardTouched(let typed), .interrupted(_, let typed), .connectionLost(let typed):
            typed
        default:
            nil
        }
    }

    public var description: String {
        switch self {
        case .x11(let error):
            error.description
        case .noTarget:
            "no window has the keyboard focus: click into the field to type into, or pass --window ID"
        case .modifiersHeld(let keys):
            "modifier keys are still held (\(keys.joined(separator: ", "))): release them and try again; nothing was typed"
        case .noSpareKeycodes:
            "the text has characters that are not on the keyboard layout, and the keymap has no free keycode to bind them to"
        case .returnIntoTerminal(let mode, let target):
            "refusing --newline \(mode.rawValue) into a terminal (\(target.description)): it would press Return and could run a command; use --newline return to allow that, or space/drop"
        case .focusMoved(let typed):
            "stopped: the keyboard focus moved to another window after \(typed) characters"
        case .keyboardTouched(let typed):
            "stopped: a modifier key was pressed or the layout switched while typing, after \(typed) characters"
        case .interrupted(let signal, let typed):
            "interrupted by \([SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)") after \(typed) characters; the keyboard mapping was restored"
        case .connectionLost(let typed):
            "lost the connection to the X server after \(typed) characters; the keyboard mapping, layout group and Caps Lock could not be restored (the server is gone)"
        }
    }
}

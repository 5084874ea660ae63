import ContentTypes
extension NewlineMode {
    /// Modes that press Return.
    var pressesReturn: Bool { self == .return || self == .shiftReturn || self == .keepLines }
}

/// What a tab in the text becomes.
public enum TabMode: String, CaseIterable, Sendable {
    case tab
    /// Four spaces.
    case spaces
    case drop
}

public struct TypingOptions: Sendable {
    /// Line breaks; nil picks Return, or a space in a terminal (typed text must never run a command).
    public var newline: NewlineMode?
    public var tab: TabMode
    /// WM_CLASS names (instance or class, compared case-insensitively) of terminal windows.
    public var terminalClasses: Set<String>
    /// How long to wait for modifier keys the user still holds (the hotkey) to be released.
    public var modifierReleaseTimeout: Duration
    /// Catch SIGINT, SIGTERM and SIGHUP while typing, to stop and restore the keyboard first.
    public var catchSignals: Bool

    public static let defaultTerminalClasses: Set<String> = [
        "xterm", "uxterm", "urxvt", "rxvt", "kitty", "alacritty", "gnome-terminal", "gnome-terminal-server",
        "konsole", "xfce4-terminal", "mate-terminal", "lxterminal", "qterminal", "terminator", "tilix",
        "terminology", "sakura", "guake", "tilda", "yakuake", "st", "st-256color", "wezterm",
        "org.wezfurlong.wezterm", "foot", "eterm", "aterm", "kgx", "org.gnome.console", "ghostty",
        "com.mitchellh.ghostty", "cool-retro-term", "deepin-terminal", "contour", "rio",
    ]

    public init(newline: NewlineMode? = nil, tab: TabMode = .tab,
                terminalClasses: Set<String> = TypingOptions.defaultTerminalClasses,
                modifierReleaseTimeout: Duration = .seconds(2), catchSignals: Bool = true) {
        self.newline = newline
        self.tab = tab
        self.terminalClasses = terminalClasses
        self.modifierReleaseTimeout = modifierReleaseTimeout
        self.catchSignals = catchSignals
    }
}

import MediaFrames
import Recognition
import X11Capture
import X11Connection
import X11Input
import X11Popups

/// Why a capture stopped before delivering, in one line the user can act on.
public enum CaptureError: Error, CustomStringConvertible, Sendable {
    case x11(X11Error)
    case screen(ScreenCaptureError)
    case popup(PopupError)
    case typing(TypingError)
    case recognition(RecognitionError)
    case windowGone(UInt)
    case noMonitor(String)
    case tooSmall(ScreenRect)
    case delivery(String)
    case camera(MediaError)

    public var description: String {
        switch self {
        case .x11(let error): error.description
        case .screen(let error): error.description
        case .popup(let error): error.description
        case .typing(let error): error.description
        case .recognition(let error): error.description
        case .windowGone(let id): "window 0x\(String(id, radix: 16)) is gone (closed, or not mapped on this screen)"
        case .noMonitor(let name): "there is no monitor '\(name)': give a number from 0 or a name xrandr --listmonitors shows"
        case .tooSmall(let rect): "the selection (\(rect.width)x\(rect.height)) is too small to hold text: select at least \(CaptureArea.minimumSide)x\(CaptureArea.minimumSide) pixels"
        case .delivery(let message): message
        case .camera(let error): error.description
        }
    }
}

/// How a capture ended.
public enum CaptureOutcome: Sendable {
    /// `text` reached its destination; `count` is the number of characters; `note` says
    /// what happened instead of what was asked (focus moved: copied to the clipboard).
    case delivered(text: String, count: Int, note: String?)
    /// Nothing of the wanted type was in the selection; the message says what was looked for.
    case nothingFound(String)
    /// The user pressed Esc in the overlay (or the chooser).
    case cancelled
    case failed(CaptureError)

    /// 0 delivered, 1 cancelled or nothing found, 2 an error.
    public var exitStatus: Int32 {
        switch self {
        case .delivered: 0
        case .nothingFound, .cancelled: 1
        case .failed: 2
        }
    }
}

import CX11
import Glibc
import Synchronization

/// Errors from the X11 layer, each worded so the user can act on it.
public enum X11Error: Error, CustomStringConvertible, Sendable {
    case noDisplayVariable
    case cannotOpenDisplay(String)
    case missingExtension(String)
    case request(String)

    public var description: String {
        switch self {
        case .noDisplayVariable:
            "no X display: DISPLAY is not set (run captext inside an X11 session)"
        case .cannotOpenDisplay(let name):
            "cannot open X display '\(name)': is the X server running and are you allowed to connect (xhost/XAUTHORITY)?"
        case .missingExtension(let name):
            "the X server has no \(name) extension, which captext needs"
        case .request(let message):
            message
        }
    }
}

/// The last X protocol error, recorded by our handler instead of Xlib's default one,
/// which would exit the process.
private let lastXErrorCode = Atomic<Int32>(0)

/// An owned connection to an X server; closed in `deinit`.
/// Not Sendable: keep it on one thread (or inside one actor).
public final class X11Display {
    public let handle: OpaquePointer
    public let name: String

    public init(name requested: String? = nil) throws(X11Error) {
        let env = getenv("DISPLAY").map { String(cString: $0) }
        guard let name = requested ?? env, !name.isEmpty else { throw .noDisplayVariable }
        guard let handle = XOpenDisplay(name) else { throw .cannotOpenDisplay(name) }
        self.handle = handle
        self.name = name
        _ = XSetErrorHandler { _, event in
            lastXErrorCode.store(Int32(event?.pointee.error_code ?? 0), ordering: .relaxed)
            return 0
        }
    }

    deinit { XCloseDisplay(handle) }

    public var rootWindow: UInt { XDefaultRootWindow(handle) }

    /// Runs `body`, waits for the server to process it, and reports an X error it caused.
    public func checked<T>(_ what: String, _ body: () -> T) throws(X11Error) -> T {
        XSync(handle, 0)
        lastXErrorCode.store(0, ordering: .relaxed)
        let result = body()
        XSync(handle, 0)
        let code = lastXErrorCode.exchange(0, ordering: .relaxed)
        if code != 0 { throw .request("\(what) failed (X error \(code))") }
        return result
    }
}

import CX11
import Glibc
import Synchronization

/// Errors from the X11 layer, each worded so the user can act on it.
public enum X11Error: Error, CustomStringConvertible, Sendable {
    case noDisplayVariable
    case cannotOpenDisplay(String)
    case missingExtension(String)
    case connectionLost
    case request(String)

    public var description: String {
        switch self {
        case .noDisplayVariable:
            "no X display: DISPLAY is not set (run captext inside an X11 session)"
        case .cannotOpenDisplay(let name):
            "cannot open X display '\(name)': is the X server running and are you allowed to connect (xhost/XAUTHORITY)?"
        case .missingExtension(let name):
            "the X server has no \(name) extension, which captext needs"
        case .connectionLost:
            "the connection to the X server was lost"
        case .request(let message):
            message
        }
    }
}

/// The last X protocol error of each display, recorded by our handler instead of Xlib's
/// default one, which would exit the process. Per connection: the daemon runs two on two
/// threads, and one's error must not fail the other's request.
private let lastXErrors = Mutex<[UInt: Int32]>([:])

/// Displays whose connection broke. Xlib reports that through a process-wide handler, and by
/// default exits the process; we record it and let the caller unwind instead.
private let brokenDisplays = Mutex<Set<UInt>>([])

private func key(_ handle: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle))) }

/// An owned connection to an X server; closed in `deinit`.
/// Not Sendable: keep it on one thread (or inside one actor).
public final class X11Display {
    /// Xlib's connection; only the X targets call Xlib.
    package let handle: OpaquePointer
    public let name: String

    public init(name requested: String? = nil) throws(X11Error) {
        let env = getenv("DISPLAY").map { String(cString: $0) }
        guard let name = requested ?? env, !name.isEmpty else { throw .noDisplayVariable }
        guard let handle = XOpenDisplay(name) else { throw .cannotOpenDisplay(name) }
        self.handle = handle
        self.name = name
        _ = XSetErrorHandler { display, event in
            if let display { lastXErrors.withLock { $0[key(display)] = Int32(event?.pointee.error_code ?? 0) } }
            return 0
        }
        _ = XSetIOErrorHandler { display in
            if let display { brokenDisplays.withLock { _ = $0.insert(key(display)) } }
            return 0
        }
        // Returning from this handler (instead of exiting) turns every later call on the
        // broken display into a no-op, so callers can notice `isConnectionLost` and unwind.
        XSetIOErrorExitHandler(handle, { _, _ in }, nil)
    }

    deinit {
        let handle = handle
        brokenDisplays.withLock { _ = $0.remove(key(handle)) }
        XCloseDisplay(handle)
        lastXErrors.withLock { _ = $0.removeValue(forKey: key(handle)) }
    }

    public var rootWindow: UInt { XDefaultRootWindow(handle) }

    /// True once the server connection broke; nothing sent afterwards reaches the server.
    public var isConnectionLost: Bool {
        let handle = handle
        return brokenDisplays.withLock { $0.contains(key(handle)) }
    }

    /// Waits until the server has processed every request sent so far.
    public func sync() throws(X11Error) {
        XSync(handle, 0)
        if isConnectionLost { throw .connectionLost }
    }

    /// Runs `body`, waits for the server to process it, and reports an X error it caused.
    @discardableResult
    public func checked<T>(_ what: String, _ body: () -> T) throws(X11Error) -> T {
        XSync(handle, 0)
        let own = key(handle)
        lastXErrors.withLock { _ = $0.removeValue(forKey: own) }
        let result = body()
        try sync()
        if let code = lastXErrors.withLock({ $0.removeValue(forKey: own) }), code != 0 {
            throw .request("\(what) failed (X error \(code))")
        }
        return result
    }

    /// Fails unless the server has the XTest extension (synthetic input).
    public func requireXTest() throws(X11Error) {
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(handle, &event, &error, &major, &minor) != 0 else { throw .missingExtension("XTEST") }
    }

    /// Fails unless the server has the XKEYBOARD extension (keymaps, groups, modifier locks).
    public func requireXKB() throws(X11Error) {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        var major = Int32(XkbMajorVersion), minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(handle, &opcode, &event, &error, &major, &minor) != 0 else {
            throw .missingExtension("XKEYBOARD")
        }
    }

    /// An interned atom.
    public func atom(_ name: String) -> Atom { XInternAtom(handle, name, 0) }
}

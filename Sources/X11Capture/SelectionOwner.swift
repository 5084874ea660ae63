import CX11
import Glibc
import X11Connection

/// An X selection (CLIPBOARD or PRIMARY) whose content lives in the process that owns it.
public enum SelectionName: String, CaseIterable, Sendable, Codable {
    case clipboard = "CLIPBOARD"
    case primary = "PRIMARY"
}

/// Owns an X selection and hands its text to every client that asks (ICCCM: TARGETS,
/// UTF8_STRING, STRING, TEXT, TIMESTAMP; INCR for texts larger than one request) until
/// another client takes the selection. Not Sendable: use it on one thread.
///
///     let owner = try SelectionOwner(display: X11Display(), selection: .clipboard, text: "…")
///     try owner.serveUntilCleared()
public final class SelectionOwner {
    private let display: X11Display
    private let window: Window
    private let selection: Atom
    private let utf8: [UInt8]
    private let time: Time
    private let atoms: Atoms
    /// INCR transfers in progress, keyed by requestor window and property.
    private var transfers: [TransferKey: IncrTransfer] = [:]
    /// The largest property we write in one piece; larger texts go by INCR.
    private let chunkSize: Int

    /// Creates an invisible window and makes it the owner of `selection`.
    public init(display: X11Display, selection name: SelectionName, text: String) throws(X11Error) {
        self.display = display
        utf8 = Array(text.utf8)
        atoms = Atoms(display)
        selection = display.atom(name.rawValue)
        let maxRequest = Int(XExtendedMaxRequestSize(display.handle)) > 0
            ? Int(XExtendedMaxRequestSize(display.handle)) : Int(XMaxRequestSize(display.handle))
        // Request sizes are in 4-byte units; keep well below the limit and below what
        // clients comfortably accept in one property.
        chunkSize = min(max(maxRequest * 4 - 1024, 4096), 256 << 10)
        window = XCreateSimpleWindow(display.handle, display.rootWindow, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display.handle, window, PropertyChangeMask)
        time = Self.serverTime(display, window: window)
        XSetSelectionOwner(display.handle, selection, window, time)
        try display.sync()
        guard XGetSelectionOwner(display.handle, selection) == window else {
            XDestroyWindow(display.handle, window)
            throw .request("could not take ownership of the \(name.rawValue) selection")
        }
    }

    deinit {
        XDestroyWindow(display.handle, window)
        XSync(display.handle, 0)
    }

    /// Answers requests until another client takes the selection or the connection breaks.
    public func serveUntilCleared() throws(X11Error) {
        var event = XEvent()
        while true {
            XFlush(display.handle)
            if XPending(display.handle) == 0 {
                waitForInput(milliseconds: 5_000)
                dropStaleTransfers()
                if display.isConnectionLost { throw .connectionLost }
                continue
            }
            XNextEvent(display.handle, &event)
            switch event.type {
            case SelectionClear where event.xselectionclear.selection == selection:
                return
            case SelectionRequest:
                answer(event.xselectionrequest)
            case PropertyNotify where event.xproperty.state == PropertyDelete:
                continueTransfer(window: event.xproperty.window, property: event.xproperty.atom)
            default:
                break
            }
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        // Obsolete clients pass no property: the target names it (ICCCM 2.2).
        let property = request.property == 0 ? request.target : request.property
        var ok = true
        switch request.target {
        case atoms.targets:
            var list: [Atom] = [atoms.targets, atoms.timestamp, atoms.utf8String, atoms.string, atoms.text]
            XChangeProperty(display.handle, request.requestor, property, atomType, 32, PropModeReplace,
                            &list, Int32(list.count))
        case atoms.timestamp:
            var value = [CLong(time)]
            XChangeProperty(display.handle, request.requestor, property, integerType, 32, PropModeReplace, &value, 1)
        case atoms.utf8String, atoms.text:
            send(utf8, type: atoms.utf8String, to: request.requestor, property: property)
        case atoms.string:
            send(latin1, type: atoms.string, to: request.requestor, property: property)
        default:
            ok = false
        }
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.display = display.handle
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = ok ? property : 0
        notify.xselection.time = request.time
        XSendEvent(display.handle, request.requestor, 0, 0, &notify)
    }

    /// Writes `bytes` at once, or announces an INCR transfer when they exceed one chunk.
    private func send(_ bytes: [UInt8], type: Atom, to requestor: Window, property: Atom) {
        if bytes.count <= chunkSize {
            bytes.withUnsafeBufferPointer {
                _ = XChangeProperty(display.handle, requestor, property, type, 8, PropModeReplace, $0.baseAddress, Int32(bytes.count))
            }
            return
        }
        // The requestor deletes the property after each piece; we need to hear of it.
        XSelectInput(display.handle, requestor, PropertyChangeMask)
        var size = [CLong(bytes.count)]
        XChangeProperty(display.handle, requestor, property, atoms.incr, 32, PropModeReplace, &size, 1)
        transfers[TransferKey(window: requestor, property: property)] =
            IncrTransfer(bytes: bytes, type: type, offset: 0, lastActivity: monotonicSeconds())
    }

    /// Sends the next piece after the requestor deleted the previous one; an empty piece ends it.
    private func continueTransfer(window requestor: Window, property: Atom) {
        let key = TransferKey(window: requestor, property: property)
        guard var transfer = transfers[key] else { return }
        let end = min(transfer.offset + chunkSize, transfer.bytes.count)
        transfer.bytes.withUnsafeBufferPointer {
            _ = XChangeProperty(display.handle, requestor, property, transfer.type, 8, PropModeReplace,
                                $0.baseAddress.map { $0 + transfer.offset }, Int32(end - transfer.offset))
        }
        if end == transfer.offset {
            transfers[key] = nil
            XSelectInput(display.handle, requestor, NoEventMask)
        } else {
            transfer.offset = end
            transfer.lastActivity = monotonicSeconds()
            transfers[key] = transfer
        }
    }

    /// A requestor that vanished or stopped reading must not keep its transfer forever.
    private func dropStaleTransfers() {
        let now = monotonicSeconds()
        transfers = transfers.filter { now - $0.value.lastActivity < 30 }
    }

    /// The text as ISO 8859-1, what STRING means; characters outside it become '?'.
    private var latin1: [UInt8] {
        String(decoding: utf8, as: UTF8.self).unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    private func waitForInput(milliseconds: Int32) {
        var descriptor = pollfd(fd: XConnectionNumber(display.handle), events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, milliseconds)
    }

    /// A timestamp from the server (ICCCM forbids CurrentTime for selection ownership): the
    /// time of the PropertyNotify caused by an empty append to our own window.
    private static func serverTime(_ display: X11Display, window: Window) -> Time {
        let property = display.atom("_CAPTEXT_TIMESTAMP")
        var nothing: UInt8 = 0
        XChangeProperty(display.handle, window, property, stringType, 8, PropModeAppend, &nothing, 0)
        var event = XEvent()
        XWindowEvent(display.handle, window, PropertyChangeMask, &event)
        return event.xproperty.time
    }
}

private struct Atoms {
    let targets, timestamp, utf8String, string, text, incr: Atom

    init(_ display: X11Display) {
        targets = display.atom("TARGETS")
        timestamp = display.atom("TIMESTAMP")
        utf8String = display.atom("UTF8_STRING")
        string = stringType
        text = display.atom("TEXT")
        incr = display.atom("INCR")
    }
}

private let atomType: Atom = 4
private let integerType: Atom = 19
private let stringType: Atom = 31

private struct TransferKey: Hashable {
    let window: Window
    let property: Atom
}

private struct IncrTransfer {
    let bytes: [UInt8]
    let type: Atom
    var offset: Int
    var lastActivity: Double
}

private func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

import CX11
import Glibc
import X11Connection

/// The whole screen frozen at one instant: every monitor's pixels in one root-window image,
/// and where the monitors lie in it. Everything after the grab (overlay, OCR) uses this.
public struct ScreenGrab: Sendable {
    /// How the pixels were read.
    public enum Method: Sendable, Equatable {
        /// MIT-SHM when the server offers it and shares memory with us, XGetImage otherwise.
        case automatic
        /// One copy through a shared memory segment (local servers only).
        case sharedMemory
        /// The pixels travel over the X connection.
        case getImage
    }

    public let image: ScreenImage
    public let monitors: [Monitor]
    /// `.sharedMemory` or `.getImage`: the method that produced `image`.
    public let method: Method

    /// `drawable`: a copy of the screen on the server (a pixmap of the root window's size and
    /// depth) to read instead of the root window itself.
    public init(display: X11Display, method requested: Method = .automatic, from drawable: Drawable? = nil) throws(ScreenCaptureError) {
        let root = display.rootWindow
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display.handle, root, &attributes) != 0, let visual = attributes.visual else {
            throw display.isConnectionLost ? .x11(.connectionLost) : .grabFailed("the root window's attributes are unreadable")
        }
        let visualClass = visual.pointee.class
        guard visualClass == TrueColor || visualClass == DirectColor else {
            throw .unsupportedVisual("the root window's visual is not TrueColor (class \(visualClass))")
        }
        let width = Int(attributes.width), height = Int(attributes.height)
        let wantsShm = requested != .getImage && display.hasSharedMemory
        if requested == .sharedMemory && !wantsShm {
            throw .grabFailed("the X server offers no MIT-SHM extension")
        }
        var grabbed: ScreenImage?
        if wantsShm {
            do throws(ScreenCaptureError) {
                grabbed = try sharedMemoryGrab(display, drawable ?? root, visual: visual, depth: attributes.depth, width: width, height: height)
            } catch {
                // A remote server cannot attach our segment; the pixels still come over the wire.
                if requested == .sharedMemory { throw error }
            }
        }
        if let grabbed {
            image = grabbed
            method = .sharedMemory
        } else {
            image = try getImageGrab(display, drawable ?? root, visual: visual, width: width, height: height)
            method = .getImage
        }
        monitors = display.monitors()
    }
}

extension X11Display {
    /// Screen images shared through memory (MIT-SHM): fast grabs on a local server.
    public var hasSharedMemory: Bool {
        var major: Int32 = 0, minor: Int32 = 0, pixmaps: Int32 = 0
        return XShmQueryVersion(handle, &major, &minor, &pixmaps) != 0
    }
}

private let allPlanes = UInt.max

private func getImageGrab(_ display: X11Display, _ drawable: Drawable, visual: UnsafeMutablePointer<Visual>,
                          width: Int, height: Int) throws(ScreenCaptureError) -> ScreenImage {
    let image: UnsafeMutablePointer<XImage>?
    do {
        image = try display.checked("XGetImage of the screen") {
            XGetImage(display.handle, drawable, 0, 0, UInt32(width), UInt32(height), allPlanes, ZPixmap)
        }
    } catch {
        throw grabError(error)
    }
    guard let image else { throw .grabFailed("the X server returned no image of the root window") }
    defer { _ = image.pointee.f.destroy_image(image) }
    return try convert(image, visual: visual)
}

private func sharedMemoryGrab(_ display: X11Display, _ drawable: Drawable, visual: UnsafeMutablePointer<Visual>, depth: Int32,
                              width: Int, height: Int) throws(ScreenCaptureError) -> ScreenImage {
    // Xlib keeps a pointer to the segment info in the image, so it needs a stable address.
    let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    info.initialize(to: XShmSegmentInfo())
    defer { info.deallocate() }
    guard let image = XShmCreateImage(display.handle, visual, UInt32(depth), ZPixmap, nil, info,
                                      UInt32(width), UInt32(height)) else {
        throw .grabFailed("XShmCreateImage failed")
    }
    defer {
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
    }
    let size = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
    let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
    guard id >= 0 else { throw .grabFailed("shmget of \(size) bytes failed (errno \(errno))") }
    // Marked for removal at once: the kernel frees it when the last attachment goes,
    // whatever exit path this function or the process takes.
    defer { shmctl(id, IPC_RMID, nil) }
    guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
        throw .grabFailed("shmat failed (errno \(errno))")
    }
    defer { shmdt(address) }
    info.pointee.shmid = id
    info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    info.pointee.readOnly = 0
    image.pointee.data = info.pointee.shmaddr

    let attached: Int32
    do {
        attached = try display.checked("XShmAttach") { XShmAttach(display.handle, info) }
    } catch {
        throw grabError(error)
    }
    guard attached != 0 else { throw .grabFailed("XShmAttach failed") }
    defer {
        XShmDetach(display.handle, info)
        XSync(display.handle, 0)
    }
    let got: Int32
    do {
        got = try display.checked("XShmGetImage") {
            XShmGetImage(display.handle, drawable, image, 0, 0, allPlanes)
        }
    } catch {
        throw grabError(error)
    }
    guard got != 0 else { throw .grabFailed("XShmGetImage failed") }
    return try convert(image, visual: visual)
}

/// A lost connection stays what it is; any other X error means the grab itself failed.
private func grabError(_ error: X11Error) -> ScreenCaptureError {
    if case .connectionLost = error { return .x11(error) }
    return .grabFailed(error.description)
}

import TestDesktop
import X11Capture
import X11Connection
import X11Popups
import XCTest

/// The screen frozen on the server (`ScreenCopy`), on private Xvfb servers: a grab of the copy
/// is the screen as it was when copied, whatever changes after, through MIT-SHM and XGetImage
/// (an image of a pixmap comes without colour masks), on 24 and 16-bit screens.
final class ScreenCopyTests: XCTestCase {
    func testAGrabOfTheCopyIsTheScreenWhenCopiedOn24And16BitScreens() throws {
        for depth in [24, 16] {
            let server = try PrivateDesktop(xvfbArguments: ["-screen", "0", "640x480x\(depth)"])
            defer { server.stop() }
            try server.run("xsetroot", "-solid", "#ff0000")
            let display = try X11Display(name: server.display)
            let window = try SolidWindow(display, x: 100, y: 50, width: 200, height: 120, rgb: 0x0000FF)
            let before = try ScreenGrab(display: display).image

            let copy = try ScreenCopy(display: display)
            window.close()
            try server.run("xsetroot", "-solid", "#00ff00")
            XCTAssertNotEqual(try ScreenGrab(display: display).image.pixels, before.pixels, "the screen changed")

            for method in [ScreenGrab.Method.sharedMemory, .getImage] {
                let frozen = try ScreenGrab(display: display, method: method, from: copy.drawable).image
                XCTAssertEqual(frozen.width, 640, "\(depth) bits via \(method)")
                XCTAssertEqual(frozen.height, 480)
                XCTAssertEqual(frozen.pixels, before.pixels, "\(depth) bits via \(method)")
                XCTAssertEqual(frozen.rgb(x: 150, y: 100).blue, 255)
                XCTAssertEqual(frozen.rgb(x: 10, y: 10).red, 255)
            }
        }
    }
}

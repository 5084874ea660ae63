import CX11
import Foundation
import TestDesktop
import X11Capture
import X11Connection
import XCTest

/// Whole-screen grabs on private Xvfb servers: colours set by real clients (xsetroot, a window
/// of the test's own connection) must come back exactly, through MIT-SHM and XGetImage, on 24
/// and 16-bit screens; monitors come from XRandR.
final class ScreenGrabTests: XCTestCase {
    func testRootColourAndWindowOn24BitScreenThroughBothMethods() throws {
        let server = try PrivateDesktop()
        defer { server.stop() }
        try server.run("xsetroot", "-solid", "#ff8000")
        let display = try X11Display(name: server.display)
        let window = try SolidWindow(display, x: 100, y: 50, width: 200, height: 120, rgb: 0x2040C0)
        defer { window.close() }

        for method in [ScreenGrab.Method.sharedMemory, .getImage] {
            let grab = try ScreenGrab(display: display, method: method)
            XCTAssertEqual(grab.method, method)
            XCTAssertEqual(grab.image.width, 1280)
            XCTAssertEqual(grab.image.height, 800)
            XCTAssertEqual(grab.image.bytesPerRow, 1280 * 4)
            XCTAssertEqual(count(grab.image, in: window.frame, rgb: (0x20, 0x40, 0xC0)), 200 * 120, "\(method)")
            XCTAssertEqual(count(grab.image, in: grab.image.bounds, rgb: (0xFF, 0x80, 0x00)), 1280 * 800 - 200 * 120, "\(method)")
            XCTAssertEqual(grab.image.rgb(x: 99, y: 50).red, 0xFF)
            XCTAssertEqual(grab.image.rgb(x: 100, y: 50).blue, 0xC0)
            XCTAssertEqual(grab.image.rgb(x: 299, y: 169).green, 0x40)
            XCTAssertEqual(grab.image.rgb(x: 300, y: 169).green, 0x80)
        }
    }

    func testAutomaticGrabUsesSharedMemoryOnALocalServer() throws {
        let server = try PrivateDesktop()
        defer { server.stop() }
        let display = try X11Display(name: server.display)
        XCTAssertEqual(try ScreenGrab(display: display).method, .sharedMemory)
    }

    func test16BitScreenConvertsThroughTheVisualMasks() throws {
        let server = try PrivateDesktop(xvfbArguments: ["-screen", "0", "640x480x16"])
        defer { server.stop() }
        let display = try X11Display(name: server.display)
        for (name, rgb) in [("#ff0000", (UInt8(255), UInt8(0), UInt8(0))), ("#00ff00", (0, 255, 0)),
                            ("#0000ff", (0, 0, 255)), ("#ffffff", (255, 255, 255)), ("#000000", (0, 0, 0))] {
            try server.run("xsetroot", "-solid", name)
            for method in [ScreenGrab.Method.sharedMemory, .getImage] {
                let image = try ScreenGrab(display: display, method: method).image
                XCTAssertEqual(image.width, 640)
                XCTAssertEqual(count(image, in: image.bounds, rgb: rgb), 640 * 480, "\(name) via \(method)")
            }
        }
    }

    func testWithoutExtraMonitorsTheRootIsTheOnlyMonitor() throws {
        let server = try PrivateDesktop()
        defer { server.stop() }
        let display = try X11Display(name: server.display)
        let monitors = display.monitors()
        XCTAssertEqual(monitors.count, 1)
        XCTAssertEqual(monitors.first?.frame, ScreenRect(x: 0, y: 0, width: 1280, height: 800))
    }

    func testTwoMonitorsFromXRandR() throws {
        let server = try PrivateDesktop(xvfbArguments: ["-screen", "0", "2560x800x24"])
        defer { server.stop() }
        try server.run("xrandr", "--setmonitor", "LEFT", "1280/338x800/211+0+0", "screen")
        try server.run("xrandr", "--setmonitor", "RIGHT", "1280/338x600/211+1280+200", "none")
        let display = try X11Display(name: server.display)
        let grab = try ScreenGrab(display: display)
        XCTAssertEqual(grab.image.width, 2560)
        let byName = Dictionary(uniqueKeysWithValues: grab.monitors.map { ($0.name, $0.frame) })
        XCTAssertEqual(byName, ["LEFT": ScreenRect(x: 0, y: 0, width: 1280, height: 800),
                                "RIGHT": ScreenRect(x: 1280, y: 200, width: 1280, height: 600)])
        XCTAssertEqual(grab.monitors.monitor(containingX: 1500, y: 300)?.name, "RIGHT")
        // The gap above RIGHT belongs to the nearest monitor.
        XCTAssertEqual(grab.monitors.monitor(containingX: 2000, y: 10)?.name, "RIGHT")
        XCTAssertEqual(grab.monitors.monitor(containingX: 1279, y: 10)?.name, "LEFT")
    }

    func testCroppingKeepsExactPixelsAndRefusesRegionsOutsideTheScreen() throws {
        let server = try PrivateDesktop()
        defer { server.stop() }
        try server.run("xsetroot", "-solid", "#101010")
        let display = try X11Display(name: server.display)
        let window = try SolidWindow(display, x: 1200, y: 700, width: 80, height: 100, rgb: 0xE0E0E0)
        defer { window.close() }
        let image = try ScreenGrab(display: display).image

        let crop = try image.cropped(to: ScreenRect(x: 1190, y: 690, width: 90, height: 110))
        XCTAssertEqual(crop.width, 90)
        XCTAssertEqual(crop.height, 110)
        XCTAssertEqual(count(crop, in: ScreenRect(x: 10, y: 10, width: 80, height: 100), rgb: (0xE0, 0xE0, 0xE0)), 8000)
        XCTAssertEqual(count(crop, in: crop.bounds, rgb: (0x10, 0x10, 0x10)), 90 * 110 - 8000)

        for region in [ScreenRect(x: 1200, y: 700, width: 81, height: 10), ScreenRect(x: -1, y: 0, width: 10, height: 10),
                       ScreenRect(x: 2000, y: 0, width: 10, height: 10)] {
            XCTAssertThrowsError(try image.cropped(to: region)) { error in
                guard case ScreenCaptureError.regionOutsideScreen(let reported, let screen) = error else {
                    return XCTFail("\(region): \(error)")
                }
                XCTAssertEqual(reported, region)
                XCTAssertEqual(screen, image.bounds)
                XCTAssertTrue("\(error)".contains("outside the screen (1280x800"), "\(error)")
            }
        }
        XCTAssertThrowsError(try image.cropped(to: ScreenRect(x: 5, y: 5, width: 0, height: 10))) { error in
            guard case ScreenCaptureError.emptyRegion = error else { return XCTFail("\(error)") }
        }
    }
}

/// Pixels of `image` inside `rect` that have exactly this colour.
private func count(_ image: ScreenImage, in rect: ScreenRect, rgb: (UInt8, UInt8, UInt8)) -> Int {
    var hits = 0
    for y in rect.y..<rect.maxY {
        for x in rect.x..<rect.maxX {
            let p = image.rgb(x: x, y: y)
            if p.red == rgb.0 && p.green == rgb.1 && p.blue == rgb.2 { hits += 1 }
        }
    }
    return hits
}

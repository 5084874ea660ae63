import Foundation
import TestDesktop

extension PrivateDesktop {
    /// card-phone-fax.png in an ImageMagick window at the screen's top-left corner.
    func showCard() throws -> Client {
        let card = try Client(["display", "-geometry", "+0+0", try fixturePath("card-phone-fax.png")], on: self)
        // ImageMagick sets no _NET_WM_PID: find its window by title.
        _ = try waitForWindow("--name", "ImageMagick: card-phone-fax")
        return card
    }

    /// A press at `start`, a move halfway and a release at `end`, with XTest (xdotool).
    func drag(from start: (Int, Int), to end: (Int, Int)) throws {
        try run("xdotool", "mousemove", "\(start.0)", "\(start.1)", "mousedown", "1")
        try run("xdotool", "mousemove", "\((start.0 + end.0) / 2)", "\((start.1 + end.1) / 2)")
        try run("xdotool", "mousemove", "\(end.0)", "\(end.1)", "mouseup", "1")
    }

    /// Waits for a captext popup smaller than the screen (the chooser or the preview, not the overlay).
    func waitForPopup() throws {
        for _ in 0..<200 {
            let windows = try runProcess(["xdotool", "search", "--onlyvisible", "--classname", "captext"],
                                         environment: environment).stdout.split(separator: "\n")
            for window in windows {
                let geometry = try run("xdotool", "getwindowgeometry", "--shell", String(window))
                if let width = geometry.split(separator: "\n").first(where: { $0.hasPrefix("WIDTH=") }).flatMap({ Int($0.dropFirst(6)) }),
                   width < 1280 {
                    usleep(300_000)  // the popup grabs the keyboard after it maps
                    return
                }
            }
            usleep(50_000)
        }
        throw TestFailure("no popup appeared")
    }
}

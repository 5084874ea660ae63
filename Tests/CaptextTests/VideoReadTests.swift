import Foundation
import XCTest

/// `captext read CLIP --at SECONDS` end to end on real clips (Tests/Fixtures/make-video-fixtures.sh):
/// four seconds reading ALPHA 1111, BRAVO 2222, CHARLIE 3333, DELTA 4444, one a second.
final class VideoReadTests: XCTestCase {
    func testReadsTheFrameShownAtTheTimeInMP4AndWebM() throws {
        for clip in ["changing-text.mp4", "changing-text.webm"] {
            for (time, text) in [("0.5", "ALPHA 1111"), ("2.5", "CHARLIE 3333")] {
                let result = try Captext.run(["read", Captext.fixture(clip), "--at", time])
                XCTAssertEqual(result.status, 0, "\(clip) at \(time): \(result.stderr)")
                XCTAssertEqual(result.stdout, text + "\n", "\(clip) at \(time)")
                XCTAssertEqual(result.stderr, "")
            }
        }
    }

    func testEveryReadOptionAppliesToTheFrame() throws {
        let json = try Captext.run(["read", Captext.fixture("changing-text.webm"), "--at", "1.5", "--json", "--lang", "eng", "--psm", "line"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["text"] as? String, "BRAVO 2222")
        XCTAssertEqual(object["width"] as? Int, 320)
        let typed = try Captext.run(["read", Captext.fixture("changing-text.mp4"), "--at", "3.5", "--type", "text"])
        XCTAssertEqual(typed.stdout, "DELTA 4444\n", typed.stderr)
    }

    func testWrongTimesAndInputsAreOneLineErrors() throws {
        let clip = Captext.fixture("changing-text.mp4")
        let noise = try Captext.temporaryFile("noise.webm", Data([0x1A, 0x45, 0xDF, 0xA3] + [UInt8](repeating: 0x42, count: 4096)))
        let cases: [([String], String)] = [
            (["read", clip, "--at", "9"], "captext: \(clip): 9 s is past the end of the clip, which is 4 s long\n"),
            (["read", Captext.fixture("hello.png"), "--at", "1"],
             "captext: \(Captext.fixture("hello.png")): a PNG image, not a video clip: read it without --at\n"),
            (["read", clip], "captext: \(clip): a video clip (MP4/QuickTime): name the time to read with --at SECONDS\n"),
            (["read", "/nonexistent/clip.mp4", "--at", "1"], "captext: /nonexistent/clip.mp4: No such file or directory\n"),
        ]
        for (arguments, message) in cases {
            let result = try Captext.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
            XCTAssertEqual(result.stdout, "")
        }
        let damaged = try Captext.run(["read", noise, "--at", "1"])
        XCTAssertEqual(damaged.status, 2)
        XCTAssertTrue(damaged.stderr.hasPrefix("captext: \(noise): not a video GStreamer can read, or a damaged one: "), damaged.stderr)
        XCTAssertEqual(damaged.stderr.filter { $0 == "\n" }.count, 1, damaged.stderr)
        for arguments in [["read", clip, "--at=-1"], ["read", "-", "--at", "1"]] {
            let result = try Captext.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("Error: --at "), result.stderr)
        }
    }

    /// A GStreamer with only the plugins that read WebM/VP9 (a private registry over a plugin
    /// directory of those): the VP9 clip reads, the H.264 clip names the package to install.
    func testAMissingDecoderNamesThePackageToInstall() throws {
        let system = "/usr/lib/x86_64-linux-gnu/gstreamer-1.0"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-gst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let plugins = directory.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        for plugin in ["coreelements", "typefindfunctions", "playback", "videoconvertscale", "app", "isomp4", "matroska", "vpx"] {
            try FileManager.default.createSymbolicLink(atPath: plugins.appendingPathComponent("libgst\(plugin).so").path,
                                                       withDestinationPath: "\(system)/libgst\(plugin).so")
        }
        let environment = ["GST_PLUGIN_SYSTEM_PATH_1_0": plugins.path, "GST_PLUGIN_PATH_1_0": "",
                           "GST_REGISTRY_1_0": directory.appendingPathComponent("registry.bin").path]
        let webm = try Captext.run(["read", Captext.fixture("changing-text.webm"), "--at", "0.5"], environment: environment)
        XCTAssertEqual(webm.stdout, "ALPHA 1111\n", webm.stderr)
        let clip = Captext.fixture("changing-text.mp4")
        let mp4 = try Captext.run(["read", clip, "--at", "0.5"], environment: environment)
        XCTAssertEqual(mp4.status, 2)
        XCTAssertEqual(mp4.stderr, "captext: \(clip): no GStreamer plugin for H.264 (High Profile) decoder: apt-get install gstreamer1.0-libav\n")
    }
}

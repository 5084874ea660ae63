import MediaFrames
import Recognition
import XCTest

/// Real clips decoded by the system's GStreamer plugins (Tests/Fixtures/make-video-fixtures.sh):
/// four seconds reading ALPHA 1111, BRAVO 2222, CHARLIE 3333, DELTA 4444, one a second.
final class VideoClipTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func text(of image: Image) async throws -> String {
        try await ImageAnalyzer(languages: ["eng"], maxWorkers: 1).analyze(image).text
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testReadsTheFrameShownAtATimeInBothContainers() async throws {
        for clip in ["changing-text.mp4", "changing-text.webm"] {
            let video = try VideoClip(path: Self.fixtures.appendingPathComponent(clip).path)
            XCTAssertEqual(try XCTUnwrap(video.length, clip), 4, accuracy: 0.15, clip)
            let first = try video.frame(at: 0.5)
            XCTAssertEqual([first.width, first.height, first.format.rawValue], [320, 120, 4], clip)
            let firstText = try await text(of: first)
            XCTAssertEqual(firstText, "ALPHA 1111", clip)
            // Backwards after forwards: each read seeks afresh.
            let thirdText = try await text(of: try video.frame(at: 2.5))
            XCTAssertEqual(thirdText, "CHARLIE 3333", clip)
            let againText = try await text(of: try video.frame(at: 1.0))
            XCTAssertEqual(againText, "BRAVO 2222", clip)
        }
    }

    func testATimePastTheEndSaysTheClipsLength() throws {
        let video = try VideoClip(path: Self.fixtures.appendingPathComponent("changing-text.mp4").path)
        XCTAssertThrowsError(try video.frame(at: 4.5)) { error in
            XCTAssertEqual("\(error)", "4.5 s is past the end of the clip, which is 4 s long")
        }
    }

    /// The last frame ends short of the MP4's length (x264's reordering): it is still the one shown there.
    func testTheLastFrameIsShownUpToTheEnd() async throws {
        for clip in ["changing-text.mp4", "changing-text.webm"] {
            let video = try VideoClip(path: Self.fixtures.appendingPathComponent(clip).path)
            let lastText = try await text(of: try video.frame(at: 3.99))
            XCTAssertEqual(lastText, "DELTA 4444", clip)
        }
    }

    func testACorruptClipIsRefusedWithGStreamersReason() throws {
        let clip = try Data(contentsOf: Self.fixtures.appendingPathComponent("changing-text.mp4"))
        // The header survives, the coded pictures are noise.
        var damaged = clip
        for index in stride(from: 200, to: damaged.count, by: 3) { damaged[index] ^= 0x5A }
        for (name, bytes) in [("damaged.mp4", damaged), ("truncated.mp4", clip.prefix(300)), ("noise.webm", Data(repeating: 0x42, count: 4096))] {
            let path = try temporaryFile(name, bytes)
            XCTAssertThrowsError(try VideoClip(path: path).frame(at: 0.5), name) { error in
                guard case .unreadable = error as? MediaError else { return XCTFail("\(name): \(error)") }
            }
        }
    }

    func testAMissingFileSaysSo() {
        XCTAssertThrowsError(try VideoClip(path: "/nonexistent/clip.mp4")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/clip.mp4"), "\(error)")
        }
    }

    private func temporaryFile(_ name: String, _ bytes: Data) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-media-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }
}

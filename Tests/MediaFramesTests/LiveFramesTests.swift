import Glibc
import MediaFrames
import XCTest

/// The live path with real sources: GStreamer's test pattern and a clip played in real time
/// stand in for a camera (none exists here); the device errors with real device nodes.
final class LiveFramesTests: XCTestCase {
    func testTheTestPatternDeliversFramesUntilStopped() throws {
        let live = try LiveFrames(.testPattern(width: 640, height: 360, framesPerSecond: 30))
        var timestamps: [Double] = []
        for _ in 0..<5 {
            let frame = try XCTUnwrap(live.nextFrame(timeout: 2))
            XCTAssertEqual([frame.image.width, frame.image.height], [640, 360])
            timestamps.append(try XCTUnwrap(frame.timestamp))
        }
        XCTAssertEqual(timestamps, timestamps.sorted())
        XCTAssertGreaterThan(Set(timestamps).count, 1)
        XCTAssertNil(live.mode)
        live.stop()
        XCTAssertThrowsError(try live.nextFrame(timeout: 0.5)) { XCTAssertEqual($0 as? MediaError, .streamEnded) }
        live.stop()
    }

    func testTheFrameStreamEndsWithTheClipAndReleasesIt() async throws {
        let clip = VideoClipTests.fixtures.appendingPathComponent("changing-text.webm").path
        let live = try LiveFrames(.file(path: clip))
        var count = 0, last = 0.0
        for try await frame in live.frames() {
            XCTAssertEqual(frame.image.width, 320)
            last = frame.timestamp ?? last
            count += 1
        }
        // Played in real time, read as fast as they come: most of the 40 frames, to the end.
        XCTAssertGreaterThan(count, 20)
        XCTAssertGreaterThan(last, 3.5)
    }

    func testStoppingTheStreamsConsumerStopsTheSource() async throws {
        let live = try LiveFrames(.testPattern(width: 320, height: 240, framesPerSecond: 30))
        var count = 0
        for try await _ in live.frames() {
            count += 1
            if count == 3 { break }
        }
        XCTAssertEqual(count, 3)
        // The reader stops the source when the stream is dropped.
        var ended = false
        for _ in 0..<40 where !ended {
            do { _ = try live.nextFrame(timeout: 0.05) } catch { ended = (error as? MediaError) == .streamEnded }
        }
        XCTAssertTrue(ended)
    }

    func testDevicesThatAreNoCamera() {
        for (device, expected) in [("/dev/video-nonexistent", MediaError.noSuchDevice("/dev/video-nonexistent")),
                                   ("/dev/null", .notACaptureDevice("/dev/null")),
                                   ("/etc/hostname", .notACaptureDevice("/etc/hostname"))] {
            XCTAssertThrowsError(try LiveFrames(.camera(device: device)), device) { error in
                XCTAssertEqual(error as? MediaError, expected)
            }
        }
        XCTAssertEqual("\(MediaError.permissionDenied("/dev/video0"))",
                       "/dev/video0: permission denied: add yourself to the video group (sudo adduser $USER video) and log in again")
    }

    func testTheBestModeForTextPrefersPixelsAtASmoothRate() {
        let modes = [CameraMode(mediaType: "video/x-raw", width: 640, height: 480, framesPerSecond: 30),
                     CameraMode(mediaType: "video/x-raw", width: 1920, height: 1080, framesPerSecond: 5),
                     CameraMode(mediaType: "image/jpeg", width: 1920, height: 1080, framesPerSecond: 30),
                     CameraMode(mediaType: "image/jpeg", width: 1280, height: 720, framesPerSecond: 60),
                     CameraMode(mediaType: "image/jpeg", width: 3840, height: 2160, framesPerSecond: 10)]
        XCTAssertEqual(CameraMode.bestForText(modes), modes[2])
        // Only slow modes: the largest.
        XCTAssertEqual(CameraMode.bestForText([modes[1], modes[4]]), modes[4])
        // Raw frames over JPEG at the same size and rate.
        let raw = CameraMode(mediaType: "video/x-raw", width: 1920, height: 1080, framesPerSecond: 30)
        XCTAssertEqual(CameraMode.bestForText([modes[2], raw]), raw)
        XCTAssertNil(CameraMode.bestForText([]))
    }
}

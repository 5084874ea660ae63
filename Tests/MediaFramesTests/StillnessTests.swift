import MediaFrames
import Recognition
import XCTest

/// Stillness on frames of the test pattern the camera tests use, and on synthetic motion.
final class StillnessTests: XCTestCase {
    func frame(shift: Int, noise: UInt8 = 0) -> Image {
        var pixels = [UInt8](repeating: 255, count: 320 * 180)
        for y in 60..<120 { for x in (100 + shift)..<(200 + shift) { pixels[y * 320 + x] = 0 } }
        if noise > 0 { for index in stride(from: 0, to: pixels.count, by: 7) { pixels[index] = pixels[index] > 128 ? pixels[index] - noise : pixels[index] + noise } }
        return Image(width: 320, height: 180, format: .gray, pixels: pixels)
    }

    func testSettlesOnceAfterTheSettleTimeAndAgainOnlyAfterAMove() {
        var stillness = Stillness(settleTime: .milliseconds(300))
        let start = ContinuousClock.now
        XCTAssertEqual(stillness.observe(frame(shift: 0), at: start), .moved)
        XCTAssertEqual(stillness.observe(frame(shift: 0), at: start + .milliseconds(100)), .still)
        XCTAssertEqual(stillness.observe(frame(shift: 0), at: start + .milliseconds(310)), .settled)
        XCTAssertEqual(stillness.observe(frame(shift: 0), at: start + .milliseconds(600)), .still)
        XCTAssertEqual(stillness.observe(frame(shift: 40), at: start + .milliseconds(700)), .moved)
        XCTAssertEqual(stillness.observe(frame(shift: 40), at: start + .milliseconds(900)), .still)
        XCTAssertEqual(stillness.observe(frame(shift: 40), at: start + .milliseconds(1010)), .settled)
    }

    func testSensorNoiseIsNoMove() {
        var stillness = Stillness()
        let start = ContinuousClock.now
        _ = stillness.observe(frame(shift: 0), at: start)
        XCTAssertEqual(stillness.observe(frame(shift: 0, noise: 3), at: start + .milliseconds(100)), .still)
        XCTAssertEqual(stillness.observe(frame(shift: 0), at: start + .milliseconds(400)), .settled)
    }
}

import XCTest
@testable import Recognition

final class PreprocessingTests: XCTestCase {
    func testDarkRegionOnALightPageIsInvertedInPlace() throws {
        var gray = try Fixtures.image("mixed.png").grayscale()
        XCTAssertTrue(LocalPolarity.normalize(&gray))
        XCTAssertGreaterThan(gray.pixels[(gray.height - 5) * gray.width + 5], 200, "the terminal strip is light now")
        var light = try Fixtures.image("hello.png").grayscale()
        XCTAssertFalse(LocalPolarity.normalize(&light))
    }

    func testTiltedPageIsLevelledAndScreenTextIsLeftAlone() throws {
        let degrees = try XCTUnwrap(Deskew.angle(of: try Fixtures.image("tilted.png").grayscale()))
        XCTAssertEqual(degrees, -5, accuracy: 0.5, "turned back against ImageMagick's clockwise 5°")
        XCTAssertNil(Deskew.angle(of: try Fixtures.image("hello.png").grayscale()))
    }

    func testBoxesOnALevelledPageMapBackOntoTheTiltedImage() {
        let rotation = PageRotation(degrees: -5, width: 400, height: 100)
        let geometry = PageGeometry(rotation: rotation, scale: 2, padding: 10, originalWidth: 400, originalHeight: 100)
        let centre = rotation.unrotate(Double(rotation.rotatedWidth) / 2, Double(rotation.rotatedHeight) / 2)
        XCTAssertEqual(centre.0, 200, accuracy: 1e-9)
        XCTAssertEqual(centre.1, 50, accuracy: 1e-9)
        // A small box at the levelled page's centre comes back around the image centre, a little taller for the tilt.
        let box = geometry.original(levelled: geometry.levelled(BoundingBox(x: 10 + 2 * rotation.rotatedWidth / 2 - 40, y: 10 + 2 * rotation.rotatedHeight / 2 - 4, width: 80, height: 8)))
        XCTAssertEqual(Double(box.x + box.width / 2), 200, accuracy: 1.5)
        XCTAssertEqual(Double(box.y + box.height / 2), 50, accuracy: 1.5)
        XCTAssertGreaterThan(box.height, 4)
    }

    func testBoldHeadingIsNotTakenForADarkRegion() throws {
        var heading = try Fixtures.image("bold-heading.png").grayscale()
        XCTAssertFalse(LocalPolarity.normalize(&heading), "no stroke of the heading may be inverted")
    }

    func testDarkThemeIsDetectedAndInverted() throws {
        let dark = try Fixtures.image("dark.png").grayscale()
        XCTAssertTrue(InkStatistics(dark).isDark)
        XCTAssertFalse(InkStatistics(try Fixtures.image("hello.png").grayscale()).isDark)
        let page = try XCTUnwrap(ScreenTextPreprocessor().prepare(dark, dpi: nil))
        XCTAssertEqual(page.image.pixels[0], 255, "the padding and background are white after inversion")
    }

    func testSmallTextIsEnlargedAndPadded() throws {
        let image = try Fixtures.image("dark.png")
        let page = try XCTUnwrap(ScreenTextPreprocessor().prepare(image, dpi: nil))
        XCTAssertGreaterThan(page.geometry.scale, 1.5, "9 pt terminal text needs enlarging")
        XCTAssertGreaterThan(page.geometry.padding, 0)
        XCTAssertEqual(page.suggestedMode, .line)
    }

    func testDeclaredResolutionDecidesTheScale() throws {
        let page = try XCTUnwrap(ScreenTextPreprocessor().prepare(try Fixtures.image("hello.png"), dpi: 100))
        XCTAssertEqual(page.geometry.scale, 3, accuracy: 0.01)
        XCTAssertEqual(page.resolution, 300)
    }

    func testBlankImageHasNoInk() throws {
        XCTAssertNil(ScreenTextPreprocessor().prepare(try Fixtures.image("blank.png"), dpi: nil))
    }

    func testGeometryMapsBoxesBackToTheOriginal() {
        let geometry = PageGeometry(rotation: nil, scale: 2.5, padding: 20, originalWidth: 100, originalHeight: 40)
        XCTAssertEqual(geometry.levelled(BoundingBox(x: 45, y: 20, width: 50, height: 25)), BoundingBox(x: 10, y: 0, width: 20, height: 10))
        // Boxes reaching into the padding are clamped to the image.
        XCTAssertEqual(geometry.levelled(BoundingBox(x: 0, y: 0, width: 400, height: 200)), BoundingBox(x: 0, y: 0, width: 100, height: 40))
    }

    func testResamplingKeepsFlatAreasFlat() {
        let image = Image(width: 4, height: 2, format: .gray, pixels: [200, 200, 200, 200, 200, 200, 200, 200])
        let large = Resampler.resize(image, width: 10, height: 5)
        XCTAssertEqual(large.width, 10)
        XCTAssertEqual(Set(large.pixels), [200])
    }
}

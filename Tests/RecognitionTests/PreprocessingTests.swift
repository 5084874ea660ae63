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
        let geometry = PageGeometry(scale: 2.5, padding: 20, originalWidth: 100, originalHeight: 40)
        XCTAssertEqual(geometry.original(BoundingBox(x: 45, y: 20, width: 50, height: 25)), BoundingBox(x: 10, y: 0, width: 20, height: 10))
        // Boxes reaching into the padding are clamped to the image.
        XCTAssertEqual(geometry.original(BoundingBox(x: 0, y: 0, width: 400, height: 200)), BoundingBox(x: 0, y: 0, width: 100, height: 40))
    }

    func testResamplingKeepsFlatAreasFlat() {
        let image = Image(width: 4, height: 2, format: .gray, pixels: [200, 200, 200, 200, 200, 200, 200, 200])
        let large = Resampler.resize(image, width: 10, height: 5)
        XCTAssertEqual(large.width, 10)
        XCTAssertEqual(Set(large.pixels), [200])
    }
}

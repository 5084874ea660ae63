import XCTest
@testable import Recognition

final class PreprocessingTests: XCTestCase {
    func testDarkThemeIsDetectedAndInverted() throws {
        let dark = try Fixtures.image("dark.png").grayscale()
        XCTAssertTrue(InkStatistics(dark).isDark)
        XCTAssertFalse(InkStatistics(try Fixtures.image("hello.png").grayscale()).isDark)
        let page = ScreenTextPreprocessor().prepare(dark, dpi: nil)
        XCTAssertGreaterThan(page.image.pixels[0], 200, "the padding and background are light after inversion")
        XCTAssertFalse(page.mixedPolarity)
    }

    func testSmallTextIsEnlargedAndPadded() throws {
        let image = try Fixtures.image("dark.png")
        let page = ScreenTextPreprocessor().prepare(image, dpi: nil)
        XCTAssertGreaterThan(page.geometry.scale, 1.5, "9 pt terminal text needs enlarging")
        XCTAssertGreaterThan(page.geometry.padding, 0)
        XCTAssertEqual(page.suggestedMode, .line)
        XCTAssertTrue(page.hasInk)
    }

    func testDeclaredResolutionDecidesTheScale() throws {
        let page = ScreenTextPreprocessor().prepare(try Fixtures.image("hello.png"), dpi: 100)
        XCTAssertEqual(page.geometry.scale, 3, accuracy: 0.01)
        XCTAssertEqual(page.resolution, 300)
    }

    func testBlankImageHasNoInk() throws {
        XCTAssertFalse(ScreenTextPreprocessor().prepare(try Fixtures.image("blank.png"), dpi: nil).hasInk)
    }

    func testGeometryMapsBoxesBackToTheOriginal() {
        let geometry = PageGeometry(scale: 2.5, padding: 20, originalWidth: 100, originalHeight: 40)
        XCTAssertEqual(geometry.original(BoundingBox(x: 45, y: 20, width: 50, height: 25)), BoundingBox(x: 10, y: 0, width: 20, height: 10))
        // Boxes reaching into the padding are clamped to the image.
        XCTAssertEqual(geometry.original(BoundingBox(x: 0, y: 0, width: 400, height: 200)), BoundingBox(x: 0, y: 0, width: 100, height: 40))
    }

    func testResamplingKeepsFlatAreasFlat() {
        let image = Image(width: 4, height: 2, format: .gray, pixels: [200, 200, 200, 200, 200, 200, 200, 200])
        let large = Resampler.resize(image, width: 10, height: 5, filter: .catmullRom)
        XCTAssertEqual(large.width, 10)
        XCTAssertEqual(Set(large.pixels), [200])
    }
}

import XCTest
@testable import Recognition

/// Photographed text (Tests/Fixtures/photographed-note.jpg, made by make-fixtures.sh: light
/// falling to 50 % at the bottom right, paper texture, a warm cast, a 1.5° turn, blur, noise, JPEG).
final class PhotoBackgroundTests: XCTestCase {
    func testPhotoIsToldFromScreenPixels() throws {
        XCTAssertTrue(PhotoBackground.isPhotographed(try Fixtures.image("photographed-note.jpg").grayscale()))
        for screen in ["hello.png", "hello.jpg", "dark.png", "paragraphs.png", "korean-terminal.png", "coloured-buttons.png"] {
            XCTAssertFalse(PhotoBackground.isPhotographed(try Fixtures.image(screen).grayscale()), screen)
        }
    }

    /// Under the fall-off the dark corner's paper is the photo's commonest level, which would
    /// make the bright paper pass for light ink; the squares' votes say dark on light.
    func testPolarityIsVotedBySquares() throws {
        let gray = try Fixtures.image("photographed-note.jpg").grayscale()
        XCTAssertTrue(InkStatistics(gray).isDark, "the whole photo's statistics are fooled")
        XCTAssertFalse(PhotoBackground.inkIsLighter(gray))
        let negative = Image(width: gray.width, height: gray.height, format: .gray, pixels: gray.pixels.map { 255 - $0 })
        XCTAssertTrue(PhotoBackground.inkIsLighter(negative))
    }

    func testUnevenLightIsFlattened() throws {
        let gray = try Fixtures.image("photographed-note.jpg").grayscale()
        // Paper without text near the bright top-left and the dark bottom-right corner.
        let bright = BoundingBox(x: 20, y: 12, width: 60, height: 10)
        let dark = BoundingBox(x: gray.width - 90, y: gray.height - 22, width: 60, height: 10)
        func paper(_ image: Image, _ box: BoundingBox) -> Int { InkStatistics(image.cropped(to: box)).background }
        XCTAssertGreaterThan(paper(gray, bright) - paper(gray, dark), 50)
        let flat = PhotoBackground.flatten(gray)
        XCTAssertGreaterThan(paper(flat, bright), 225)
        XCTAssertGreaterThan(paper(flat, dark), 225)
        let range = PhotoBackground.levels(of: flat)
        XCTAssertLessThan(range.ink, 110, "the ink keeps its contrast")
    }

    func testDeskAlongTheBorderIsWhitened() {
        // A 2-pixel dark strip along the top edge and a letter-sized blot in the middle.
        var image = Image(width: 120, height: 40, format: .gray, pixels: [UInt8](repeating: 255, count: 120 * 40))
        for x in 0..<120 { image.pixels[x] = 20; image.pixels[120 + x] = 20 }
        for y in 15..<25 { for x in 50..<56 { image.pixels[y * 120 + x] = 0 } }
        PhotoBackground.clearBorderInk(&image)
        XCTAssertEqual(image.pixels[60], 255)
        XCTAssertEqual(image.pixels[20 * 120 + 52], 0, "ink away from the border stays")
    }

    /// Unflattened (captext before PhotoBackground) this read "Pee a by a “ eo"; Tesseract alone
    /// loses the ends of the lines in the dark corner.
    func testPhotographedNoteIsReadWhole() async throws {
        let text = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("photographed-note.jpg")).text
        for line in ["Invoice 2024-117 is due on Friday.", "Please pay by bank transfer to the account below",
                     "and quote the invoice number with your payment."] {
            XCTAssertTrue(text.contains(line), text)
        }
    }
}

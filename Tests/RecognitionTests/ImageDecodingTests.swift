import XCTest
@testable import Recognition

final class ImageDecodingTests: XCTestCase {
    /// The same rendered line in every container format decodes to the same size and similar pixels.
    func testEveryFormatDecodesToTheSameImage() throws {
        let reference = try Fixtures.image("hello.png").grayscale()
        for name in ["hello.jpg", "hello-cmyk.jpg", "hello.tif", "hello.bmp", "hello.pgm", "hello.webp", "hello.gif",
                     "interlaced.png", "palette.png", "gray16.png"] {
            let image = try Fixtures.image(name).grayscale()
            XCTAssertEqual(image.width, reference.width, name)
            XCTAssertEqual(image.height, reference.height, name)
            let difference = zip(image.pixels, reference.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +)
            XCTAssertLessThan(Double(difference) / Double(image.pixels.count), 6, "\(name) differs from hello.png")
        }
    }

    func testSixteenBitPNGKeepsItsBrightness() throws {
        let image = try Fixtures.image("gray16.png")
        XCTAssertEqual(image.format, .gray)
        // The background must stay white, not turn grey through a linear-light misreading.
        XCTAssertEqual(image.pixels[0], 255)
    }

    func testTransparentImagesAreCompositedForContrast() throws {
        for name in ["transparent.png", "transparent.webp"] {
            let image = try Fixtures.image(name)
            XCTAssertEqual(image.format, .rgba, name)
            let gray = image.grayscale()
            XCTAssertEqual(gray.pixels[0], 255, "\(name): dark ink on a transparent background goes over white")
            XCTAssertLessThan(gray.pixels.min() ?? 255, 80, name)
        }
    }

    func testEmptyInput() {
        XCTAssertThrowsError(try Image(decoding: [])) { XCTAssertEqual($0 as? ImageDecodingError, .empty) }
    }

    func testNotAnImage() {
        XCTAssertThrowsError(try Image(decoding: Array("just some text\n".utf8))) {
            XCTAssertEqual($0 as? ImageDecodingError, .notAnImage)
        }
    }

    func testTruncatedPNG() throws {
        let bytes = try Fixtures.bytes("hello.png")
        XCTAssertThrowsError(try Image(decoding: Array(bytes.prefix(bytes.count / 2)))) {
            guard case .corrupt(.png, _)? = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
        }
    }

    func testCorruptPNGData() throws {
        var bytes = try Fixtures.bytes("hello.png")
        for i in 60..<200 { bytes[i] ^= 0x5A }
        XCTAssertThrowsError(try Image(decoding: bytes)) {
            guard case .corrupt(.png, _)? = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
        }
    }

    func testTruncatedJPEG() throws {
        let bytes = try Fixtures.bytes("hello.jpg")
        XCTAssertThrowsError(try Image(decoding: Array(bytes.prefix(bytes.count * 2 / 3)))) {
            XCTAssertEqual($0 as? ImageDecodingError, .corrupt(format: .jpeg, detail: "the data ends before the image does"))
        }
    }

    func testTruncatedOtherFormats() throws {
        for (name, format) in [("hello.tif", ImageFileFormat.tiff), ("hello.webp", .webp), ("hello.gif", .gif), ("hello.pgm", .pnm)] {
            let bytes = try Fixtures.bytes(name)
            XCTAssertThrowsError(try Image(decoding: Array(bytes.prefix(bytes.count / 2))), name) {
                guard case .corrupt(let reported, _)? = $0 as? ImageDecodingError else { return XCTFail("\(name): \($0)") }
                XCTAssertEqual(reported, format)
            }
        }
    }

    func testZeroSizePNGHeader() {
        XCTAssertThrowsError(try Image(decoding: Fixtures.pngHeader(width: 0, height: 0))) {
            XCTAssertEqual($0 as? ImageDecodingError, .zeroSize(format: .png))
        }
    }

    /// The header alone is refused: nothing near 40 GB is ever allocated.
    func testHugePNGHeaderIsRefusedBeforeAllocating() {
        XCTAssertThrowsError(try Image(decoding: Fixtures.pngHeader(width: 200_000, height: 200_000))) {
            XCTAssertEqual($0 as? ImageDecodingError, .tooLarge(format: .png, width: 200_000, height: 200_000))
            XCTAssertEqual("\($0)", "the PNG image is 200000x200000 (40000 megapixels); the limit is 100 megapixels")
        }
    }

    func testHugeJPEGHeaderIsRefusedBeforeAllocating() {
        XCTAssertThrowsError(try Image(decoding: Fixtures.jpegHeader(width: 60_000, height: 60_000))) {
            XCTAssertEqual($0 as? ImageDecodingError, .tooLarge(format: .jpeg, width: 60_000, height: 60_000))
        }
    }

    func testRunLengthBMPIsReportedNotCrashed() throws {
        // BMP with RLE8 compression: header of a 4x1 8-bit image declaring compression 1.
        var bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 52)
        bmp[10] = 54; bmp[14] = 40; bmp[18] = 4; bmp[22] = 1; bmp[26] = 1; bmp[28] = 8; bmp[30] = 1
        XCTAssertThrowsError(try Image(decoding: bmp)) {
            guard case .corrupt(.bmp, _)? = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
        }
    }

    func testFormatComesFromMagicBytes() {
        XCTAssertEqual(ImageFileFormat(magic: Array("GIF89a".utf8)), .gif)
        XCTAssertEqual(ImageFileFormat(magic: Array("P5\n".utf8)), .pnm)
        XCTAssertEqual(ImageFileFormat(magic: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)), .webp)
        XCTAssertNil(ImageFileFormat(magic: Array("Plain text".utf8)))
    }
}

import XCTest
@testable import Recognition

final class ImageDecodingTests: XCTestCase {
    /// The same rendered line in every container format decodes to the same size and similar pixels.
    func testEveryFormatDecodesToTheSameImage() throws {
        let reference = try Fixtures.image("hello.png").grayscale()
        for name in ["hello.jpg", "hello-cmyk.jpg", "hello-exif6.jpg", "hello-exif3.jpg", "hello.tif", "hello.bmp", "hello.pgm", "hello.webp", "hello.gif",
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

    /// A phone's JPEG is shown as its EXIF Orientation tag says, whatever the tag's byte order.
    func testExifOrientationIsFollowed() throws {
        XCTAssertEqual(ExifOrientation.of(jpeg: try Fixtures.bytes("hello-exif6.jpg")), 6)
        XCTAssertEqual(ExifOrientation.of(jpeg: try Fixtures.bytes("hello-exif3.jpg")), 3)
        XCTAssertNil(ExifOrientation.of(jpeg: try Fixtures.bytes("hello.jpg")))
        // An EXIF segment cut short or pointing past its end names no orientation and breaks nothing.
        let exif = try Fixtures.bytes("hello-exif6.jpg")
        for cut in [10, 20, 30] { XCTAssertNil(ExifOrientation.of(jpeg: Array(exif.prefix(cut)))) }
        var wild = exif
        wild[16...19] = [0xFF, 0xFF, 0xFF, 0x7F]  // IFD0 offset far beyond the segment
        XCTAssertNil(ExifOrientation.of(jpeg: wild))
    }

    func testEveryOrientationTurnsBack() {
        // 3×2 pixels numbered row by row; every orientation shows them as the picture was taken.
        let upright = Image(width: 3, height: 2, format: .gray, pixels: [1, 2, 3, 4, 5, 6])
        let stored: [Int: Image] = [
            2: Image(width: 3, height: 2, format: .gray, pixels: [3, 2, 1, 6, 5, 4]),
            3: Image(width: 3, height: 2, format: .gray, pixels: [6, 5, 4, 3, 2, 1]),
            4: Image(width: 3, height: 2, format: .gray, pixels: [4, 5, 6, 1, 2, 3]),
            5: Image(width: 2, height: 3, format: .gray, pixels: [1, 4, 2, 5, 3, 6]),
            6: Image(width: 2, height: 3, format: .gray, pixels: [3, 6, 2, 5, 1, 4]),
            7: Image(width: 2, height: 3, format: .gray, pixels: [6, 3, 5, 2, 4, 1]),
            8: Image(width: 2, height: 3, format: .gray, pixels: [4, 1, 5, 2, 6, 3]),
        ]
        for (orientation, image) in stored {
            let shown = image.oriented(exif: orientation)
            XCTAssertEqual([shown.width, shown.height], [3, 2], "orientation \(orientation)")
            XCTAssertEqual(shown.pixels, upright.pixels, "orientation \(orientation)")
        }
        XCTAssertEqual(upright.oriented(exif: 1).pixels, upright.pixels)
    }

    func testEveryPageOfAMultiPageTIFFDecodes() throws {
        let bytes = try Fixtures.bytes("pages.tif")
        XCTAssertEqual(Image.pageCount(decoding: bytes), 2)
        XCTAssertEqual([try Image(decoding: bytes).width, try Image(decoding: bytes, page: 1).width], [340, 262])
        XCTAssertThrowsError(try Image(decoding: bytes, page: 2))
        XCTAssertEqual(Image.pageCount(decoding: try Fixtures.bytes("hello.tif")), 1)
        XCTAssertEqual(Image.pageCount(decoding: try Fixtures.bytes("hello.png")), 1)
        XCTAssertEqual(Image.pageCount(decoding: Array(bytes.prefix(40))), 1, "a cut TIFF counts as one page, whose decoding then fails")
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

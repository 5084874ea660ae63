import CTesseract
#if canImport(Glibc)
import Glibc
#endif

/// Every non-PNG format, through Leptonica (which wraps libjpeg, libtiff, giflib, libwebp,
/// openjpeg and its own BMP/PNM readers).
enum LeptonicaDecoder {
    /// `page`: of a multi-page TIFF (a scanned document), counted from 0.
    static func decode(_ bytes: [UInt8], format: ImageFileFormat, page: Int = 0) throws(ImageDecodingError) -> Image {
        var reason: UnsafePointer<CChar>?
        guard captext_leptonica_load(&reason) == 0 else { throw .decoderUnavailable(reason.map { String(cString: $0) } ?? "") }
        _ = LeptonicaMessages.silenced
        if format == .jpeg {
            // libjpeg would print "Premature end of JPEG file" and the like on stderr.
            guard let size = JPEGStructure.dimensions(bytes) else {
                throw .corrupt(format: .jpeg, detail: "the data ends before the image does")
            }
            try checkDimensions(format: .jpeg, width: size.width, height: size.height)
        }
        var leptFormat: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        var bitsPerSample: Int32 = 0, samplesPerPixel: Int32 = 0, hasColormap: Int32 = 0
        let headerRead = bytes.withUnsafeBufferPointer {
            pixReadHeaderMem($0.baseAddress, $0.count, &leptFormat, &width, &height,
                             &bitsPerSample, &samplesPerPixel, &hasColormap)
        }
        guard headerRead == 0 else { throw .corrupt(format: format, detail: unreadableDetail(format)) }
        try checkDimensions(format: format, width: Int(width), height: Int(height))

        guard let raw = bytes.withUnsafeBufferPointer({
            page > 0 ? pixReadMemTiff($0.baseAddress, $0.count, Int32(page)) : pixReadMem($0.baseAddress, $0.count)
        }) else {
            throw .corrupt(format: format, detail: unreadableDetail(format))
        }
        let pix = OwnedPix(raw)
        // The header told the first page's size only.
        if page > 0 { try checkDimensions(format: format, width: pix.width, height: pix.height) }
        let isColor = pixGetDepth(raw) == 32 || pixGetColormap(raw) != nil && samplesPerPixel != 1
            || samplesPerPixel >= 3
        guard let converted = isColor ? pixConvertTo32(raw) : pixConvertTo8(raw, 0) else {
            throw .corrupt(format: format, detail: "unsupported pixel layout")
        }
        let normalized = OwnedPix(converted)
        // The header's four samples may be CMYK, which Leptonica decodes to RGB without alpha.
        let hasAlpha = pixGetDepth(raw) == 32 && pixGetSpp(raw) == 4
        _ = pix
        return isColor ? normalized.rgbaImage(hasAlpha: hasAlpha) : normalized.grayImage()
    }

    /// How many pages a TIFF holds (a scanner's or a fax's document); 1 when it cannot tell.
    static func tiffPageCount(_ bytes: [UInt8]) -> Int {
        var reason: UnsafePointer<CChar>?
        guard captext_leptonica_load(&reason) == 0 else { return 1 }
        _ = LeptonicaMessages.silenced
        return bytes.withUnsafeBufferPointer { buffer in
            guard let file = fopenReadFromMemory(buffer.baseAddress, buffer.count) else { return 1 }
            defer { fclose(file) }
            var count: Int32 = 0
            return tiffGetCount(file, &count) == 0 ? max(1, Int(count)) : 1
        }
    }

    private static func unreadableDetail(_ format: ImageFileFormat) -> String {
        format == .bmp ? "or run-length compressed, which Leptonica cannot read" : ""
    }
}

/// Leptonica and libtiff print their diagnostics on stderr ("Warning in pixFindSkew…: max
/// found at sweep edge"); captext reports its own. Touched before any use of Leptonica.
enum LeptonicaMessages {
    static let silenced: Void = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
        typealias SetHandler = @convention(c) (OpaquePointer?) -> OpaquePointer?
        for name in ["TIFFSetErrorHandler", "TIFFSetWarningHandler"] {
            if let symbol = dlsym(nil, name) {
                _ = unsafeBitCast(symbol, to: SetHandler.self)(nil)
            }
        }
    }()
}

/// A Leptonica `Pix` owned by Swift: destroyed exactly once, on every path.
final class OwnedPix {
    let pointer: UnsafeMutablePointer<Pix>

    init(_ pointer: UnsafeMutablePointer<Pix>) { self.pointer = pointer }

    deinit {
        var p: UnsafeMutablePointer<Pix>? = pointer
        pixDestroy(&p)
    }

    var width: Int { Int(pixGetWidth(pointer)) }
    var height: Int { Int(pixGetHeight(pointer)) }

    /// Leptonica stores 8-bit pixels four to a big-endian 32-bit word.
    func grayImage() -> Image {
        let words = pixGetData(pointer)!, wordsPerLine = Int(pixGetWpl(pointer))
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let line = words + y * wordsPerLine
            for x in 0..<width {
                pixels[y * width + x] = UInt8(truncatingIfNeeded: line[x >> 2] >> (24 - 8 * UInt32(x & 3)))
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: pixels)
    }

    /// 32-bit pixels are one word each, red in the most significant byte.
    func rgbaImage(hasAlpha: Bool) -> Image {
        let words = pixGetData(pointer)!, wordsPerLine = Int(pixGetWpl(pointer))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let line = words + y * wordsPerLine
            for x in 0..<width {
                let word = line[x], p = (y * width + x) * 4
                pixels[p] = UInt8(truncatingIfNeeded: word >> 24)
                pixels[p + 1] = UInt8(truncatingIfNeeded: word >> 16)
                pixels[p + 2] = UInt8(truncatingIfNeeded: word >> 8)
                pixels[p + 3] = hasAlpha ? UInt8(truncatingIfNeeded: word) : 255
            }
        }
        return Image(width: width, height: height, format: .rgba, pixels: pixels)
    }
}

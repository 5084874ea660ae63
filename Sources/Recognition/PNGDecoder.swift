import CPNG

/// PNG through libpng's simplified API, which expands interlacing, palettes, 16-bit
/// samples and alpha into plain 8-bit gray or RGBA for us.
enum PNGDecoder {
    static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> Image {
        // The IHDR fields sit at fixed offsets: check them before libpng allocates anything.
        guard bytes.count >= 24 else { throw .corrupt(format: .png, detail: "no image header") }
        let declaredWidth = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let declaredHeight = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        try checkDimensions(format: .png, width: declaredWidth, height: declaredHeight)

        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw .corrupt(format: .png, detail: message(of: image)) }

        let hasColor = image.format & PNG_FORMAT_FLAG_COLOR != 0
        let hasAlpha = image.format & PNG_FORMAT_FLAG_ALPHA != 0
        let format: Image.Format = hasColor || hasAlpha ? .rgba : .gray
        image.format = format == .rgba ? png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA) : png_uint_32(PNG_FORMAT_GRAY)
        // 16-bit files without a gAMA chunk are sRGB in practice, not the linear data libpng assumes.
        image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)

        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * format.rawValue)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(width * format.rawValue), nil)
        }
        guard finished != 0 else { throw .corrupt(format: .png, detail: message(of: image)) }
        return Image(width: width, height: height, format: format, pixels: pixels)
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// Refuses empty images and images over `Image.maxPixelCount` from their header alone.
func checkDimensions(format: ImageFileFormat, width: Int, height: Int) throws(ImageDecodingError) {
    guard width > 0, height > 0 else { throw .zeroSize(format: format) }
    guard width <= Image.maxPixelCount, height <= Image.maxPixelCount, width * height <= Image.maxPixelCount else {
        throw .tooLarge(format: format, width: width, height: height)
    }
}

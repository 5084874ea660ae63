extension Image {
    /// Decodes an image file's bytes; the format comes from the leading bytes. A JPEG is
    /// turned as its EXIF orientation says (`ExifOrientation`).
    /// `page`: of a multi-page TIFF, counted from 0 (see `pageCount(decoding:)`).
    public init(decoding bytes: [UInt8], page: Int = 0) throws(ImageDecodingError) {
        guard !bytes.isEmpty else { throw .empty }
        guard let format = ImageFileFormat(magic: Array(bytes.prefix(16))) else { throw .notAnImage }
        let decoded = format == .png ? try PNGDecoder.decode(bytes) : try LeptonicaDecoder.decode(bytes, format: format, page: page)
        self = format == .jpeg ? decoded.oriented(exif: ExifOrientation.of(jpeg: bytes) ?? 1) : decoded
    }

    /// How many pages an image file holds: a TIFF's count (a scanned document), 1 for anything else.
    public static func pageCount(decoding bytes: [UInt8]) -> Int {
        ImageFileFormat(magic: Array(bytes.prefix(16))) == .tiff ? LeptonicaDecoder.tiffPageCount(bytes) : 1
    }
}

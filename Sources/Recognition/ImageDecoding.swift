extension Image {
    /// Decodes an image file's bytes; the format comes from the leading bytes. A JPEG is
    /// turned as its EXIF orientation says (`ExifOrientation`).
    public init(decoding bytes: [UInt8]) throws(ImageDecodingError) {
        guard !bytes.isEmpty else { throw .empty }
        guard let format = ImageFileFormat(magic: Array(bytes.prefix(16))) else { throw .notAnImage }
        let decoded = format == .png ? try PNGDecoder.decode(bytes) : try LeptonicaDecoder.decode(bytes, format: format)
        self = format == .jpeg ? decoded.oriented(exif: ExifOrientation.of(jpeg: bytes) ?? 1) : decoded
    }
}

extension Image {
    /// Decodes an image file's bytes; the format comes from the leading bytes.
    public init(decoding bytes: [UInt8]) throws(ImageDecodingError) {
        guard !bytes.isEmpty else { throw .empty }
        guard let format = ImageFileFormat(magic: Array(bytes.prefix(16))) else { throw .notAnImage }
        self = format == .png ? try PNGDecoder.decode(bytes) : try LeptonicaDecoder.decode(bytes, format: format)
    }
}

import CZbar

/// A machine-readable code found in an image (QR, EAN, Code 128, …).
public struct DecodedCode: Sendable, Equatable, Codable {
    /// zbar's name for the symbology, e.g. "QR-Code", "EAN-13".
    public let symbology: String
    /// The payload as text (zbar converts QR byte segments to UTF-8).
    public let payload: String
    /// The code's bounding box in the image's pixels.
    public let box: BoundingBox
}

/// Owns a zbar image scanner; reuse one for many images (it keeps its configuration).
/// Not Sendable: use it from one thread.
public final class CodeReader {
    private let scanner: OpaquePointer

    /// zbar's version, loading the library (on first use, see CZbar); nil when it cannot be loaded.
    public static var libraryVersion: String? {
        guard captext_zbar_load(nil) == 0 else { return nil }
        var major: UInt32 = 0, minor: UInt32 = 0, patch: UInt32 = 0
        zbar_version(&major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// nil when libzbar cannot be loaded: codes are then not read (`captext doctor` says so).
    public init?() {
        guard captext_zbar_load(nil) == 0 else { return nil }
        scanner = zbar_image_scanner_create()
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 1)
        // zbar's own text conversion guesses Shift_JIS for UTF-8 byte segments ("Café" → "Caf矇"):
        // take the raw bytes and decode them ourselves.
        zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_BINARY, 1)
    }

    deinit { zbar_image_scanner_destroy(scanner) }

    public func decode(_ image: Image) -> [DecodedCode] {
        guard image.width > 0, image.height > 0 else { return [] }
        let gray = image.grayscale()
        let codes = scan(gray)
        // Dark themes show light codes on dark backgrounds: where the image may hold some, it is
        // scanned again inverted (as zbar's own retry would, but not all of it).
        guard codes.isEmpty, let area = LightOnDarkArea.area(in: gray) else { return codes }
        var inverted = gray.cropped(to: area)
        inverted.invert()
        return scan(inverted).map { DecodedCode(symbology: $0.symbology, payload: $0.payload, box: $0.box.moved(by: area)) }
    }

    private func scan(_ gray: Image) -> [DecodedCode] {
        guard let zimage = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(zimage) }
        zbar_image_set_format(zimage, Self.fourcc("Y800"))
        zbar_image_set_size(zimage, UInt32(gray.width), UInt32(gray.height))
        return gray.pixels.withUnsafeBytes { bytes -> [DecodedCode] in
            // No cleanup handler: the buffer outlives the scan, which ends in this closure.
            zbar_image_set_data(zimage, bytes.baseAddress, UInt(bytes.count), nil)
            guard zbar_scan_image(scanner, zimage) > 0 else { return [] }
            var codes: [DecodedCode] = []
            var symbol = zbar_image_first_symbol(zimage)
            while let current = symbol {
                codes.append(Self.code(from: current))
                symbol = zbar_symbol_next(current)
            }
            return codes
        }
    }

    private static func code(from symbol: OpaquePointer) -> DecodedCode {
        let length = Int(zbar_symbol_get_data_length(symbol))
        let bytes = zbar_symbol_get_data(symbol).map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? []
        let name = String(cString: zbar_get_symbol_name(zbar_symbol_get_type(symbol)))
        let points = (0..<zbar_symbol_get_loc_size(symbol)).map {
            (Int(zbar_symbol_get_loc_x(symbol, $0)), Int(zbar_symbol_get_loc_y(symbol, $0)))
        }
        let xs = points.map(\.0), ys = points.map(\.1)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        let box = BoundingBox(x: minX, y: minY, width: (xs.max() ?? minX) - minX + 1, height: (ys.max() ?? minY) - minY + 1)
        return DecodedCode(symbology: name, payload: payloadText(bytes), box: box)
    }

    /// Nearly every generator writes UTF-8; the QR standard's default is ISO 8859-1.
    private static func payloadText(_ bytes: [UInt8]) -> String {
        String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
    }

    private static func fourcc(_ code: String) -> UInt {
        code.utf8.enumerated().reduce(0) { $0 | UInt($1.element) << (8 * $1.offset) }
    }
}

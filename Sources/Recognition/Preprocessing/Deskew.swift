import CTesseract
import Foundation

/// Photos and scans of documents come tilted by a few degrees, and Tesseract reads tilted
/// lines badly ("northwind-bakery, com" for ".com"). Screen text is never tilted, so this
/// measures the tilt first and turns only a page that clearly has one.
enum Deskew {
    /// Below this the lines are level enough for Tesseract; screen crops of lists and forms
    /// (level by nature) measure up to 0.7° with little confidence.
    static let minimumDegrees = 1.0
    /// Leptonica's score ratio for a believable angle: a tilted paragraph of three lines
    /// scores 2.2, level screen crops below 2 when their angle is off zero.
    static let minimumConfidence: Float = 2.0
    /// A photo's tilt is real (a camera is never held level): its angle counts with less
    /// confidence, which noise, JPEG and uneven light lower (cards and flyers measured 1.3–1.8,
    /// none of them level); 0 means no peak at all.
    static let photoConfidence: Float = 1.0

    /// The clockwise rotation, in degrees, that levels the text lines of a dark-on-light
    /// `gray` page; nil when they are level or no angle is believable.
    static func angle(of gray: Image, minimumConfidence: Float = minimumConfidence) -> Double? {
        measure(gray).flatMap { angle(of: $0, minimumConfidence: minimumConfidence) }
    }

    /// The angle of `measured` when it is believable and large enough to level.
    static func angle(of measured: (degrees: Double, confidence: Float), minimumConfidence: Float) -> Double? {
        measured.confidence >= minimumConfidence && abs(measured.degrees) >= minimumDegrees ? measured.degrees : nil
    }

    /// Leptonica's skew of `gray`'s lines and its confidence (0: no peak, as on a photo whose
    /// small text gives too little signal at the reduced sizes Leptonica measures on); nil
    /// when it cannot measure at all.
    static func measure(_ gray: Image) -> (degrees: Double, confidence: Float)? {
        precondition(gray.format == .gray)
        _ = LeptonicaMessages.silenced
        guard gray.width >= 32, gray.height >= 32, let created = pixCreate(Int32(gray.width), Int32(gray.height), 8) else { return nil }
        let pix = OwnedPix(created)
        let words = pixGetData(pix.pointer)!, wordsPerLine = Int(pixGetWpl(pix.pointer))
        gray.pixels.withUnsafeBufferPointer { source in
            for y in 0..<gray.height {
                let line = words + y * wordsPerLine
                for x in 0..<gray.width {
                    line[x >> 2] |= UInt32(source[y * gray.width + x]) << (24 - 8 * UInt32(x & 3))
                }
            }
        }
        guard let binarized = pixConvertTo1(pix.pointer, 128) else { return nil }
        let binary = OwnedPix(binarized)
        var degrees: Float = 0, confidence: Float = 0
        guard pixFindSkew(binary.pointer, &degrees, &confidence) == 0 else { return nil }
        return (Double(degrees), confidence)
    }

    /// `gray` turned clockwise by `degrees` about its centre onto a canvas large enough to
    /// keep every corner, the uncovered area white.
    static func rotate(_ gray: Image, degrees: Double) -> Image {
        let rotation = PageRotation(degrees: degrees, width: gray.width, height: gray.height)
        let width = rotation.rotatedWidth, height = rotation.rotatedHeight
        var pixels = [UInt8](repeating: 255, count: width * height)
        gray.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                for x in 0..<width {
                    // Bilinear sample of the source point that lands on (x, y).
                    let (sx, sy) = rotation.unrotate(Double(x) + 0.5, Double(y) + 0.5)
                    let fx = sx - 0.5, fy = sy - 0.5
                    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                    guard x0 >= -1, y0 >= -1, x0 < gray.width, y0 < gray.height else { continue }
                    let ax = fx - Double(x0), ay = fy - Double(y0)
                    func at(_ px: Int, _ py: Int) -> Double {
                        px < 0 || py < 0 || px >= gray.width || py >= gray.height ? 255 : Double(source[py * gray.width + px])
                    }
                    let top = at(x0, y0) * (1 - ax) + at(x0 + 1, y0) * ax
                    let bottom = at(x0, y0 + 1) * (1 - ax) + at(x0 + 1, y0 + 1) * ax
                    pixels[y * width + x] = UInt8((top * (1 - ay) + bottom * ay).rounded())
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: pixels)
    }
}

/// A clockwise turn about the image centre onto an enlarged canvas, and its inverse (which
/// maps boxes found on the levelled page back onto the original image).
struct PageRotation: Sendable {
    let cosine: Double, sine: Double
    let width: Int, height: Int
    let rotatedWidth: Int, rotatedHeight: Int

    init(degrees: Double, width: Int, height: Int) {
        let radians = degrees * .pi / 180
        cosine = cos(radians)
        sine = sin(radians)
        self.width = width
        self.height = height
        let w = Double(width), h = Double(height)
        rotatedWidth = Int((w * abs(cosine) + h * abs(sine)).rounded(.up))
        rotatedHeight = Int((w * abs(sine) + h * abs(cosine)).rounded(.up))
    }

    /// The original image's point that the rotation carries to (x, y) on the canvas.
    func unrotate(_ x: Double, _ y: Double) -> (Double, Double) {
        let dx = x - Double(rotatedWidth) / 2, dy = y - Double(rotatedHeight) / 2
        // y grows downwards, so this matrix turns clockwise on screen; its inverse is applied.
        return (dx * cosine + dy * sine + Double(width) / 2, -dx * sine + dy * cosine + Double(height) / 2)
    }
}

/// A page lying on its side or upside down (a scan fed the wrong way, a photo whose camera
/// wrote no orientation, a screenshot of a turned document) reads as a few confident-looking
/// symbols. When a file's reading is unsure, Tesseract's orientation detection (OSD) says how
/// far its text is turned; the page is read again turned upright, and that reading is kept
/// only when it is surer, with its boxes turned back into the file's pixels.
extension ImageAnalyzer {
    /// How much surer the upright reading must be: OSD's orientation guess on a few lines is
    /// weak (confidence 3 on a dialog turned a quarter), the two readings' confidences decide.
    static let surerUpright = 0.1

    /// Below this a photo's reading may be of turned text. A photo's reading is unsure more
    /// often than a screen's (two in five of bench/form-fill's read in English), and OSD costs
    /// half a second on one; read in their languages, the photos of bench/form-fill and the
    /// tune photos of bench/ocr-accuracy read at 0.49 and 0.74 or more upright; the latter,
    /// turned a quarter or half, under 0.5 in 33 readings of 36.
    static let unsurePhoto = 0.5

    /// Whether `reading` of `image`, a file, may be of turned text: unsure or empty. A screen
    /// grab's text stands upright.
    static func mayBeTurned(_ reading: ImageAnalysis, of image: Image, options: AnalysisOptions) -> Bool {
        guard options.windows.isEmpty, options.mode == .auto, options.characters == nil else { return false }
        guard reading.hasText else { return true }
        return reading.meanConfidence < confidentPrimary
            && (reading.meanConfidence < unsurePhoto || !PhotoBackground.isPhotographed(image))
    }

    /// `image` read upright when OSD finds its text turned and that reading is surer than
    /// `reading`, whose codes it keeps (zbar reads codes at any turn: they are not decoded again).
    func uprightReading(of image: Image, replacing reading: ImageAnalysis, options: AnalysisOptions) async throws(RecognitionError) -> ImageAnalysis? {
        let turn = try? await onWorker({ $0.scriptDetector }) { detector in detector.uprightTurn(of: image) }
        guard let turn = turn ?? nil, turn != 0 else { return nil }
        var upright = try await analyzeAsShown(image.oriented(exif: Self.exifOrientation(turningClockwise: turn)),
                                               options: options.textOnly, progress: nil)
        guard upright.hasText,
              upright.meanConfidence >= max(Self.confidentPrimary, reading.meanConfidence + Self.surerUpright) else { return nil }
        let back = { (box: BoundingBox) in box.turnedBack(from: turn, imageWidth: image.width, imageHeight: image.height) }
        upright.blocks = upright.blocks.mappingBoxes(back)
        upright.regions = upright.regions.map { region in
            var region = region
            (region.box, region.cell) = (back(region.box), back(region.cell))
            return region
        }
        (upright.width, upright.height, upright.codes) = (image.width, image.height, reading.codes)
        return upright
    }

    /// The EXIF orientation whose display turns the stored pixels `degrees` clockwise.
    private static func exifOrientation(turningClockwise degrees: Int) -> Int {
        switch degrees {
        case 90: 6
        case 180: 3
        default: 8
        }
    }
}

extension BoundingBox {
    /// This box, found in a `imageWidth`×`imageHeight` image turned `degrees` clockwise, in the
    /// image's own pixels.
    func turnedBack(from degrees: Int, imageWidth: Int, imageHeight: Int) -> BoundingBox {
        switch degrees {
        case 90: BoundingBox(x: y, y: imageHeight - maxX, width: height, height: width)
        case 180: BoundingBox(x: imageWidth - maxX, y: imageHeight - maxY, width: width, height: height)
        case 270: BoundingBox(x: imageWidth - maxY, y: x, width: height, height: width)
        default: self
        }
    }
}

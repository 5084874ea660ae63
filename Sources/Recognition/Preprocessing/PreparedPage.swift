/// Where a prepared page's pixels came from: `prepared = rotated(original) × scale + padding`,
/// the rotation only for a tilted page.
struct PageGeometry: Sendable {
    let rotation: PageRotation?
    let scale: Double
    let padding: Int
    let originalWidth: Int
    let originalHeight: Int

    /// A box on the prepared page in the levelled image's pixels: padding and enlargement
    /// undone, rounded outwards, clamped. Without a tilt this is the original image.
    func levelled(_ box: BoundingBox) -> BoundingBox {
        func back(_ v: Int, limit: Int, roundUp: Bool) -> Int {
            let exact = Double(v - padding) / scale
            return min(max(Int(roundUp ? exact.rounded(.up) : exact.rounded(.down)), 0), limit)
        }
        let width = rotation?.rotatedWidth ?? originalWidth, height = rotation?.rotatedHeight ?? originalHeight
        let x0 = back(box.x, limit: width, roundUp: false), y0 = back(box.y, limit: height, roundUp: false)
        let x1 = back(box.maxX, limit: width, roundUp: true), y1 = back(box.maxY, limit: height, roundUp: true)
        return BoundingBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A levelled box on the prepared page (enlarged and padded): `levelled(_:)` undone.
    func page(_ box: BoundingBox) -> BoundingBox {
        func forth(_ v: Int) -> Int { Int((Double(v) * scale).rounded()) + padding }
        return BoundingBox(x: forth(box.x), y: forth(box.y), width: forth(box.maxX) - forth(box.x), height: forth(box.maxY) - forth(box.y))
    }

    /// A levelled box in the original image's pixels: on a tilted page, the upright box around
    /// the tilted one (clamped to the image).
    func original(levelled box: BoundingBox) -> BoundingBox {
        guard let rotation else { return box }
        let corners = [(box.x, box.y), (box.maxX, box.y), (box.x, box.maxY), (box.maxX, box.maxY)]
            .map { rotation.unrotate(Double($0.0), Double($0.1)) }
        func clamp(_ v: Double, _ limit: Int) -> Int { min(max(Int(v), 0), limit) }
        let x0 = clamp(corners.map(\.0).min()!.rounded(.down), originalWidth)
        let y0 = clamp(corners.map(\.1).min()!.rounded(.down), originalHeight)
        let x1 = clamp(corners.map(\.0).max()!.rounded(.up), originalWidth)
        let y1 = clamp(corners.map(\.1).max()!.rounded(.up), originalHeight)
        return BoundingBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Every (levelled) box of `blocks` in the original image's pixels.
    func original(levelled blocks: [RecognizedBlock]) -> [RecognizedBlock] {
        guard rotation != nil else { return blocks }
        return blocks.mappingBoxes { original(levelled: $0) }
    }
}

/// An image made ready for Tesseract: 8-bit gray, dark text on a light background, text
/// enlarged to the size Tesseract reads best, padded; plus what was learnt on the way.
struct PreparedPage: Sendable {
    let image: Image
    let geometry: PageGeometry
    /// Pixels per inch to tell Tesseract, consistent with the enlarged text.
    let resolution: Int
    /// The segmentation the crop's shape suggests (never `.auto`).
    let suggestedMode: SegmentationMode
    /// A photo made a scan (`PhotoBackground`).
    let isPhotograph: Bool
}

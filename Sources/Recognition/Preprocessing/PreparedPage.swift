/// Where a prepared page's pixels came from: `prepared = original × scale + padding`.
struct PageGeometry: Sendable {
    let scale: Double
    let padding: Int
    let originalWidth: Int
    let originalHeight: Int

    /// A box on the prepared page, in the original image's pixels (clamped to the image).
    func original(_ box: BoundingBox) -> BoundingBox {
        func back(_ v: Int, limit: Int, roundUp: Bool) -> Int {
            let exact = Double(v - padding) / scale
            return min(max(Int(roundUp ? exact.rounded(.up) : exact.rounded(.down)), 0), limit)
        }
        let x0 = back(box.x, limit: originalWidth, roundUp: false), y0 = back(box.y, limit: originalHeight, roundUp: false)
        let x1 = back(box.maxX, limit: originalWidth, roundUp: true), y1 = back(box.maxY, limit: originalHeight, roundUp: true)
        return BoundingBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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
}

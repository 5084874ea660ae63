/// A page split into regions is read region by region; this puts the regions' results back
/// together in the page's pixels.
enum RegionReading {
    /// One analysis of the whole page from its regions' analyses, in the regions' order; each
    /// block names its region. Its languages are every region's, in the order first used.
    static func merge(_ readings: [ImageAnalysis], layout: PageLayout, of image: Image,
                      codes: [DecodedCode]) -> ImageAnalysis {
        var blocks: [RecognizedBlock] = []
        var languages: [String] = []
        for language in readings.flatMap(\.languages) where !languages.contains(language) { languages.append(language) }
        for (index, reading) in readings.enumerated() {
            let origin = layout.cropBox(index)
            for var block in reading.blocks.mappingBoxes({ $0.moved(by: origin) }) {
                block.region = index
                blocks.append(block)
            }
        }
        var merged = ImageAnalysis(width: image.width, height: image.height, languages: languages, blocks: blocks,
                                   codes: codes, regions: layout.regions)
        merged.unreadableScripts = Array(Set(readings.flatMap(\.unreadableScripts))).sorted()
        return merged
    }
}

extension PageLayout {
    /// Region `index` cut from `image` with only its own background around its text: any
    /// part of another window reaching into its box (an overlapping corner), its pictures, and whatever of
    /// another colour the crop's edge cuts through in the margin (the edge of a banner, a
    /// neighbouring window's text), and a line the page's edge cuts, are painted over; a comma
    /// or an accent in the margin stays.
    func image(ofRegion index: Int, in image: Image) -> Image {
        let pictures = picturesOfRegion[index]
        return Self.painted(image.cropped(to: cropBox(index)), at: cropBox(index), text: regions[index].box,
                            reversed: cursorsOverCharacters) { x, y in
            panels.isForeign(x: x, y: y, to: panelOfRegion[index]) || pictures.contains { $0.contains(x: x, y: y) }
                || cutRows.contains(y: y, imageHeight: image.height)
        }
    }

    /// The box around all of the page's text, with the margin a region's crop has.
    var textCropBox: BoundingBox {
        let text = BoundingBox(enclosing: regions.map(\.box))
        let margin = (regions.map(\.textHeight).max() ?? 0) / 2 + 2
        let x0 = max(text.x - margin, 0), y0 = max(text.y - margin, 0)
        let x1 = min(text.maxX + margin, inkMask.width), y1 = min(text.maxY + margin, inkMask.height)
        return BoundingBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The whole page with its pictures and what its edge cuts through painted over as above
    /// (the edge of a panel or a window the crop caught, a cut line), for a page of one region read whole.
    func imagePainted(_ image: Image) -> Image {
        let page = BoundingBox(x: 0, y: 0, width: image.width, height: image.height)
        let pictures = picturesOfRegion.joined()
        return Self.painted(image, at: page, text: BoundingBox(enclosing: regions.map(\.box)), reversed: cursorsOverCharacters) { x, y in
            pictures.contains { $0.contains(x: x, y: y) } || cutRows.contains(y: y, imageHeight: image.height)
        }
    }

    /// `crop`, cut from the page at `box`, with the pixels `isForeign` (in page pixels) and
    /// the other colours reaching in from its edge outside `own` (the text's box) painted in
    /// the colour the text stands on, and the blocks `reversed` (in page pixels) shown in the
    /// text's colours again: what was their colour now that background, the rest like ink.
    private static func painted(_ crop: Image, at box: BoundingBox, text own: BoundingBox, reversed: [BoundingBox],
                                isForeign: (Int, Int) -> Bool) -> Image {
        var crop = crop
        // Its text's box in the crop, with the descenders and commas that stand a little outside.
        let text = BoundingBox(x: own.x - box.x - 2, y: own.y - box.y - 2, width: own.width + 4, height: own.height + 4)
        let fill = ColourContrast.dominantColour(crop.cropped(to: text))
        let channels = crop.format.rawValue, width = crop.width, height = crop.height
        var paint = [Bool](repeating: false, count: width * height)
        crop.pixels.withUnsafeBufferPointer { pixels in
            func isOther(_ i: Int) -> Bool {
                !text.contains(x: i % width, y: i / width)
                    && fill.distance(to: BackgroundMap.Colour(pixels, pixel: i, channels: channels)) > BackgroundMap.inkDistance
            }
            paint = edgeReached(width: width, height: height, starts: isOther, passes: isOther)
        }
        for i in paint.indices where !paint[i] && isForeign(box.x + i % width, box.y + i / width) { paint[i] = true }
        let value = [fill.red, fill.green, fill.blue, 255].map(UInt8.init)
        for i in paint.indices where paint[i] {
            for c in 0..<channels { crop.pixels[i * channels + c] = channels == 1 ? value[0] : value[c] }
        }
        for block in reversed {
            let local = BoundingBox(x: block.x - box.x, y: block.y - box.y, width: block.width, height: block.height)
                .clipped(width: width, height: height)
            guard local.width > 0, local.height > 0 else { continue }
            let colour = ColourContrast.dominantColour(crop.cropped(to: local))
            let sum = [fill.red + colour.red, fill.green + colour.green, fill.blue + colour.blue]
            for y in local.y..<local.maxY {
                for x in local.x..<local.maxX {
                    let i = (y * width + x) * channels
                    for c in 0..<min(channels, 3) { crop.pixels[i + c] = UInt8(clamping: sum[c] - Int(crop.pixels[i + c])) }
                }
            }
        }
        return crop
    }
}

/// A page split into regions is read region by region; this puts the regions' results back
/// together in the page's pixels.
enum RegionReading {
    /// One analysis of the whole page from its regions' analyses, in the regions' order; each
    /// block names its region.
    static func merge(_ readings: [ImageAnalysis], layout: PageLayout, of image: Image,
                      languages: [String], codes: [DecodedCode]) -> ImageAnalysis {
        var blocks: [RecognizedBlock] = []
        for (index, reading) in readings.enumerated() {
            let origin = layout.cropBox(index)
            for var block in reading.blocks {
                block.offset(dx: origin.x, dy: origin.y)
                block.region = index
                blocks.append(block)
            }
        }
        return ImageAnalysis(width: image.width, height: image.height, languages: languages, blocks: blocks,
                             codes: codes, regions: layout.regions)
    }
}

extension BoundingBox {
    mutating func offset(dx: Int, dy: Int) { x += dx; y += dy }
}

extension RecognizedBlock {
    mutating func offset(dx: Int, dy: Int) {
        box.offset(dx: dx, dy: dy)
        for p in paragraphs.indices {
            paragraphs[p].box.offset(dx: dx, dy: dy)
            for l in paragraphs[p].lines.indices {
                paragraphs[p].lines[l].box.offset(dx: dx, dy: dy)
                for w in paragraphs[p].lines[l].words.indices { paragraphs[p].lines[l].words[w].box.offset(dx: dx, dy: dy) }
            }
        }
    }
}

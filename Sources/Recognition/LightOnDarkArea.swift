/// Where a gray image may hold light marks on a dark background (a dark theme's QR code): the
/// only part worth decoding again inverted when the image, decoded as it is, holds no code.
/// zbar's own inverted retry scanned all of a screen again: half of its time on a screen of
/// light windows on a black desktop, where nothing can be found so.
///
/// The image is cut in square tiles. Along each row of a tile, the runs of light and of dark
/// pixels between two others (not cut by the tile's edge) are the marks and the gaps between
/// them: light marks on dark are no longer than the dark between them, where dark text on a
/// light background (a window's edge beside a black desktop included) has the long light gaps
/// between thin dark strokes. A code's modules are as long either way.
enum LightOnDarkArea {
    static let tile = 32
    /// Marks within this many pixels of the area are inside it: a code's quiet zone and modules
    /// larger than a tile's half.
    static let margin = 2 * tile
    /// Light and dark differ by this much at least in a tile with marks.
    static let contrast = 64

    /// The box around every tile with light marks on dark, widened by `margin`; nil when there is none.
    static func area(in gray: Image) -> BoundingBox? {
        let columns = (gray.width + tile - 1) / tile, rows = (gray.height + tile - 1) / tile
        var boxes: [BoundingBox] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let box = BoundingBox(x: column * tile, y: row * tile, width: tile, height: tile).clipped(width: gray.width, height: gray.height)
                if hasLightMarksOnDark(gray, box) { boxes.append(box) }
            }
        }
        guard !boxes.isEmpty else { return nil }
        let around = BoundingBox(enclosing: boxes)
        return BoundingBox(x: around.x - margin, y: around.y - margin, width: around.width + 2 * margin,
                           height: around.height + 2 * margin).clipped(width: gray.width, height: gray.height)
    }

    private static func hasLightMarksOnDark(_ gray: Image, _ box: BoundingBox) -> Bool {
        let (darkest, lightest) = gray.levels(in: box)
        guard Int(lightest) - Int(darkest) >= contrast else { return false }
        let middle = (Int(lightest) + Int(darkest)) / 2
        // Lengths of the runs between two others, light and dark, and how many light ones.
        var lightLength = 0, darkLength = 0, lightMarks = 0, darkPixels = 0
        for y in box.y..<box.maxY {
            var runStart = box.x, runIsLight = Int(gray.pixels[y * gray.width + box.x]) > middle
            for x in box.x...box.maxX {
                let isLight = x < box.maxX && Int(gray.pixels[y * gray.width + x]) > middle
                if x < box.maxX && !isLight { darkPixels += 1 }
                guard x == box.maxX || isLight != runIsLight else { continue }
                if runStart > box.x && x < box.maxX {
                    if runIsLight { lightLength += x - runStart; lightMarks += 1 } else { darkLength += x - runStart }
                }
                (runStart, runIsLight) = (x, isLight)
            }
        }
        return lightMarks >= 8 && 4 * lightLength <= 5 * darkLength && 10 * darkPixels >= 3 * box.width * box.height
    }
}

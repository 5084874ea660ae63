import XCTest
@testable import Recognition

/// How a page is split into regions before recognition, on drawn pages whose layout is known:
/// blocks of ink stand in for glyphs, so every gap and colour is exact.
final class PageLayoutTests: XCTestCase {
    private struct Canvas {
        var image: Image

        init(width: Int, height: Int, background: (UInt8, UInt8, UInt8)) {
            image = Image(width: width, height: height, format: .rgba,
                          pixels: Array((0..<width * height).map { _ in [background.0, background.1, background.2, 255] }.joined()))
        }

        mutating func fill(_ box: BoundingBox, _ colour: (UInt8, UInt8, UInt8)) {
            for y in box.y..<box.maxY {
                for x in box.x..<box.maxX {
                    let p = (y * image.width + x) * 4
                    (image.pixels[p], image.pixels[p + 1], image.pixels[p + 2]) = colour
                }
            }
        }

        /// Lines of "words" (glyphs 6×10, 2 px apart, words 6 px apart, all of it times `scale`) from (x, y).
        mutating func text(x: Int, y: Int, lines: [[Int]], colour: (UInt8, UInt8, UInt8), pitch: Int = 16, scale: Double = 1) {
            let size = { (length: Int) in Int((Double(length) * scale).rounded()) }
            for (row, words) in lines.enumerated() {
                var left = x
                for letters in words {
                    for _ in 0..<letters {
                        fill(BoundingBox(x: left, y: y + row * pitch, width: size(6), height: size(10)), colour)
                        left += size(8)
                    }
                    left += size(6)
                }
            }
        }
    }

    private let black: (UInt8, UInt8, UInt8) = (20, 20, 20), white: (UInt8, UInt8, UInt8) = (250, 250, 250)
    private let paragraph = Array(repeating: [5, 3, 7, 4, 6, 2, 5], count: 6)

    func testWindowsSideBySideAreReadApartLeftFirst() {
        var page = Canvas(width: 760, height: 160, background: (60, 70, 90))
        page.fill(BoundingBox(x: 10, y: 10, width: 350, height: 130), white)
        page.fill(BoundingBox(x: 390, y: 10, width: 350, height: 130), (30, 30, 30))
        page.text(x: 20, y: 20, lines: paragraph, colour: black)
        page.text(x: 400, y: 20, lines: paragraph, colour: (220, 220, 220))
        let regions = PageLayout(page.image).regions
        XCTAssertEqual(regions.map(\.kind), [.panel, .panel])
        XCTAssertEqual(regions.map(\.box.x), [20, 400])
    }

    /// Windows packed a few pixels apart on a desktop (closer than a tile of the background
    /// map) are still apart: labels in one beside a paragraph in the next are no table row.
    func testWindowsPackedCloserThanATileAreReadApart() {
        var page = Canvas(width: 760, height: 300, background: (30, 30, 40))
        page.fill(BoundingBox(x: 10, y: 10, width: 200, height: 130), white)
        page.fill(BoundingBox(x: 216, y: 10, width: 500, height: 130), (244, 244, 244))
        page.fill(BoundingBox(x: 10, y: 145, width: 200, height: 130), white)
        page.text(x: 20, y: 20, lines: Array(repeating: [5], count: 6), colour: black)
        page.text(x: 226, y: 20, lines: paragraph, colour: black)
        page.text(x: 20, y: 155, lines: Array(repeating: [4, 3], count: 6), colour: black)
        let layout = PageLayout(page.image)
        XCTAssertEqual(layout.panels.rectangles, [BoundingBox(x: 10, y: 10, width: 200, height: 130),
                                                  BoundingBox(x: 216, y: 10, width: 500, height: 130),
                                                  BoundingBox(x: 10, y: 145, width: 200, height: 130)])
        XCTAssertEqual(layout.regions.map(\.box.x), [20, 226, 20])
    }

    func testTwoColumnsOfRunningTextAreTwoRegions() {
        var page = Canvas(width: 720, height: 140, background: white)
        page.text(x: 10, y: 10, lines: paragraph, colour: black)
        page.text(x: 370, y: 10, lines: paragraph, colour: black)
        let regions = PageLayout(page.image).regions
        XCTAssertEqual(regions.map(\.kind), [.column, .column])
        XCTAssertEqual(regions.map(\.box.x), [10, 370])
    }

    /// An article's last column, shorter than the first (two lines, CSS columns balance no
    /// better), is a column too: its lines are not joined to the first column's. Two lines
    /// that start lower, or narrower than the column's lines, are no column's end.
    func testAShortLastColumnIsAColumn() {
        func regions(rightAt y: Int, lines: [[Int]]) -> [Int] {
            var page = Canvas(width: 720, height: 140, background: white)
            page.text(x: 10, y: 10, lines: paragraph, colour: black)
            page.text(x: 370, y: y, lines: lines, colour: black)
            return PageLayout(page.image).regions.map(\.box.x)
        }
        XCTAssertEqual(regions(rightAt: 10, lines: [paragraph[0], [5, 3]]), [10, 370])
        XCTAssertEqual(regions(rightAt: 42, lines: [paragraph[0], [5, 3]]), [10])
        XCTAssertEqual(regions(rightAt: 10, lines: [[5, 3], [4]]), [10])
    }

    /// Labels beside their values (a settings dialog, options beside their descriptions)
    /// stay rows: the label column is no running text.
    func testLabelsBesideValuesStayOneRegion() {
        var page = Canvas(width: 600, height: 140, background: white)
        page.text(x: 10, y: 10, lines: Array(repeating: [5], count: 6), colour: black)
        page.text(x: 200, y: 10, lines: paragraph, colour: black)
        XCTAssertEqual(PageLayout(page.image).regions.count, 1)
    }

    /// A code editor: its file list on a panel a few levels lighter than the text beside it
    /// (#252526 beside #1e1e1e), lines of another pitch. Read as rows, each file name was joined
    /// to a line of code. The step of the background cuts them apart; the same page on one
    /// background, on a gradient, or with a line drawn down the gap (a table's rule) stays rows.
    func testAFileListOnAPanelOfAnotherShadeIsReadApart() {
        func regions(sidebar: (UInt8, UInt8, UInt8), draw: (inout Canvas) -> Void = { _ in }) -> [Int] {
            var page = Canvas(width: 700, height: 220, background: (30, 30, 30))
            page.fill(BoundingBox(x: 0, y: 0, width: 200, height: 220), sidebar)
            draw(&page)
            page.text(x: 10, y: 10, lines: [[8], [7], [4, 5], [6, 5], [5, 5], [5], [7, 5], [6, 2]], colour: (204, 204, 204), pitch: 22)
            page.text(x: 240, y: 9, lines: Array(paragraph.prefix(4)) + [[4, 5, 6], [2, 5, 8, 3], [9, 4, 4]] + Array(paragraph.prefix(3)),
                      colour: (212, 212, 212), pitch: 19)
            return PageLayout(page.image).regions.map(\.box.x)
        }
        XCTAssertEqual(regions(sidebar: (37, 37, 38)), [10, 240])
        XCTAssertEqual(regions(sidebar: (30, 30, 30)), [10])
        XCTAssertEqual(regions(sidebar: (30, 30, 30)) { page in
            for x in 0..<700 { page.fill(BoundingBox(x: x, y: 0, width: 1, height: 220), (UInt8(20 + x / 35), UInt8(20 + x / 35), 30)) }
        }, [10])
        XCTAssertEqual(regions(sidebar: (30, 30, 30)) { $0.fill(BoundingBox(x: 220, y: 0, width: 1, height: 220), (60, 60, 60)) }, [10])
    }

    /// Cards side by side (a pricing page: white on #f5f7fa, framed by a line or not, or only
    /// framed on the page's own colour), their lines meeting row by row: each card is read
    /// whole. A table's cells framed each, 2 px apart, stay rows.
    func testCardsSideBySideAreReadApart() {
        func regions(page: (UInt8, UInt8, UInt8), card: (UInt8, UInt8, UInt8), frame: (UInt8, UInt8, UInt8)?,
                     width: Int = 200, spacing: Int = 20) -> [Int] {
            var canvas = Canvas(width: 3 * width + 2 * spacing + 40, height: 150, background: page)
            for index in 0..<3 {
                let box = BoundingBox(x: 20 + index * (width + spacing), y: 15, width: width, height: 120)
                if let frame { canvas.fill(box, frame) }
                canvas.fill(BoundingBox(x: box.x + 1, y: box.y + 1, width: width - 2, height: 118), card)
                canvas.text(x: box.x + 16, y: box.y + 16, lines: [[7], [4, 6], [5, 3, 2], [8, 3]], colour: black, pitch: 22)
            }
            return PageLayout(canvas.image).regions.map(\.box.x)
        }
        let grey: (UInt8, UInt8, UInt8) = (245, 247, 250), line: (UInt8, UInt8, UInt8) = (228, 231, 235)
        XCTAssertEqual(regions(page: grey, card: (255, 255, 255), frame: line), [36, 256, 476])
        XCTAssertEqual(regions(page: grey, card: (255, 255, 255), frame: nil), [36, 256, 476])
        XCTAssertEqual(regions(page: (255, 255, 255), card: (255, 255, 255), frame: line), [36, 256, 476])
        XCTAssertEqual(regions(page: (255, 255, 255), card: (255, 255, 255), frame: line, spacing: 2).count, 1)
    }

    /// A file list's rows striped a few levels apart (#f6f8fa and white) stay one region: a
    /// step between rows is no panel's edge (each row came out a paragraph of its own).
    func testRowsStripedAFewLevelsApartStayOneRegion() {
        var page = Canvas(width: 600, height: 170, background: (255, 255, 255))
        for row in stride(from: 1, to: 8, by: 2) { page.fill(BoundingBox(x: 0, y: 10 + row * 20, width: 600, height: 20), (246, 248, 250)) }
        page.text(x: 10, y: 15, lines: Array(repeating: [8, 2, 5], count: 8), colour: black, pitch: 20)
        page.text(x: 300, y: 15, lines: Array(repeating: [4, 3], count: 8), colour: black, pitch: 20)
        XCTAssertEqual(PageLayout(page.image).regions.count, 1)
    }

    /// An invoice's head: a letterhead's address and, far to the right, its number and dates,
    /// whose lines do not meet row by row, are read each whole; the table under them, whose
    /// cells pair up row by row across the same gap, stays rows.
    func testBlocksSideBySideWhoseRowsDoNotMeetAreReadApart() {
        var page = Canvas(width: 700, height: 200, background: white)
        page.text(x: 10, y: 10, lines: Array(repeating: [5, 6, 4], count: 5), colour: black)
        page.text(x: 450, y: 19, lines: Array(repeating: [4, 5], count: 4), colour: black, pitch: 23)
        page.text(x: 10, y: 120, lines: Array(repeating: [8], count: 3), colour: black, pitch: 20)
        page.text(x: 600, y: 120, lines: Array(repeating: [3], count: 3), colour: black, pitch: 20)
        let regions = PageLayout(page.image).regions
        XCTAssertEqual(regions.map { [$0.box.x, $0.box.y] }, [[10, 10], [450, 19], [10, 120]])
        XCTAssertEqual(regions.last?.box.maxX, 600 + 3 * 8 - 2)
    }

    /// A boarding pass: its flight and date in large type, beside them its boarding time, gate
    /// and seat in small type, three rows beside two: read apart, the large block first. Labels
    /// beside larger values on the same centre lines, as far apart, stay rows.
    func testBlocksOfDifferentSizesSideBySideAreReadApart() {
        var page = Canvas(width: 560, height: 120, background: white)
        page.text(x: 10, y: 10, lines: [[6, 2, 4], [9, 4]], colour: black, pitch: 33, scale: 2.2)
        page.text(x: 320, y: 8, lines: [[8, 5], [4, 3], [4, 3]], colour: black, pitch: 26, scale: 1.6)
        XCTAssertEqual(PageLayout(page.image).regions.map { [$0.box.x, $0.box.y] }, [[10, 10], [320, 8]])

        var form = Canvas(width: 560, height: 120, background: white)
        form.text(x: 10, y: 14, lines: [[6], [9], [4]], colour: black, pitch: 33, scale: 1.6)
        form.text(x: 200, y: 10, lines: [[4, 3], [9, 4], [2, 4]], colour: black, pitch: 33, scale: 2.2)
        XCTAssertEqual(PageLayout(form.image).regions.count, 1)
    }

    /// A dashed rule down the page (a boarding pass's stub) is no text: Tesseract read its
    /// dashes as `ı`, a region of their own. A column of lone letters a line apart stays text.
    func testADashedRuleIsNoText() {
        var page = Canvas(width: 500, height: 140, background: white)
        page.text(x: 10, y: 10, lines: paragraph, colour: black)
        for y in stride(from: 8, to: 120, by: 7) { page.fill(BoundingBox(x: 420, y: y, width: 2, height: 5), black) }
        XCTAssertEqual(PageLayout(page.image).regions.map(\.box.x), [10])
        // Narrow letters as tall as small ones, one a line (x-height apart at least).
        var list = Canvas(width: 500, height: 140, background: white)
        list.text(x: 10, y: 10, lines: paragraph, colour: black)
        for y in stride(from: 12, to: 120, by: 20) { list.fill(BoundingBox(x: 420, y: y, width: 2, height: 8), black) }
        XCTAssertEqual(PageLayout(list.image).regions.map(\.box.maxX).max(), 422)
    }

    /// A heading over two columns comes first, then the left column whole, then the right.
    func testHeadingOverTwoColumnsIsReadBeforeThem() {
        var page = Canvas(width: 720, height: 180, background: white)
        page.text(x: 10, y: 10, lines: [[9, 7]], colour: black)
        page.text(x: 10, y: 40, lines: paragraph, colour: black)
        page.text(x: 370, y: 40, lines: paragraph, colour: black)
        let regions = PageLayout(page.image).regions
        // The heading may be read alone or with the left column, whose first line it stands over.
        XCTAssertEqual(regions.first?.box.y, 10)
        XCTAssertEqual(regions.last.map { [$0.box.x, $0.box.y] }, [370, 40])
        XCTAssertTrue(regions.dropLast().allSatisfy { $0.box.maxX < 370 })
    }

    /// A window lying over another: the text of each is assigned to its own, and the lower
    /// window's crop has the upper one's corner painted over.
    func testOverlappingWindowsSeparateExactly() {
        var page = Canvas(width: 800, height: 300, background: (0, 0, 0))
        page.fill(BoundingBox(x: 400, y: 10, width: 380, height: 280), (30, 30, 30))
        page.text(x: 410, y: 20, lines: Array(repeating: [5, 3, 7, 4, 6, 2], count: 16), colour: (220, 220, 220))
        page.fill(BoundingBox(x: 10, y: 150, width: 500, height: 140), white)
        page.text(x: 20, y: 170, lines: paragraph, colour: black)
        let layout = PageLayout(page.image)
        XCTAssertEqual(layout.regions.count, 2)
        let lower = try! XCTUnwrap(layout.regions.firstIndex { $0.box.x >= 400 })
        XCTAssertLessThan(layout.regions[lower].box.y, 150, "the lower window's region starts above the upper window")
        let crop = layout.image(ofRegion: lower, in: page.image)
        let box = layout.cropBox(lower)
        // A pixel of the upper (white) window inside the lower window's crop is painted dark.
        let (x, y) = (505 - box.x, 200 - box.y)
        XCTAssertLessThan(crop.pixels[(y * crop.width + x) * 4], 100)
    }

    /// Buttons of several colours in a row, each text of a hue close in brightness to its
    /// button: each button is a region of its own, whose crop shows only its colour around
    /// the text. Their edges cut through the background map's squares, which alone mixed the
    /// buttons with the page into one blob.
    func testColouredButtonsInARowAreReadOneByOne() {
        var page = Canvas(width: 380, height: 50, background: (246, 246, 246))
        let buttons: [(x: Int, width: Int, fill: (UInt8, UInt8, UInt8), ink: (UInt8, UInt8, UInt8))] = [
            (4, 74, (118, 72, 167), (42, 42, 138)), (88, 80, (240, 160, 48), (255, 255, 255)),
            (178, 120, (53, 155, 62), (192, 48, 48)), (308, 63, (85, 130, 85), (26, 74, 26)),
        ]
        for button in buttons {
            page.fill(BoundingBox(x: button.x, y: 9, width: button.width, height: 29), button.fill)
            // Letters of thin strokes: a button's text covers less of it than its colour does.
            for letter in 0..<(button.width - 24) / 6 {
                page.fill(BoundingBox(x: button.x + 12 + 6 * letter, y: 18, width: 2, height: 10), button.ink)
            }
        }
        let layout = PageLayout(page.image)
        XCTAssertEqual(layout.regions.map(\.box.x), buttons.map { $0.x + 12 })
        guard layout.regions.count == buttons.count else { return }
        for (index, button) in buttons.enumerated() {
            let crop = layout.image(ofRegion: index, in: page.image)
            XCTAssertEqual(ColourContrast.dominantColour(crop), BackgroundMap.Colour(red: Int(button.fill.0), green: Int(button.fill.1), blue: Int(button.fill.2)))
            XCTAssertEqual(crop.pixels[0..<3].map(Int.init), [button.fill.0, button.fill.1, button.fill.2].map(Int.init),
                           "the page around button \(index) is painted in its colour")
        }
    }

    /// The cells of a table drawn with thin rules are no buttons: each is a region, row by
    /// row, each row left to right, and knows its place in the table.
    func testRuledTableIsCutIntoItsCellsRowByRow() {
        var page = Canvas(width: 400, height: 140, background: white)
        for row in 0...4 { page.fill(BoundingBox(x: 10, y: 10 + 26 * row, width: 361, height: 1), (176, 176, 176)) }
        for column in 0...3 { page.fill(BoundingBox(x: 10 + 120 * column, y: 10, width: 1, height: 105), (176, 176, 176)) }
        for row in 0..<4 {
            for column in 0..<3 { page.text(x: 20 + 120 * column, y: 18 + 26 * row, lines: [[4, 3]], colour: black) }
        }
        let regions = PageLayout(page.image).regions
        XCTAssertEqual(regions.map(\.kind), Array(repeating: .cell, count: 12))
        XCTAssertEqual(regions.compactMap(\.table).map { [$0.table, $0.row, $0.column] },
                       (0..<4).flatMap { row in (0..<3).map { [0, row, $0] } })
        // Each cell is what lies inside its rules.
        XCTAssertEqual(regions.first?.cell, BoundingBox(x: 11, y: 11, width: 119, height: 25))
    }

    /// Rules that do not close into a grid (an underline, a separator under a heading) are no table.
    func testRulesThatDrawNoGridAreNoTable() {
        var page = Canvas(width: 400, height: 140, background: white)
        for row in 0...2 { page.fill(BoundingBox(x: 10, y: 10 + 40 * row, width: 361, height: 1), (176, 176, 176)) }
        page.text(x: 20, y: 20, lines: [[4, 3], [5, 2]], colour: black)
        XCTAssertTrue(PageLayout(page.image).regions.allSatisfy { $0.table == nil })
    }

    func testAnEmptyPageHasNoRegions() {
        XCTAssertTrue(PageLayout(Canvas(width: 200, height: 100, background: white).image).regions.isEmpty)
    }

    /// The left edge of an entry field the crop cut, beside a label: painted, not read as "|".
    func testAThinStrokeAsTallAsTwoLinesIsAPictureNotText() throws {
        var page = Canvas(width: 400, height: 80, background: white)
        page.text(x: 10, y: 10, lines: [[5, 3], [4, 6]], colour: black)
        let field = BoundingBox(x: 130, y: 8, width: 2, height: 22)
        page.fill(field, (40, 90, 200))
        let layout = PageLayout(page.image)
        XCTAssertEqual(layout.regions.count, 1)
        XCTAssertEqual(layout.picturesOfRegion, [[field]])
    }

    func testManyLinesAreCutIntoBandsThroughBlankRows() throws {
        var page = Canvas(width: 400, height: 160, background: white)
        page.text(x: 10, y: 10, lines: paragraph + paragraph.prefix(2), colour: black)
        let layout = PageLayout(page.image)
        let region = try XCTUnwrap(layout.regions.first)
        let bands = layout.bands(of: layout.cropBox(0), textHeight: region.textHeight, count: 2)
        // Eight lines 16 px apart from y = 10, glyphs 10 px tall: one cut, in the gap after the fourth.
        XCTAssertEqual(bands.count, 2)
        XCTAssertEqual(bands[0].maxY, bands[1].y)
        XCTAssertTrue((10 + 3 * 16 + 10...10 + 4 * 16).contains(bands[1].y), "\(bands)")
        XCTAssertEqual(bands.first?.y, layout.cropBox(0).y)
        XCTAssertEqual(bands.last?.maxY, layout.cropBox(0).maxY)
        XCTAssertEqual(layout.bands(of: layout.cropBox(0), textHeight: region.textHeight, count: 1).count, 1)
    }

    /// An xterm as the X server gives it: its 1 px border inked down every row of its box.
    /// The border is a frame, not text: the window is still cut into bands (it was read on one
    /// core while the other idled, bench/live-text).
    func testAWindowsBorderDoesNotKeepItsLinesFromBands() throws {
        var page = Canvas(width: 420, height: 180, background: white)
        let window = BoundingBox(x: 0, y: 0, width: 420, height: 170)
        for edge in [BoundingBox(x: 0, y: 0, width: 420, height: 1), BoundingBox(x: 0, y: 0, width: 1, height: 170),
                     BoundingBox(x: 419, y: 0, width: 1, height: 170), BoundingBox(x: 0, y: 169, width: 420, height: 1)] {
            page.fill(edge, black)
        }
        page.text(x: 3, y: 3, lines: paragraph + paragraph.prefix(2), colour: black)
        let layout = PageLayout(page.image, windows: [window])
        let region = try XCTUnwrap(layout.regions.first)
        XCTAssertEqual(layout.bands(of: layout.cropBox(0), textHeight: region.textHeight, count: 2).count, 2, "\(layout.cropBox(0))")
    }

    func testFewLinesOrAShortLineAtTheCutStayWhole() throws {
        var five = Canvas(width: 400, height: 100, background: white)
        five.text(x: 10, y: 10, lines: Array(paragraph.prefix(5)), colour: black)
        let fewLines = PageLayout(five.image)
        XCTAssertEqual(fewLines.bands(of: fewLines.cropBox(0), textHeight: fewLines.regions[0].textHeight, count: 2).count, 1)
        // A paragraph's short last line where the ink is halved: no cut beside it (Tesseract
        // took a block beginning with a short line for steep rows).
        var short = Canvas(width: 400, height: 120, background: white)
        short.text(x: 10, y: 10, lines: Array(paragraph.prefix(3)) + [[2]] + Array(paragraph.prefix(3)), colour: black)
        let shortLine = PageLayout(short.image)
        let bands = shortLine.bands(of: shortLine.cropBox(0), textHeight: shortLine.regions[0].textHeight, count: 2)
        XCTAssertEqual(bands.count, 1, "\(bands)")
    }
}

import Foundation
@testable import Recognition
import XCTest

final class CodeReaderTests: XCTestCase {
    private var reader: CodeReader!

    override func setUpWithError() throws {
        reader = try XCTUnwrap(CodeReader(), "libzbar cannot be loaded")
    }

    func testTheLibraryIsLoadedOnFirstUse() {
        XCTAssertEqual(CodeReader.libraryVersion?.split(separator: ".").count, 3)
    }

    func testDecodesURLPayloadWithItsBox() throws {
        let (image, codeBox) = try renderQR("qr-url", moduleSize: 4, margin: 40)
        let codes = reader.decode(image)
        XCTAssertEqual(codes.map(\.payload), ["https://example.org/captext?q=1"])
        XCTAssertEqual(codes.first?.symbology, "QR-Code")
        let code = try XCTUnwrap(codes.first)
        XCTAssertEqual(Double(code.box.x), Double(codeBox.minX), accuracy: 4)
        XCTAssertEqual(Double(code.box.y), Double(codeBox.minY), accuracy: 4)
        XCTAssertEqual(Double(code.box.width), Double(codeBox.width), accuracy: 8)
    }

    func testKeepsNonASCIIPayloadsIntact() throws {
        XCTAssertEqual(reader.decode(try renderQR("qr-korean").image).map(\.payload), ["전화 02-123-4567"])
        XCTAssertEqual(reader.decode(try renderQR("qr-wifi").image).map(\.payload),
                       ["WIFI:T:WPA;S:Café Wi-Fi;P:p@ss w0rd;;"])
        XCTAssertEqual(reader.decode(try renderQR("qr-latin1").image).map(\.payload), ["Café crème"])
    }

    func testReadsLightCodeOnDarkBackgroundInRGBA() throws {
        let gray = try renderQR("qr-url", inverted: true).image
        let rgba = Image(width: gray.width, height: gray.height, format: .rgba,
                         pixels: gray.pixels.flatMap { [$0, $0, $0, 255] })
        XCTAssertEqual(reader.decode(rgba).map(\.payload), ["https://example.org/captext?q=1"])
    }

    /// A dark panel's light code on a light page: the page is scanned again inverted only
    /// around the panel, and the code's box is in the page's pixels.
    func testReadsLightCodeOnADarkPanelOfALightPage() throws {
        let (code, codeBox) = try renderQR("qr-url", inverted: true)
        let (width, height, panel) = (900, 600, (x: 560, y: 300))
        var pixels = [UInt8](repeating: 250, count: width * height)
        for y in 0..<code.height {
            pixels.replaceSubrange((panel.y + y) * width + panel.x..<(panel.y + y) * width + panel.x + code.width,
                                   with: code.pixels[y * code.width..<(y + 1) * code.width])
        }
        // Dark strokes of text elsewhere on the page.
        for line in 0..<6 { for x in stride(from: 40, to: 460, by: 7) { for y in 0..<9 { pixels[(60 + 24 * line + y) * width + x] = 30 } } }
        let page = Image(width: width, height: height, format: .gray, pixels: pixels)
        let area = try XCTUnwrap(LightOnDarkArea.area(in: page))
        XCTAssertGreaterThanOrEqual(area.x, 460, "the text strokes are dark on light")
        let codes = reader.decode(page)
        XCTAssertEqual(codes.map(\.payload), ["https://example.org/captext?q=1"])
        XCTAssertEqual(Double(try XCTUnwrap(codes.first).box.x), Double(panel.x) + codeBox.minX, accuracy: 4)
        XCTAssertEqual(Double(try XCTUnwrap(codes.first).box.y), Double(panel.y) + codeBox.minY, accuracy: 4)
    }

    /// Light windows of dark text on a black desktop (captext capture --screen under Xvfb) hold
    /// nothing light on dark: not scanned again inverted at all.
    func testLightWindowsOnABlackDesktopAreNotScannedInverted() throws {
        for name in ["terminal-on-dark-desktop.png", "terminal-edge.png"] {
            XCTAssertNil(LightOnDarkArea.area(in: try Fixtures.image(name).grayscale()), name)
        }
        let dark = try Fixtures.image("dark.png").grayscale()
        XCTAssertEqual(LightOnDarkArea.area(in: dark), BoundingBox(x: 0, y: 0, width: dark.width, height: dark.height),
                       "light text on a dark background")
    }

    func testFindsNothingInAnImageWithoutCodes() {
        let noise = Image(width: 64, height: 48, format: .gray, pixels: (0..<64 * 48).map { UInt8($0 * 37 % 256) })
        XCTAssertEqual(reader.decode(noise), [])
        XCTAssertEqual(reader.decode(Image(width: 0, height: 0, format: .gray, pixels: [])), [])
    }

    /// Draws a qrencode ASCII fixture as pixels (dark modules black unless inverted).
    private func renderQR(_ name: String, moduleSize: Int = 3, margin: Int = 24, inverted: Bool = false)
        throws -> (image: Image, box: CGRect) {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures"))
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { row in
            stride(from: 0, to: row.count, by: 2).map { row[row.index(row.startIndex, offsetBy: $0)] == "#" }
        }
        let modules = rows.count
        let side = modules * moduleSize + 2 * margin
        let (ink, paper): (UInt8, UInt8) = inverted ? (255, 20) : (0, 255)
        var pixels = [UInt8](repeating: paper, count: side * side)
        for (r, row) in rows.enumerated() {
            for (c, dark) in row.enumerated() where dark {
                for dy in 0..<moduleSize {
                    let start = (margin + r * moduleSize + dy) * side + margin + c * moduleSize
                    pixels.replaceSubrange(start..<start + moduleSize, with: repeatElement(ink, count: moduleSize))
                }
            }
        }
        let extent = modules * moduleSize
        return (Image(width: side, height: side, format: .gray, pixels: pixels),
                CGRect(x: margin, y: margin, width: extent, height: extent))
    }
}

import Foundation
import XCTest

final class ReadCommandTests: XCTestCase {
    private let hello = "Invoice 2024-117 is due on Friday"

    func testHelpDocumentsTheExitCodes() throws {
        let result = try Captext.run(["read", "--help"])
        XCTAssertEqual(result.status, 0)
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(help.contains("Exit status: 0 text was found"), help)
        XCTAssertTrue(help.contains("1 no text was found"), help)
        XCTAssertTrue(help.contains("2 an error"), help)
    }

    /// A usage error exits 2, as the help says, for the synchronous commands and the others.
    func testUsageErrorsExitWithTwo() throws {
        for arguments in [["read", "--bogus"], ["read"], ["detect", "--bogus"], ["type", "--bogus"]] {
            let result = try Captext.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains("Usage: captext"), result.stderr)
        }
    }

    func testPrintsTheTextAndNothingElse() throws {
        let result = try Captext.run(["read", Captext.fixture("hello.png")])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, hello + "\n")
        XCTAssertEqual(result.stderr, "")
    }

    /// libtesseract (and the curl/TLS stack it pulls in) is loaded when pixels are read, not
    /// at every start: `detect` runs without it (the loader's own trace says what it loaded).
    func testHeavyLibrariesAreLoadedOnlyWhenUsed() throws {
        func loaderTrace(_ arguments: [String], stdin: Data? = nil) throws -> String {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-ld-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try Captext.run(arguments, stdin: stdin, environment: ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": directory.path + "/trace"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .map { try String(contentsOfFile: directory.appendingPathComponent($0).path, encoding: .utf8) }.joined()
        }
        let onFirstUse = ["libtesseract.so", "liblept.so", "libzbar.so", "libpangocairo", "libCaptextPhoneNumber.so"]
        let email = try loaderTrace(["detect", "--type", "email"], stdin: Data("write to ada@example.org".utf8))
        for library in onFirstUse {
            XCTAssertFalse(email.contains(library), "detect --type email loaded \(library)")
        }
        let phone = try loaderTrace(["detect", "--type", "phone"], stdin: Data("call (415) 555-0134".utf8))
        XCTAssertTrue(phone.contains("file=libCaptextPhoneNumber.so [0];  dynamically loaded by"), "detect --type phone did not load libphonenumber")
        XCTAssertFalse(phone.contains("libtesseract.so"), "detect --type phone loaded libtesseract")
        // Leptonica comes in as Tesseract's dependency; codes are looked for with --json.
        let read = try loaderTrace(["read", "--json", Captext.fixture("hello.png")])
        for library in ["libtesseract.so.5", "liblept.so.5", "libzbar.so.0"] {
            XCTAssertTrue(read.contains("file=\(library) [0];"), "read did not load \(library)")
        }
    }

    /// Leptonica's own diagnostics ("Warning in pixFindSkewSweepAndSearchScorePivot") never
    /// reach stderr: a tiny cell whose skew search warns is read with stderr empty.
    func testLibraryDiagnosticsStayQuiet() throws {
        let result = try Captext.run(["read", Captext.fixture("table-cell.png")])
        XCTAssertEqual(result.stderr, "")
        XCTAssertFalse(result.stdout.isEmpty)
    }

    func testReadsStandardInput() throws {
        let bytes = try Data(contentsOf: Captext.fixtures.appendingPathComponent("hello.jpg"))
        let result = try Captext.run(["read", "-"], stdin: bytes)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, hello + "\n")
    }

    func testNoTextExitsWithOne() throws {
        let result = try Captext.run(["read", Captext.fixture("blank.png")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }

    func testMissingFile() throws {
        try assertOneLineError(["read", "/nonexistent/scan.png"], contains: "/nonexistent/scan.png: No such file or directory")
    }

    func testDirectoryIsNotAnImage() throws {
        try assertOneLineError(["read", Captext.fixtures.path], contains: "Is a directory")
    }

    func testTextFileIsNotAnImage() throws {
        let path = try Captext.temporaryFile("notes.png", Data("shopping list\n".utf8))
        try assertOneLineError(["read", path], contains: "notes.png: not an image")
    }

    func testEndlessInputIsRefusedAtOnce() throws {
        try assertOneLineError(["read", "/dev/zero"], contains: "/dev/zero: not an image")
    }

    func testEmptyStandardInput() throws {
        try assertOneLineError(["read", "-"], stdin: Data(), contains: "(stdin): empty input, not an image")
    }

    func testTruncatedPNG() throws {
        let bytes = try Data(contentsOf: Captext.fixtures.appendingPathComponent("hello.png"))
        let path = try Captext.temporaryFile("cut.png", bytes.prefix(bytes.count / 2))
        try assertOneLineError(["read", path], contains: "cut.png: corrupt or truncated PNG image")
    }

    func testTruncatedJPEG() throws {
        let bytes = try Data(contentsOf: Captext.fixtures.appendingPathComponent("hello.jpg"))
        let path = try Captext.temporaryFile("cut.jpg", bytes.prefix(bytes.count / 2))
        try assertOneLineError(["read", path], contains: "cut.jpg: corrupt or truncated JPEG image")
    }

    /// A hand-made PNG header claiming 0×0, and one claiming 50000×50000 (refused before allocating).
    func testZeroAndHugeDimensions() throws {
        let zero = try Captext.temporaryFile("zero.png", Data(pngHeader(width: 0, height: 0)))
        try assertOneLineError(["read", zero], contains: "zero.png: the PNG image has zero width or height")
        let huge = try Captext.temporaryFile("huge.png", Data(pngHeader(width: 50_000, height: 50_000)))
        try assertOneLineError(["read", huge], contains: "huge.png: the PNG image is 50000x50000 (2500 megapixels); the limit is 100 megapixels")
    }

    func testUnknownLanguage() throws {
        try assertOneLineError(["read", "--lang", "english", Captext.fixture("hello.png")],
                               contains: "unknown language code 'english'")
    }

    func testUninstalledLanguageNamesItsPackage() throws {
        let tessdata = ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata", "/usr/share/tessdata"]
            .first { FileManager.default.fileExists(atPath: $0) } ?? "/usr/share/tesseract-ocr/5/tessdata"
        let candidates = ["fra", "spa", "ita", "por", "nld", "pol", "swe", "tur", "ces", "hun", "fin", "ukr"]
        let absent = try XCTUnwrap(candidates.first { !FileManager.default.fileExists(atPath: "\(tessdata)/\($0).traineddata") },
                                   "every candidate language is installed")
        try assertOneLineError(["read", "--lang", "eng+\(absent)", Captext.fixture("hello.png")],
                               contains: "language data for '\(absent)' is missing: apt-get install tesseract-ocr-\(absent)")
    }

    func testUnreadableTessdata() throws {
        try assertOneLineError(["read", Captext.fixture("hello.png")], environment: ["TESSDATA_PREFIX": "/nonexistent/tessdata"],
                               contains: "tessdata directory '/nonexistent/tessdata' is not readable")
    }

    /// The language data loads while the images are decoded: damaged data is still one line,
    /// before any image's text or error.
    func testCorruptLanguageDataIsOneErrorForSeveralImages() throws {
        let tessdata = FileManager.default.temporaryDirectory.appendingPathComponent("captext-corrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tessdata, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tessdata) }
        let installed = try XCTUnwrap(["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata", "/usr/share/tessdata"]
            .map { "\($0)/eng.traineddata" }.first { FileManager.default.fileExists(atPath: $0) })
        try Data(contentsOf: URL(fileURLWithPath: installed)).prefix(100_000).write(to: tessdata.appendingPathComponent("eng.traineddata"))
        try assertOneLineError(["read", "--lang", "eng", Captext.fixture("hello.png"), "/nonexistent.png", Captext.fixture("paragraphs.png")],
                               environment: ["TESSDATA_PREFIX": tessdata.path],
                               contains: "language data 'eng' in \(tessdata.path) could not be loaded (unreadable or corrupt)")
    }

    func testLanguageFromEnvironment() throws {
        let result = try Captext.run(["read", Captext.fixture("japanese.png")], environment: ["CAPTEXT_LANG": "jpn"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "設定を保存しました\n")
    }

    func testBatchWithOneCorruptFileReadsTheOthers() throws {
        let bytes = try Data(contentsOf: Captext.fixtures.appendingPathComponent("hello.png"))
        let corrupt = try Captext.temporaryFile("broken.png", bytes.prefix(200))
        let result = try Captext.run(["read", Captext.fixture("hello.png"), corrupt, Captext.fixture("paragraphs.png")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, """
            ==> \(Captext.fixture("hello.png")) <==
            \(hello)

            ==> \(Captext.fixture("paragraphs.png")) <==
            Your order has shipped.
            It should arrive on Monday.

            Questions? Reply to this email
            and we will help you.

            """)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("captext: \(corrupt): corrupt or truncated PNG image") ?? false, result.stderr)
    }

    /// The word "Friday" is boxed exactly over its ink in hello.pgm (the same pixels as hello.png).
    func testJSONBoxOfAKnownWordLandsOnItsPixels() throws {
        let result = try Captext.run(["read", "--json", Captext.fixture("hello.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["text"] as? String, hello)
        let blocks = try XCTUnwrap(document["blocks"] as? [[String: Any]])
        let words = blocks.flatMap { ($0["paragraphs"] as? [[String: Any]]) ?? [] }
            .flatMap { ($0["lines"] as? [[String: Any]]) ?? [] }
            .flatMap { ($0["words"] as? [[String: Any]]) ?? [] }
        let friday = try XCTUnwrap(words.first { $0["text"] as? String == "Friday" })
        let box = try XCTUnwrap(friday["box"] as? [String: Int])
        let confidence = try XCTUnwrap(friday["confidence"] as? Double)
        XCTAssertGreaterThan(confidence, 0.8)

        let ink = try inkBoxOfLastWord(pgm: Captext.fixtures.appendingPathComponent("hello.pgm"))
        XCTAssertEqual(box["x"]!, ink.minX, accuracy: 2)
        XCTAssertEqual(box["x"]! + box["width"]!, ink.maxX + 1, accuracy: 2)
        XCTAssertEqual(box["y"]!, ink.minY, accuracy: 2)
        XCTAssertEqual(box["y"]! + box["height"]!, ink.maxY + 1, accuracy: 2)
    }

    func testJSONForSeveralImagesIsAnArrayInOrder() throws {
        let result = try Captext.run(["read", "--json", Captext.fixture("hello.png"), "/nonexistent.png", Captext.fixture("blank.png")])
        XCTAssertEqual(result.status, 2)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["file"] as? String }, [Captext.fixture("hello.png"), "/nonexistent.png", Captext.fixture("blank.png")])
        XCTAssertEqual(entries[0]["text"] as? String, hello)
        XCTAssertEqual(entries[1]["error"] as? String, "No such file or directory")
        XCTAssertEqual(entries[2]["text"] as? String, "")
    }

    /// A scanner's multi-page TIFF: every page is read, as plain tesseract does (captext read
    /// the first alone); from standard input, which can be read once, the first page.
    func testEveryPageOfAMultiPageTIFFIsRead() throws {
        let pages = Captext.fixture("pages.tif")
        let text = try Captext.run(["read", pages])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, """
            ==> \(pages) (page 1) <==
            \(hello)

            ==> \(pages) (page 2) <==
            Your order has shipped.
            It should arrive on Monday.

            Questions? Reply to this email
            and we will help you.

            """)
        let json = try Captext.run(["read", "--json", pages])
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["page"] as? Int }, [1, 2])
        XCTAssertEqual(entries.map { $0["file"] as? String }, [pages, pages])
        XCTAssertEqual(entries[1]["width"] as? Int, 262)
        let piped = try Captext.run(["read", "-"], stdin: try Data(contentsOf: URL(fileURLWithPath: pages)))
        XCTAssertEqual(piped.stdout, hello + "\n")
    }

    private func assertOneLineError(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                                    contains expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Captext.run(arguments, stdin: stdin, environment: environment)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("captext: "), result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(expected), "\(result.stderr) lacks \(expected)", file: file, line: line)
    }

    private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let body = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + body + bigEndian(~crc)
    }

    /// The ink of the last word on a one-line plain (ASCII, P2) PGM: columns with ink split by gaps over 4 px.
    private func inkBoxOfLastWord(pgm url: URL) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let fields = try String(contentsOf: url, encoding: .ascii).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        let (width, height) = (fields[0], fields[1])
        let pixels = Array(fields[3...])
        let inkColumns = (0..<width).filter { x in (0..<height).contains { pixels[$0 * width + x] < 128 } }
        var start = try XCTUnwrap(inkColumns.last)
        for x in inkColumns.reversed() where start - x <= 4 { start = x }
        let end = inkColumns.last!
        let rows = (0..<height).filter { y in (start...end).contains { pixels[y * width + $0] < 128 } }
        return (start, end, rows.first!, rows.last!)
    }
}

import Foundation
import Synchronization
import XCTest
@testable import Recognition

/// Real Tesseract on real images (Tests/Fixtures); the languages are those `install.sh --test` installs.
final class OCREngineTests: XCTestCase {
    private func read(_ name: String, languages: [String] = ["eng"], mode: SegmentationMode = .auto) throws -> ImageAnalysis {
        try OCREngine(languages: languages, tessdata: .locate()).analyze(Fixtures.image(name), options: AnalysisOptions(mode: mode))
    }

    func testCleanLineIsReadExactly() throws {
        XCTAssertEqual(try read("hello.png").text, "Invoice 2024-117 is due on Friday")
    }

    /// Each language an engine loads would sort Tesseract's universal ambiguity table, which only
    /// the legacy engine reads (a third of a cold crop's CPU): libtesseract's call reaches
    /// captext's stand-in instead, once per language.
    func testEnginesSkipTheLegacyEnginesAmbiguityTable() throws {
        let before = TesseractLibrary.skippedAmbiguityTables
        let engine = try OCREngine(languages: ["kor", "eng"], tessdata: .locate())
        XCTAssertEqual(try engine.analyze(Fixtures.image("hello.png")).text, "Invoice 2024-117 is due on Friday")
        XCTAssertGreaterThanOrEqual(TesseractLibrary.skippedAmbiguityTables, before + 2)
    }

    /// Tesseract hands each line to its LSTM as a PNG in memory, compressed at zlib's default
    /// level (4 % of a whole screen's CPU): Leptonica's request for it reaches captext's
    /// stand-in, which stores the lines uncompressed.
    func testLineImagesReachTheLSTMUncompressed() throws {
        let before = TesseractLibrary.storedLineImages
        XCTAssertEqual(try read("hello.png").text, "Invoice 2024-117 is due on Friday")
        XCTAssertGreaterThan(TesseractLibrary.storedLineImages, before)
    }

    func testEveryContainerFormatReadsTheSameText() throws {
        let engine = try OCREngine(languages: ["eng"], tessdata: .locate())
        for name in ["hello.jpg", "hello.tif", "hello.bmp", "hello.pgm", "hello.webp", "hello.gif",
                     "interlaced.png", "palette.png", "gray16.png", "transparent.png", "hello-cmyk.jpg", "transparent.webp",
                     "hello-exif6.jpg", "hello-exif3.jpg"] {
            XCTAssertEqual(try engine.analyze(Fixtures.image(name)).text, "Invoice 2024-117 is due on Friday", name)
        }
    }

    /// A screenshot of a card window on the black root window (captext capture --screen under
    /// Xvfb, cropped to 1000x500): the window's edge down the right side used to join every
    /// line into one, read in single-line mode as "caer".
    func testWindowEdgeBesideTheTextKeepsTheLines() throws {
        let lines = try read("card-window-edge.png").text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Maria Keller")
        XCTAssertTrue(lines.contains("Phone: (415) 555-0132"), "\(lines)")
    }

    func testLinesAndParagraphsKeepTheirStructure() throws {
        XCTAssertEqual(try read("paragraphs.png").text, """
            Your order has shipped.
            It should arrive on Monday.

            Questions? Reply to this email
            and we will help you.
            """)
    }

    /// A crop whose edge cuts through a line (a selection dragged a little too far) reads its
    /// whole lines only: the part of a line read as junk (`ana 1am saaill haln rent`, `rr`).
    /// A line the edge only grazes (its descenders cut) is read.
    func testALineTheCropsEdgeCutsThroughIsLeftOut() async throws {
        let page = try Fixtures.image("paragraphs.png")
        let analyzer = try ImageAnalyzer(languages: ["eng"])
        func lines(rows: Range<Int>) async throws -> [String] {
            let crop = page.cropped(to: BoundingBox(x: 0, y: rows.lowerBound, width: page.width, height: rows.count))
            return try await analyzer.analyze(crop).text.split(separator: "\n").map(String.init)
        }
        // "and we will help you." stands on rows 91-105, "Your order has shipped." on 15-29.
        let upperPart = try await lines(rows: 0..<97), lowerPart = try await lines(rows: 24..<page.height)
        XCTAssertEqual(upperPart, ["Your order has shipped.", "It should arrive on Monday.", "Questions? Reply to this email"])
        XCTAssertEqual(lowerPart, ["It should arrive on Monday.", "Questions? Reply to this email", "and we will help you."])
        let descendersCut = try await lines(rows: 0..<102)
        XCTAssertEqual(descendersCut.last?.hasPrefix("and we will help"), true, "\(descendersCut)")
    }

    /// A code editor's file list stands on a panel only a few levels lighter than the code
    /// beside it: each file name was read joined to a line of code (`Parser.swift var sections`).
    func testAFileListBesideCodeIsReadApart() async throws {
        let lines = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("code-editor.png")).text.split(separator: "\n")
        XCTAssertEqual(Array(lines.prefix(8)), ["EXPLORER", "Sources", "main.swift", "Parser.swift", "Lexer.swift", "Tests", "Package.swift", "README.md"])
        XCTAssertTrue(lines.contains("func loadSections(from path: String) throws -> [Section] {"), "\(lines)")
    }

    /// A chat's reply of two lines, white on a blue bubble 54 px tall: its outline, taken for
    /// ink, framed the text (`=xactly`, `f you are late.`).
    func testTwoLinesOnABubbleAreReadWhole() async throws {
        let lines = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("chat-bubble.png")).text.split(separator: "\n")
        XCTAssertEqual(lines, ["Exactly. Call me on 0117 496 0123", "if you are late."])
    }

    /// The lines read from `fixture`'s `rows`, cut through a line at the top or the bottom.
    private func linesOfCut(_ fixture: String, rows: Range<Int>, languages: String...) async throws -> [String] {
        let page = try Fixtures.image(fixture)
        let crop = page.cropped(to: BoundingBox(x: 0, y: rows.lowerBound, width: page.width, height: rows.count))
        return try await ImageAnalyzer(languages: languages).analyze(crop).text.split(separator: "\n").map(String.init)
    }

    /// A line cut below its small letters' tops keeps its capital and `h` as short as its `r`,
    /// `a`, `s`: its glyphs' heights are a whole line's small letters'; Tesseract reads it
    /// unsure (`Ifastl`), and it is left out.
    func testALineCutBelowItsSmallLettersTopsIsLeftOut() async throws {
        // "Trash" stands on rows 2-12, its small letters on rows 6-12.
        let lines = try await linesOfCut("gesture-list-dark.png", rows: 7..<178, languages: "eng")
        XCTAssertEqual(lines.first, "Turns volume up or down", "\(lines)")
    }

    /// Vietnamese tones over the cut letters stand further from the edge than their cut stems
    /// (`thể`, `gỡ`): the cut line is still left out, not read as `LhÄn~ thÄ G4 HÀ`.
    func testACutLineWithTonesAboveItsStemsIsLeftOut() async throws {
        // "không thể gỡ bỏ văn lệnh postrm…" stands on rows 58-70.
        let lines = try await linesOfCut("vietnamese-dim.png", rows: 0..<64, languages: "vie")
        XCTAssertEqual(lines.last, "bị hỏng do chương trình chạy sau khi cài đặt thất bại", "\(lines)")
    }

    /// What of a cut line is no glyph of the layout (kana cut off their strokes, a fragment
    /// apart from its letter) is painted over with the rest, not read as `にヽ ー 品`.
    func testTheFragmentsOfACutLineAreNotRead() async throws {
        // The first line stands on rows 2-13.
        let lines = try await linesOfCut("japanese-dialog.png", rows: 8..<106, languages: "jpn")
        XCTAssertEqual(lines.first, "にデフォルトオプションを使用する。デフォルトが見つから", "\(lines)")
    }

    /// The line under a cut one opens with accents over its letters (`0  nếu ổn,`): its
    /// letters' height, not the accents', tells the cut line's glyphs are parts.
    func testACutLineAboveAccentedLettersIsLeftOut() async throws {
        // "Trạng thái thoát:" stands on rows 2-18.
        let lines = try await linesOfCut("vietnamese-help.png", rows: 10..<205, languages: "vie")
        // Its `0` reads as `9` either way (plain tesseract's too).
        XCTAssertEqual(lines.first.map { String($0.dropFirst()) }, " nếu ổn,", "\(lines)")
    }

    /// Katakana cut through the middle keep strokes as tall as a whole line's `ー` and dakuten:
    /// the cut line's tallest glyph, half the whole line's, tells it (not `づブーぐへ所`).
    func testACutLineOfKatakanaIsLeftOut() async throws {
        // "ブーベ島" stands on rows 206-223.
        let lines = try await linesOfCut("japanese-list.png", rows: 0..<215, languages: "jpn")
        XCTAssertEqual(lines.last, "ブータン", "\(lines)")
    }

    /// A heading cut at the top on a blue bar: the dots below its letters (`dịch`, `trợ`) stand
    /// apart beyond the cut stems, and are the cut line's, not the next line's.
    func testTheDotsBelowACutLineAreLeftOutWithIt() async throws {
        // "Chưa biên dịch để hỗ trợ HTTPS" stands on the bar, rows 0-20.
        let lines = try await linesOfCut("vietnamese-list.png", rows: 10..<110, languages: "vie")
        XCTAssertEqual(lines.first, "Theo lô-gíc không thể với đến các phần trong getftp()", "\(lines)")
    }

    /// A Korean line cut through its syllables: the lower jamo under the cut strokes do not
    /// run into the edge, but belong to the cut characters; the line is left out, not read as
    /// `“Uiㄴ 갑교그 -\ ㄴ급견`.
    func testAKoreanLineCutThroughItsSyllablesIsLeftOut() async throws {
        let lines = try await linesOfCut("korean-help-terminal.png", rows: 9..<92, languages: "kor", "eng")
        XCTAssertEqual(lines.first?.hasPrefix("경고: --preserve-context"), true, "\(lines)")
        XCTAssertEqual(lines.count, 4, "\(lines)")
    }

    /// A photographed flyer's dotted zeros (DejaVu Sans Mono) blur into rings Tesseract reads as
    /// `6`: `563.555.6190`. Looked at, they are zeros.
    func testDottedZerosOfAPhotographedNumberAreZeros() async throws {
        let text = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("photographed-flyer.jpg")).text
        XCTAssertTrue(text.contains("Cell 503.555.0190"), text)
    }

    /// Cards whose sides the bottom edge cuts: the sides are no cut line as tall as the cards,
    /// and the bottom row's text is read.
    func testCardsCutByTheBottomEdgeKeepTheirText() async throws {
        let text = try await ImageAnalyzer(languages: ["deu"]).analyze(Fixtures.image("german-cards.png")).text
        for line in ["KONTROLLE", "wie --format=v7", "Standardausgabe"] {
            XCTAssertTrue(text.contains(line), text)
        }
    }

    func testSmallLightTextOnDarkTheme() throws {
        XCTAssertLessThanOrEqual(characterErrorRate(try read("dark.png").text,
                                                    reference: "make: *** No rule to make target 'install'.  Stop."), 0.03)
    }

    func testJapaneseHasNoSpacesBetweenCharacters() throws {
        XCTAssertEqual(try read("japanese.png", languages: ["jpn"]).text, "設定を保存しました")
    }

    func testChineseHasNoSpacesBetweenCharacters() throws {
        XCTAssertEqual(try read("chinese.png", languages: ["chi_sim"]).text, "保存设置后重新启动应用程序")
    }

    func testKoreanKeepsOnlyItsWordSpace() throws {
        XCTAssertEqual(try read("korean.png", languages: ["kor"]).text, "설정을 저장했습니다")
    }

    func testVietnameseDiacriticsAreIntactAndComposed() throws {
        let text = try read("vietnamese.png", languages: ["vie"]).text
        XCTAssertEqual(text, "Tiếng Việt có dấu đầy đủ")
        XCTAssertEqual(Array(text.unicodeScalars), Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
    }

    /// A serif `đặt` at equal luminance, which `vie` alone reads `đạt` or `đật` once enlarged.
    func testVietnameseSerifMarksReadWithTheScriptModel() throws {
        let text = try read("vietnamese-serif.png", languages: ["vie"]).text
        XCTAssertEqual(text.components(separatedBy: "đặt").count - 1, 4, text)
    }

    /// Read whole, a Vietnamese image is read by the script model and by `vie` apart on two
    /// cores, run by run the surer: `đối số` on a low-contrast list, which the script model and
    /// the two read as one model (`Vietnamese+vie`) both take for `đổi số`.
    func testVietnameseReadWholeIsReadByItsScriptModelAndItsLanguageApart() async throws {
        let text = try await ImageAnalyzer(languages: ["vie"]).analyze(Fixtures.image("vietnamese-low-contrast.png")).text
        XCTAssertTrue(text.contains("không thể khớp một đối số đơn bên trong"), text)
    }

    /// A Vietnamese image of many lines is read in bands, one per worker (two here, whatever the
    /// machine): each band by the script model alone, as `Vietnamese` reads it, not by the mixed
    /// model (`dạng Lại`, `thu hối`).
    func testVietnameseBandsAreReadByTheScriptModelAlone() async throws {
        let image = try Fixtures.image("vietnamese-terminal.png")
        let text = try await ImageAnalyzer(languages: ["vie"], maxWorkers: 2).analyze(image).text
        XCTAssertTrue(text.contains("chỉ định dạng lại những dòng"), text)
        XCTAssertTrue(text.contains("thu hồi các hàm chẩn đoán"), text)
        let scriptModelAlone = try await ImageAnalyzer(languages: ["Vietnamese"], maxWorkers: 2).analyze(image).text
        XCTAssertEqual(text, scriptModelAlone)
    }

    func testBlankImageHasNoText() throws {
        let analysis = try read("blank.png")
        XCTAssertFalse(analysis.hasText)
        XCTAssertEqual(analysis.text, "")
    }

    /// The box of a known word covers that word's ink in the original image, not the enlarged one.
    func testWordBoxLandsOnTheWordsPixels() throws {
        let image = try Fixtures.image("hello.png").grayscale()
        let analysis = try read("hello.png")
        let word = try XCTUnwrap(analysis.words.first { $0.text == "Friday" })
        // Ink columns of the original image, grouped into words by gaps wider than 4 px.
        var inkColumns: [Int] = []
        for x in 0..<image.width where (0..<image.height).contains(where: { image.pixels[$0 * image.width + x] < 128 }) {
            inkColumns.append(x)
        }
        var wordSpans: [(Int, Int)] = []
        for x in inkColumns {
            if let last = wordSpans.last, x - last.1 <= 4 { wordSpans[wordSpans.count - 1].1 = x } else { wordSpans.append((x, x)) }
        }
        let lastWord = try XCTUnwrap(wordSpans.last)
        XCTAssertEqual(word.box.x, lastWord.0, accuracy: 2)
        XCTAssertEqual(word.box.maxX, lastWord.1 + 1, accuracy: 2)
        let inkRows = (0..<image.height).filter { y in (lastWord.0...lastWord.1).contains { image.pixels[y * image.width + $0] < 128 } }
        XCTAssertEqual(word.box.y, try XCTUnwrap(inkRows.first), accuracy: 2)
        XCTAssertEqual(word.box.maxY, try XCTUnwrap(inkRows.last) + 1, accuracy: 2)
        XCTAssertGreaterThan(word.confidence, 0.8)
    }

    func testUnknownLanguageCode() {
        XCTAssertThrowsError(try OCREngine(languages: ["xx_bogus"], tessdata: .locate())) {
            XCTAssertEqual($0 as? RecognitionError, .unknownLanguage("xx_bogus"))
        }
    }

    func testMissingLanguageNamesTheDebianPackage() throws {
        let tessdata = Tessdata.locate()
        let absent = try XCTUnwrap(TesseractLanguages.known.sorted().first { !tessdata.isInstalled($0) })
        XCTAssertThrowsError(try OCREngine(languages: ["eng", absent], tessdata: tessdata)) {
            XCTAssertEqual($0 as? RecognitionError, .missingLanguage(absent))
            XCTAssertEqual("\($0)", "language data for '\(absent)' is missing: apt-get install tesseract-ocr-\(absent.replacingOccurrences(of: "_", with: "-"))")
        }
    }

    func testUnreadableTessdataDirectory() {
        XCTAssertThrowsError(try OCREngine(languages: ["eng"], tessdata: Tessdata(directory: "/nonexistent/tessdata"))) {
            XCTAssertEqual($0 as? RecognitionError, .unreadableTessdata("/nonexistent/tessdata"))
        }
    }

    func testCorruptLanguageDataIsAnErrorNotACrash() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(repeating: 0x42, count: 4096).write(to: directory.appendingPathComponent("eng.traineddata"))
        XCTAssertThrowsError(try OCREngine(languages: ["eng"], tessdata: Tessdata(directory: directory.path))) {
            XCTAssertEqual($0 as? RecognitionError, .unusableLanguageData(languages: "eng", directory: directory.path))
        }
    }

    func testAnalyzerReadsSeveralImagesConcurrently() async throws {
        let analyzer = try ImageAnalyzer(languages: ["eng"], maxWorkers: 2)
        let image = try Fixtures.image("hello.png")
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<4 { group.addTask { try await analyzer.analyze(image).text } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(texts, Array(repeating: "Invoice 2024-117 is due on Friday", count: 4))
    }

    /// An image that arrives while the language data loads (`captext read` warms up while it
    /// decodes) waits for that worker instead of loading the same data again on a second one.
    func testImageArrivingDuringTheWarmUpIsReadByTheWorkerWarmingUp() async throws {
        let analyzer = try ImageAnalyzer(languages: ["eng"], maxWorkers: 2)
        let warming = Task { try await analyzer.warmUp() }
        // The warm-up's job is on its worker long before its data (tens of ms) is loaded.
        try await Task.sleep(for: .milliseconds(10))
        let text = try await analyzer.analyze(Fixtures.image("hello.png")).text
        try await warming.value
        XCTAssertEqual(text, "Invoice 2024-117 is due on Friday")
        XCTAssertEqual(analyzer.queue.workerCount, 1)
    }

    /// A crop of many lines is read in two bands at once on two workers, and put back
    /// together as one reading: the same text as read whole on one worker.
    func testManyLinesAreReadInBandsOnTwoWorkersAsWhole() async throws {
        let image = try Image(decoding: [UInt8](Data(contentsOf: Fixtures.samples.appendingPathComponent("terminal-dark.png"))))
        let layout = PageLayout(image)
        XCTAssertEqual(layout.bands(of: layout.cropBox(0), textHeight: layout.regions[0].textHeight, count: 2).count, 2)
        let inBands = try await ImageAnalyzer(languages: ["eng"], maxWorkers: 2).analyze(image)
        let whole = try await ImageAnalyzer(languages: ["eng"], maxWorkers: 1).analyze(image)
        XCTAssertEqual(inBands.text, whole.text)
        XCTAssertEqual(inBands.paragraphs.count, whole.paragraphs.count)
        // The lines on both sides of the cut, in order.
        let lines = inBands.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "$ make install")
        let error = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("main.c:42:17: error") }, inBands.text)
        XCTAssertEqual(lines[error + 1], "make: *** [Makefile:12: main.o] Error 1")
    }

    /// kor+eng on two workers: the Korean half (`MixedSetReading`) is read on the second while
    /// the first reads the English half; the same analysis as one after the other on one worker.
    func testMixedCJKReadingMadeAheadOnASecondWorkerReadsTheSame() async throws {
        let image = try Fixtures.image("korean-english.png")
        let two = try await ImageAnalyzer(languages: ["kor", "eng"], maxWorkers: 2).analyze(image)
        let one = try await ImageAnalyzer(languages: ["kor", "eng"], maxWorkers: 1).analyze(image)
        XCTAssertEqual(two, one)
        XCTAssertTrue(two.text.hasPrefix("AutoRemover"), two.text)
    }

    /// A photographed card read in blocks is unsure of them and turns to sparse segmentation:
    /// on two workers that reading is made on the second meanwhile; the same analysis as one
    /// after the other on one worker.
    func testSparseReadingMadeAheadOnASecondWorkerReadsTheSame() async throws {
        let image = try Fixtures.image("photographed-card.jpg")
        let two = try await ImageAnalyzer(languages: ["eng"], maxWorkers: 2).analyze(image)
        let one = try await ImageAnalyzer(languages: ["eng"], maxWorkers: 1).analyze(image)
        XCTAssertEqual(two, one)
        XCTAssertFalse(two.text.isEmpty)
    }

    /// A cancelled reading skips what has not started (the other buttons' regions on the one
    /// worker) and says so; the analyzer reads the next image as ever.
    func testCancelledReadingStopsAndTheAnalyzerReadsOn() async throws {
        let analyzer = try ImageAnalyzer(languages: ["eng"], maxWorkers: 1)
        let buttons = try Fixtures.image("coloured-buttons.png")
        let reading = Task { try await analyzer.analyze(buttons) }
        reading.cancel()
        do {
            let analysis = try await reading.value
            XCTFail("read although cancelled: \(analysis.text)")
        } catch {
            XCTAssertEqual(error as? RecognitionError, .cancelled)
        }
        let next = try await analyzer.analyze(buttons)
        XCTAssertEqual(next.regions.count, 4)
    }

    /// A page of several regions is shown as it is read: after each region but the last, the
    /// regions read so far in their places, each a part of the final reading.
    func testProgressShowsTheRegionsReadSoFar() async throws {
        let partials = Mutex<[PartialReading]>([])
        let analysis = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("coloured-buttons.png")) { partial in
            partials.withLock { $0.append(partial) }
        }
        let seen = partials.withLock { $0 }
        XCTAssertEqual(seen.map(\.regionsRead), [1, 2, 3])
        XCTAssertEqual(Set(seen.map(\.regions)), [4])
        let final = analysis.text.split(separator: "\n").map(String.init)
        for partial in seen {
            let lines = partial.analysis.text.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, partial.regionsRead, partial.analysis.text)
            XCTAssertEqual(lines, final.filter(lines.contains), "in the final reading's order")
            XCTAssertEqual(partial.analysis.blocks.map(\.box), analysis.blocks.filter { partial.analysis.blocks.map(\.box).contains($0.box) }.map(\.box))
        }
    }

    /// Labels in a hue close in brightness to their buttons' colours, several colours in a
    /// row (plain tesseract reads nothing of it): each button is read on its own colour.
    func testColouredButtonsAreReadOneByOne() async throws {
        let analysis = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("coloured-buttons.png"))
        XCTAssertEqual(analysis.text.split(separator: "\n").map(String.init), ["Credits", "Enabled", "Options", "Label"])
        XCTAssertEqual(analysis.regions.count, 4)
    }
}

extension OCREngineTests {
    /// kor+eng reads the Hangul word 안 as Latin "Ot"; the Korean model alone reads it right,
    /// and the English words stay as the mixed model read them.
    func testKoreanWordsMisreadAsLatinAreReadAgainWithKoreanAlone() throws {
        let lines = try read("korean-english.png", languages: ["kor", "eng"]).text.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("AutoRemover") == true, "\(lines)")
        XCTAssertTrue(lines.last?.hasPrefix("안 됩니다.") == true, "\(lines)")
    }

    /// "apt에": the mixed model reads the Latin word glued to the particle as "30\"; read
    /// again by English alone, it is "apt" (spaces are not scored: Korean crops vary there).
    func testLatinWordGluedToAParticleIsReadAgainWithLatinAlone() throws {
        let text = try read("korean-english.png", languages: ["kor", "eng"]).text
        XCTAssertTrue(text.replacingOccurrences(of: " ", with: "").contains("됩니다.apt에대해"), text)
    }

    /// A Latin word and its particle read as one Latin word ("AutoRemover7}", "…org="): cut
    /// where the Korean model reads the particle, the Latin part read by English alone.
    func testParticleGluedIntoALatinWordIsReadWithItsScript() async throws {
        let text = try await ImageAnalyzer(languages: ["kor", "eng"]).analyze(Fixtures.image("korean-dialog.png")).text
        XCTAssertTrue(text.hasPrefix("AutoRemover가 뭔가를"), text)
        XCTAssertTrue(text.contains("apt@packages.debian.org로 이메일을"), text)
    }

    /// A monospaced terminal font parts a Korean word's syllables by a cell: Tesseract splits
    /// some words into syllables ("항 목") and boxes "니다" around 다 alone, which read as
    /// spaces inside words; the ink between and inside the words tells them from spaces.
    func testKoreanInATerminalFontIsSpacedAsItsWords() async throws {
        let lines = try await ImageAnalyzer(languages: ["kor", "eng"]).analyze(Fixtures.image("korean-terminal.png")).text.split(separator: "\n")
        XCTAssertEqual(lines.count, 7, "\(lines)")
        XCTAssertTrue(lines[0].hasSuffix("정렬 후, 최신 항목부터 표시"), "\(lines)")
        XCTAssertTrue(lines[1].hasSuffix("커널 버전을 출력합니다"), "\(lines)")
        XCTAssertTrue(lines[4].hasSuffix("하드웨어 기반 이름을 출력합니다 (이식 불가)"), "\(lines)")
        XCTAssertTrue(lines[6].hasPrefix("ascii ") && lines[6].contains("에서 ASCI") && lines[6].hasSuffix("로 변환합니다"), "\(lines)")
    }

    /// kor+eng read as its halves (`MixedSetReading`): the particle the mixed model left out
    /// (`-ot 옵션`) is the Korean half's, `(-T)`, which it read `(-7)`, the English half's.
    func testKoreanWithOptionsIsReadByItsHalves() async throws {
        let lines = try await ImageAnalyzer(languages: ["kor", "eng"]).analyze(Fixtures.image("korean-options.png")).text.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("-ot 옵션은 "), "\(lines)")
        XCTAssertTrue(lines[4].contains("--no-target-directory (-T) 옵션을"), "\(lines)")
    }

    /// Korean terminal lines 5 px apart: Tesseract's uniform block read other rows than the
    /// ink's, out of order and unsure, and sparse segmentation then tore them into words
    /// (`=H`, `을`, `으`, … one a paragraph). Read row by row, they stay lines, in order.
    func testLinesSetCloseAreReadByTheirInksRows() async throws {
        let lines = try await ImageAnalyzer(languages: ["kor", "eng"]).analyze(Fixtures.image("korean-close-lines.png")).text.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, "\(lines)")
        XCTAssertTrue(lines[0].hasSuffix("출력 내용을 따라갈 때만 쓸 수"), "\(lines)")
        XCTAssertEqual(lines[1], "있습니다")
        XCTAssertEqual(lines[2], "경고: --retry는 초기 열기 동작에 대해서만 동작합니다")
        XCTAssertTrue(lines[3].hasSuffix("--follow 옵션을 추가했을 때만 유효합니다"), "\(lines)")
    }

    /// A ruled table is read cell by cell: a row is one line, a cell wrapped onto two lines
    /// included ("Alpha-" / "2", "Saint Martin (French" / "part)").
    func testRuledTableIsReadRowByRowWithWrappedCellsWhole() async throws {
        let lines = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("ruled-table.png")).text.split(separator: "\n")
        XCTAssertEqual(lines.count, 10, "\(lines)")
        XCTAssertEqual(lines.dropFirst().first, "Country Alpha-2 Alpha-3 Numeric")
        XCTAssertTrue(lines.contains("Saint Martin (French part) MF MAF 663"), "\(lines)")
        XCTAssertEqual(lines.last, "Morocco MA MAR 504")
    }

    /// A photo-like tilt is levelled before Tesseract sees it (unlevelled it reads "ree py bn Sun"),
    /// and the lines' boxes come back upright around the tilted lines of the original.
    func testTiltedParagraphIsLevelled() throws {
        let analysis = try read("tilted.png")
        XCTAssertEqual(analysis.text, "Invoice 2024-117 is due on Friday\nPlease pay by bank transfer\nThank you for your order")
        let boxes = analysis.lines.map(\.box)
        XCTAssertTrue(boxes.allSatisfy { $0.x >= 0 && $0.y >= 0 && $0.maxX <= analysis.width && $0.maxY <= analysis.height })
        XCTAssertTrue(zip(boxes, boxes.dropFirst()).allSatisfy { $0.y < $1.y }, "lines top to bottom")
    }

    /// A dark region on a light page is inverted locally: both texts come out.
    func testLightPageWithDarkRegionReadsBoth() throws {
        let text = try read("mixed.png").text
        XCTAssertTrue(text.hasPrefix("Invoice 2024-117 is due on Friday\n"), text)
        XCTAssertLessThanOrEqual(characterErrorRate(String(text.split(separator: "\n").last ?? ""),
                                                    reference: "make: *** No rule to make target 'install'.  Stop."), 0.05, text)
    }
}

extension OCREngineTests {
    /// A terminal on a black desktop, its edges inside the layout's background squares: the
    /// strips of desktop along them are no frame around the text (which painted all of it
    /// away: nothing was read), and its hollow cursor no letter beside "or".
    func testTerminalOnADarkDesktopIsReadWhole() async throws {
        let analysis = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("terminal-on-dark-desktop.png"))
        XCTAssertEqual(analysis.text, "Copy these four words\nor mail bob@example.com")
    }

    /// A terminal's cursor after its prompt, solid (focused) or hollow, is no letter: it was read
    /// `fj` or `[]`, and the prompt beside the solid one `userGhost:~$`.
    func testATerminalsCursorAfterItsPromptIsNoText() async throws {
        for fixture in ["terminal-cursor.png", "terminal-cursor-unfocused.png"] {
            let analysis = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image(fixture))
            XCTAssertEqual(analysis.text, "user@host:~$ echo Copy these words\nCopy these words\nuser@host:~$", fixture)
        }
    }

    /// Moved back over a character, the cursor shows it in reverse, touching its neighbours:
    /// read as the character (`notes.txt`, not `note. txt`).
    func testACharacterUnderTheCursorIsRead() async throws {
        let analysis = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("terminal-cursor-over-character.png"))
        XCTAssertEqual(analysis.text.split(separator: "\n").last, "user@host:~$ cat notes.txt", analysis.text)
    }

    /// Text flush with a window's left edge is read from its first letter, with nothing of the
    /// desktop beside it ("EF; Second monitor words" before; "econd" in a tighter crop).
    func testTextFlushWithAWindowEdgeKeepsItsFirstLetter() async throws {
        let analysis = try await ImageAnalyzer(languages: ["eng"]).analyze(Fixtures.image("terminal-edge.png"))
        XCTAssertEqual(analysis.text, "Second monitor words")
    }
}

import XCTest
@testable import Recognition

/// `--lang auto`: the plan made from the configuration, the script named by a reading's
/// characters, and real readings of each script's fixture with no language given.
final class AutomaticLanguagesTests: XCTestCase {
    private let installed: Set<String> = ["eng", "deu", "kor", "jpn", "chi_sim", "osd"]

    /// The configured languages are read first, whatever their script (a Korean user's
    /// terminals read as before `auto`), then English; each script's set adds them.
    func testPreferredLanguagesComeFirstThenEnglish() {
        let scripts = ScriptLanguages(preferred: ["kor", "deu"], isInstalled: installed.contains)
        XCTAssertEqual(scripts.primary, ["kor", "deu", "eng"])
        XCTAssertEqual(scripts.languages(for: .korean), ["kor", "deu", "eng"])
        XCTAssertEqual(scripts.languages(for: .japanese), ["jpn", "deu", "eng"])
        XCTAssertEqual(ScriptLanguages(preferred: ["deu"], isInstalled: installed.contains).primary, ["deu", "eng"])
        XCTAssertEqual(scripts.readable, [.latin, .korean, .japanese, .chinese])
        XCTAssertEqual(scripts.cjkSurvey, ["kor", "jpn", "chi_sim"])
    }

    func testUninstalledLanguagesAreLeftOut() {
        let scripts = ScriptLanguages(preferred: ["fra", "chi_tra"], isInstalled: ["eng", "jpn"].contains)
        XCTAssertEqual(scripts.primary, ["eng"])
        XCTAssertEqual(scripts.readable, [.latin, .japanese])
        XCTAssertEqual(ScriptLanguages.notice(.korean), "this screen has Korean text; install tesseract-ocr-kor to read it")
    }

    func testAutoIsTheDefaultAndAnExplicitListIsKept() throws {
        let tessdata = Tessdata.locate(environment: [:])
        XCTAssertNil(try LanguageSelection.parseExplicit("auto"))
        XCTAssertEqual(try LanguageSelection.parseExplicit("kor+eng"), ["kor", "eng"])
        XCTAssertThrowsError(try LanguageSelection.parse("auto+eng"))
        XCTAssertEqual(try LanguageSelection.plan(explicit: ["kor", "eng"], configured: "deu", tessdata: tessdata), .fixed(["kor", "eng"]))
        guard case .automatic(let scripts) = try LanguageSelection.plan(explicit: nil, configured: "deu+eng", tessdata: tessdata) else {
            return XCTFail("no --lang must read automatically")
        }
        XCTAssertEqual(scripts.primary, ["deu", "eng"])
        let plain = try LanguageSelection.plan(explicit: nil, configured: nil, environment: ["LANG": "C.UTF-8"], tessdata: tessdata)
        XCTAssertEqual(plain.spec, "auto")
    }

    func testCharactersNameTheScript() {
        let all: Set<Script> = [.korean, .japanese, .chinese]
        XCTAssertEqual(CharacterScript.cjkScript(of: "설정을 저장했습니다 (OK)", installed: all), .korean)
        XCTAssertEqual(CharacterScript.cjkScript(of: "設定を保存しました", installed: all), .japanese)
        XCTAssertEqual(CharacterScript.cjkScript(of: "保存设置后重新启动", installed: all), .chinese)
        // Without Chinese data, Chinese characters are read as Japanese kanji.
        XCTAssertEqual(CharacterScript.cjkScript(of: "保存设置", installed: [.korean, .japanese]), .japanese)
        // Latin text read by a CJK model keeps its letters: a stray character is no script.
        XCTAssertNil(CharacterScript.cjkScript(of: "Invoice 2024-117 is due 口 Friday", installed: all))
    }

    func testEachScriptIsReadWithItsLanguagesWithoutBeingNamed() async throws {
        let analyzer = try ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
        for (fixture, text, languages) in [("korean.png", "설정을 저장했습니다", ["kor", "eng"]),
                                           ("japanese.png", "設定を保存しました", ["jpn", "eng"]),
                                           ("chinese.png", "保存设置后重新启动应用程序", ["chi_sim", "eng"]),
                                           // Latin with marks eng reads as é: the other Latin languages are tried.
                                           ("vietnamese.png", "Tiếng Việt có dấu đầy đủ", ["vie", "eng"])] {
            let analysis = try await analyzer.analyze(Fixtures.image(fixture))
            XCTAssertEqual(analysis.text, text, fixture)
            XCTAssertEqual(analysis.blocks.map(\.languages), [languages], fixture)
        }
    }

    /// A Latin page costs nothing more: read once, with the primary set, as `--lang eng` reads it.
    func testLatinPageIsReadAsWithEnglish() async throws {
        let image = try Fixtures.image("mixed.png")
        let automatic = try await ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate())).analyze(image)
        let english = try await ImageAnalyzer(languages: ["eng"]).analyze(image)
        XCTAssertEqual(automatic.text, english.text)
        XCTAssertEqual(Set(automatic.blocks.map(\.languages)), [["eng"]])
    }

    /// A page of Korean windows and Latin ones: each region in its own script's set.
    func testEachRegionOfAPageIsReadInItsScript() async throws {
        let analysis = try await ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
            .analyze(Image(decoding: [UInt8](Data(contentsOf: Fixtures.samples.appendingPathComponent("korean-settings.png")))))
        XCTAssertTrue(analysis.text.contains("네트워크 설정"), analysis.text)
        XCTAssertTrue(analysis.text.contains("Cancel"), analysis.text)
        XCTAssertEqual(Set(analysis.blocks.compactMap(\.languages)), [["kor", "eng"], ["eng"]])
    }

    /// A German dialog of two sentences has too few function words to name its language, and
    /// `eng` drops its umlauts; beside a German terminal it is read in German as the page is.
    func testAShortRegionIsReadInThePagesLanguage() async throws {
        let analysis = try await ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
            .analyze(Fixtures.image("german-windows.png"))
        let dialog = try XCTUnwrap(analysis.blocks.first { $0.paragraphs.contains { $0.lines.contains { $0.text.hasPrefix("Authentifizierung") } } })
        XCTAssertEqual(dialog.languages, ["deu", "eng"])
        XCTAssertTrue(analysis.text.contains("um update-alternatives auszuführen"), analysis.text)
        XCTAssertTrue(analysis.text.contains("Überprüfen, ob das laufende dpkg"), analysis.text)
    }

    /// A blurred photo of Vietnamese: eng reads it unsure and makes most of its marks ASCII
    /// look-alikes ("di", "d8"), too few marked words for a confident reading; an unsure one is
    /// tried in the other Latin languages on half as many.
    func testAnUnsurePhotoWithFewMarksIsTriedInTheOtherLatinLanguages() async throws {
        let analysis = try await ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
            .analyze(Fixtures.image("photographed-vietnamese.jpg"))
        XCTAssertEqual(Set(analysis.blocks.compactMap(\.languages)), [["vie", "eng"]])
        XCTAssertTrue(analysis.text.contains("đã được gọi với"), analysis.text)
    }

    /// German cards of a few words each: too few function words to name a language, and `eng`
    /// reads `BLÖCKE` as `BLOCKE`, no mark in its text. The marks in the ink (`UnreadMarks`)
    /// send the cards to the other Latin languages.
    func testMarksLeftOutOfTheTextSendShortGermanToTheOtherLatinLanguages() async throws {
        let text = try await ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
            .analyze(Fixtures.image("german-cards.png")).text
        for word in ["BLÖCKE", "ÄNDERUNGEN"] {
            XCTAssertTrue(text.contains(word), text)
        }
    }

    /// Dots above a word's letters beyond its `i`s and `j`s are marks its text left out.
    func testUnreadMarksAreDotsBeyondTheWordsIs() {
        // Three letters 6 px tall at rows 4-9, on white; two dots over the second at row 1.
        var pixels = [UInt8](repeating: 255, count: 20 * 10)
        for x in [2, 3, 8, 9, 14, 15] { for y in 4..<10 { pixels[y * 20 + x] = 0 } }
        let image = Image(width: 20, height: 10, format: .gray, pixels: pixels)
        func word(_ text: String) -> RecognizedWord { RecognizedWord(text: text, box: BoundingBox(x: 0, y: 0, width: 20, height: 10), confidence: 0.9) }
        XCTAssertFalse(UnreadMarks.shows(word("nun"), in: image))
        var dotted = pixels
        for x in [7, 10] { dotted[1 * 20 + x] = 0 }
        let marked = Image(width: 20, height: 10, format: .gray, pixels: dotted)
        XCTAssertTrue(UnreadMarks.shows(word("nun"), in: marked))
        XCTAssertFalse(UnreadMarks.shows(word("nii"), in: marked), "two i's account for two dots")
        XCTAssertFalse(UnreadMarks.shows(word("n1n"), in: marked), "only words of letters are looked at")
    }

    /// Of the other Latin languages tried on a region too short to name its language, the one
    /// whose reading names itself by its function words wins over a surer one that does not; with
    /// none or several named, the surest of those that read marks often enough.
    func testTheLatinLanguageAReadingNamesWinsOverASurerOne() {
        func reading(_ text: String, confidence: Double) -> ImageAnalysis {
            var x = 0
            let words = text.split(separator: " ").map { word in
                defer { x += 50 }
                return RecognizedWord(text: String(word), box: BoundingBox(x: x, y: 0, width: 40, height: 20), confidence: confidence)
            }
            let box = BoundingBox(enclosing: words.map(\.box))
            let line = RecognizedLine(text: text, box: box, confidence: confidence, words: words)
            return ImageAnalysis(width: x, height: 20, languages: [],
                                 blocks: [RecognizedBlock(box: box, paragraphs: [RecognizedParagraph(box: box, lines: [line])])])
        }
        let scripts = ScriptLanguages(preferred: ["eng"], isInstalled: ["eng", "deu", "fra", "vie"].contains)
        let german = reading("phai nam trong dé dpkg cö thé hoat döng düng dan", confidence: 0.86)
        let vietnamese = reading("phải nằm trong để dpkg có thể hoạt động đúng đắn", confidence: 0.84)
        let french = reading("phai nam trong dé dpkg cé thé hoat déng dung dan", confidence: 0.82)
        let tried = [("deu", german), ("fra", french), ("vie", vietnamese)]
        XCTAssertEqual(ImageAnalyzer.likeliestLatin(tried, scripts: scripts, unsure: false)?.text, vietnamese.text)
        // Named by none: the surest of those with marks on a tenth of their words.
        let unnamed = [("deu", german), ("fra", french)]
        XCTAssertEqual(ImageAnalyzer.likeliestLatin(unnamed, scripts: scripts, unsure: false)?.text, german.text)
        let unmarked = [("deu", reading("phai nam trong de dpkg co the hoat dong dung dan", confidence: 0.9)), ("fra", french)]
        XCTAssertEqual(ImageAnalyzer.likeliestLatin(unmarked, scripts: scripts, unsure: false)?.text, french.text)
        XCTAssertNil(ImageAnalyzer.likeliestLatin([unmarked[0]], scripts: scripts, unsure: true))
    }

    /// A dialog's icon is the only doubtful line of a German dialog, and a CJK model reads it as
    /// one character: no script is named by one character, and the dialog reads in German.
    func testALoneGlyphNamesNoScript() async throws {
        let analysis = try await ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
            .analyze(Fixtures.image("german-dialog-icon.png"))
        XCTAssertTrue(analysis.text.contains("Die folgenden zurückgehaltenen Pakete werden verändert:"), analysis.text)
        XCTAssertEqual(Set(analysis.blocks.compactMap(\.languages)), [["deu", "eng"]])
        let all: Set<Script> = [.korean, .japanese, .chinese]
        XCTAssertNil(CharacterScript.cjkScript(ofLines: ["Die folgenden Pakete", "년", "OK"], installed: all))
        XCTAssertEqual(CharacterScript.cjkScript(ofLines: ["Die folgenden Pakete", "설정", "OK"], installed: all), .korean)
    }

    /// A table's cell of a Latin option and two Korean words reads confidently enough as Latin
    /// ("-dR --preserve=all $ Mz} $2"); beside the page's Korean regions, its doubtful words are
    /// read again in Korean.
    func testACellWithDoubtfulWordsIsReadInThePagesCJKScript() async throws {
        let analysis = try await ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
            .analyze(Fixtures.image("korean-windows.png"))
        XCTAssertTrue(analysis.text.contains("-dR --preserve=all 옵션과 동일"), analysis.text)
        XCTAssertTrue(analysis.text.contains("\"Package\" refers to the collection of"), analysis.text)
        let english = try XCTUnwrap(analysis.blocks.first { $0.paragraphs.contains { $0.lines.contains { $0.text.hasPrefix("Definitions") } } })
        XCTAssertEqual(english.languages, ["eng"])
    }

    /// Without Japanese data, OSD (osd.traineddata) still sees the script, and says what to install.
    func testAScriptWithoutDataIsNamed() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captext-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let system = Tessdata.locate()
        for code in ["eng", "osd"] {
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(code + ".traineddata").path,
                                                       withDestinationPath: system.path(of: code))
        }
        let tessdata = Tessdata(directory: directory.path)
        let plan = try LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: tessdata)
        let analysis = try await ImageAnalyzer(plan: plan, tessdata: tessdata).analyze(Fixtures.image("japanese-paragraph.png"))
        XCTAssertEqual(analysis.unreadableScripts, [.japanese])
    }
}

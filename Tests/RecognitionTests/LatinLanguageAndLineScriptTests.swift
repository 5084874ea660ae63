import XCTest
@testable import Recognition

/// `--lang auto` beyond a region's mean confidence: the script of each line, the Latin language
/// of a reading's function words, and real readings of a Korean terminal and a German dialog.
final class LatinLanguageAndLineScriptTests: XCTestCase {
    private let latin = ["eng", "deu", "fra", "vie"]

    /// What `eng` makes of each language (marks dropped or misread) still names it.
    func testFunctionWordsNameTheLatinLanguage() {
        let german = "Das Entfernen essenzieller, system-kritischer Pakete ist nicht erlaubt. Dies kann das System beschadigen."
        XCTAssertEqual(LatinLanguageGuess.language(of: words(german), among: latin), "deu")
        let french = "Le fichier est ouvert dans une autre fenetre. Voulez-vous enregistrer les modifications pour ce document ?"
        XCTAssertEqual(LatinLanguageGuess.language(of: words(french), among: latin), "fra")
        let vietnamese = "Khong the mo tep nay vi no dang duoc mot chuong trinh khac su dung cho viec luu"
        XCTAssertEqual(LatinLanguageGuess.language(of: words(vietnamese), among: latin), "vie")
        let english = "The file is open in another window. Do you want to save the changes to this document?"
        XCTAssertEqual(LatinLanguageGuess.language(of: words(english), among: latin), "eng")
        // A German name or two in English text, or a list of names, names no language.
        XCTAssertEqual(LatinLanguageGuess.language(of: words("Ship the order to Herr Muller, Bahnhofstrasse 4, Berlin, for the fair"), among: latin), "eng")
        XCTAssertNil(LatinLanguageGuess.language(of: words("Montenegro Mongolei Mosambik Mauretanien Martinique"), among: latin))
        // Only the candidates count: without French data, French words name nothing.
        XCTAssertNil(LatinLanguageGuess.language(of: words(french), among: ["eng", "deu"]))
    }

    /// A digit between letters is a letter whose marks `eng` lacks; identifiers keep theirs.
    func testMarksEnglishCouldNotRead() {
        for word in ["Kh6ng", "Lién", "X6-né-gan", "Vi6t"] { XCTAssertTrue(LatinLanguageGuess.showsUnreadMarks(word), word) }
        for word in ["Cancel", "utf8", "x86_64", "mp3", "2024-117", "IPv6"] { XCTAssertFalse(LatinLanguageGuess.showsUnreadMarks(word), word) }
    }

    /// A terminal's Korean lines name its script although its Latin options outnumber their
    /// syllables in the whole; a stray character read as Chinese among Latin lines does not.
    func testLinesNameTheScriptOfARegion() {
        let all: Set<Script> = [.korean, .japanese, .chinese]
        let terminal = ["--target-directory=DIRECTORY --no-target-directory --strip-program=PROGRAM",
                        "--preserve-context --preserve-root=all --one-file-system --verbose",
                        "경고: 옵션을 무시합니다"]
        XCTAssertNil(CharacterScript.cjkScript(of: terminal.joined(separator: "\n"), installed: all))
        XCTAssertEqual(CharacterScript.cjkScript(ofLines: terminal, installed: all), .korean)
        let latin = ["Invoice 2024-117", "is due on Friday", "口", "Total 120.00", "Pay by card", "Thank you"]
        XCTAssertNil(CharacterScript.cjkScript(ofLines: latin, installed: all))
    }

    /// Of a line the CJK survey read, the Latin words the primary reading read the same say
    /// nothing of its script, nor CJK characters the survey is unsure of.
    func testWhatTellsTheScriptOfALine() {
        func word(_ text: String, _ confidence: Double) -> RecognizedWord {
            RecognizedWord(text: text, box: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: confidence)
        }
        let all: Set<Script> = [.korean, .japanese, .chinese]
        let chinese = [word("使用远程", 0.96), word("COMMAND", 0.93), word("代替", 0.86), word("rsh", 0.86)]
        let told = CharacterScript.telling(chinese, primary: ["{€FRiIE", "COMMAND", "({#", "rsh"])
        XCTAssertEqual(told, "使用远程 代替")
        XCTAssertNil(CharacterScript.cjkScript(of: chinese.map(\.text).joined(separator: " "), installed: all))
        XCTAssertEqual(CharacterScript.cjkScript(ofLines: [told], installed: all), .chinese)
        let accents = [word("l6gic", 0.4), word("hoac", 0.83), word("ーー", 0.21), word("オス", 0.54), word("に", 0.88)]
        XCTAssertEqual(CharacterScript.telling(accents, primary: ["légic", "hoac", "5"]), "l6gic に")
    }

    /// A page's country-code domains and calling codes name its language when they all agree.
    func testTheCountriesAPageNamesNameItsLanguage() {
        let latin = ["deu", "fra", "spa", "vie"]
        XCTAssertEqual(LatinLanguageGuess.language(ofCountriesIn: "E-Mail info@hotel-bergblick.de\nhotel-bergblick.de", among: latin), "deu")
        XCTAssertEqual(LatinLanguageGuess.language(ofCountriesIn: "Tel. +33 4 78 62 11 90", among: latin), "fra")
        XCTAssertEqual(LatinLanguageGuess.language(ofCountriesIn: "www.example.at, Tel +43 1 234", among: latin), "deu")
        // A photo's email whose last dot OCR read as a blank (de-shipping-notice-1); not a name before a word.
        XCTAssertEqual(LatinLanguageGuess.language(ofCountriesIn: "Versand mit DHL\ninfo@hotel-bergblick de", among: latin), "deu")
        XCTAssertNil(LatinLanguageGuess.language(ofCountriesIn: "Ecrire a @marie de Paris", among: latin))
        // Two languages, a country of several, an uninstalled one, or no domain at all: none.
        XCTAssertNil(LatinLanguageGuess.language(ofCountriesIn: "shop.de and shop.fr", among: latin))
        XCTAssertNil(LatinLanguageGuess.language(ofCountriesIn: "www.example.ch +41 44 123", among: latin))
        XCTAssertNil(LatinLanguageGuess.language(ofCountriesIn: "www.example.it", among: latin))
        XCTAssertNil(LatinLanguageGuess.language(ofCountriesIn: "see section 3.de and v1.fr-2, call 1+33", among: ["deu", "fra"]))
    }

    /// A German card read with no language given keeps its ß and umlauts: its `.de` domain names German.
    func testAGermanCardAtADotDeDomainIsReadInGerman() async throws {
        let analysis = try await automaticAnalyzer().analyze(Fixtures.image("german-hotel-card.png"))
        XCTAssertTrue(analysis.text.contains("Bergstraße 17a\n80331 München"), analysis.text)
        XCTAssertEqual(Set(analysis.blocks.map(\.languages)), [["deu", "eng"]])
    }

    /// Kanji-alone lines are Japanese where another line has kana: Chinese has none. A line's
    /// vote counts for how sure the survey is of its characters.
    func testKanaMakeKanjiLinesJapaneseAndUnsureLinesWeighLess() {
        let all: Set<Script> = [.korean, .japanese, .chinese]
        let boardingPass = ["搭乗券", "便名 JL 123", "出発 2027年6月3日", "お名前 山田花子"]
        XCTAssertEqual(CharacterScript.cjkScript(ofLines: boardingPass, installed: all), .japanese)
        XCTAssertEqual(CharacterScript.cjkScript(ofLines: Array(boardingPass.prefix(3)), installed: all), .chinese)
        let flyer = ["쥬 했스차 곱욕", "승세", "대주 070.2345.6789", "令和9年7月5日", "お問い合わせ"]
        XCTAssertEqual(CharacterScript.cjkScript(ofLines: flyer, installed: all), .korean)
        XCTAssertEqual(CharacterScript.cjkScript(ofLines: flyer, weights: [0.36, 0.43, 0.2, 0.95, 0.88], installed: all), .japanese)
    }

    /// Japanese documents photographed, read with no language given: the boarding pass's
    /// kanji-alone lines once made it Chinese, the dark flyer's unsure Hangul Korean.
    func testPhotographedJapaneseDocumentsAreReadAsJapanese() async throws {
        for name in ["photographed-japanese-boarding-pass.jpg", "photographed-japanese-dark-flyer.jpg"] {
            let analysis = try await automaticAnalyzer().analyze(Fixtures.image(name))
            XCTAssertEqual(Set(analysis.blocks.map(\.languages)), [["jpn", "eng"]], name)
        }
    }

    /// A Japanese card's address line, a region of its own of kanji and digits, was read as
    /// Korean (a one-line survey's vote); the page's other regions are Japanese.
    func testARegionInAnotherCJKScriptThanItsPageIsReadInThePagesWhereSurer() async throws {
        let analysis = try await automaticAnalyzer().analyze(Fixtures.image("japanese-hotel-card.png"))
        XCTAssertTrue(analysis.text.contains("大阪府大阪市北区梅田"), analysis.text)
        XCTAssertFalse(analysis.blocks.contains { $0.languages?.contains("kor") == true }, analysis.text)
    }

    /// Chinese help lines that cite Latin commands: fewer than half of each line's letters are
    /// Chinese, yet they are read with chi_sim, as `--lang chi_sim+eng` reads them.
    func testChineseLinesCitingCommandsAreReadAsChinese() async throws {
        let analysis = try await automaticAnalyzer().analyze(Fixtures.image("chinese-commands.png"))
        XCTAssertTrue(analysis.text.contains("使用 sed 代替 EXPRESSION 来进行文件名变换"), analysis.text)
        XCTAssertEqual(Set(analysis.blocks.map(\.languages)), [["chi_sim", "eng"]])
    }

    /// The accents of a Vietnamese dialog's lines, cut into a neighbour's survey, are no kana.
    func testVietnameseAccentsAreNoKana() async throws {
        let analysis = try await automaticAnalyzer().analyze(Fixtures.image("vietnamese-dialog.png"))
        XCTAssertTrue(analysis.text.contains("có thể được trộn với nhau"), analysis.text)
        XCTAssertEqual(Set(analysis.blocks.map(\.languages)), [["vie", "eng"]])
    }

    /// Korean lines around Latin options (eng reads the crop at 0.6, its Korean lines lower):
    /// read with kor+eng, as `--lang kor+eng` reads them.
    func testKoreanTerminalLinesAreReadAsKorean() async throws {
        let image = try Fixtures.image("korean-options.png")
        let automatic = try await automaticAnalyzer().analyze(image)
        let korean = try await ImageAnalyzer(languages: ["kor", "eng"]).analyze(image)
        XCTAssertEqual(automatic.text, korean.text)
        XCTAssertTrue(automatic.text.contains("옵션을 혼용할 수 없습니다"), automatic.text)
        XCTAssertEqual(Set(automatic.blocks.map(\.languages)), [["kor", "eng"]])
    }

    /// eng reads "vollständig" as "vollstandig" with confidence; the function words name German.
    func testGermanIsReadWithItsUmlauts() async throws {
        let analysis = try await automaticAnalyzer().analyze(Fixtures.image("german-dialog.png"))
        XCTAssertTrue(analysis.text.contains("Pakete vollständig entfernen"), analysis.text)
        XCTAssertTrue(analysis.text.contains("beschädigen"), analysis.text)
        XCTAssertEqual(Set(analysis.blocks.map(\.languages)), [["deu", "eng"]])
    }

    private func automaticAnalyzer() throws -> ImageAnalyzer {
        try ImageAnalyzer(plan: LanguageSelection.plan(explicit: nil, configured: "eng", tessdata: .locate()))
    }

    private func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
}

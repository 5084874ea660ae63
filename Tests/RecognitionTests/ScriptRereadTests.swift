import XCTest
@testable import Recognition

final class ScriptRereadTests: XCTestCase {
    private func word(_ text: String, x: Int, confidence: Double) -> RecognizedWord {
        RecognizedWord(text: text, box: BoundingBox(x: x, y: 0, width: 40, height: 20), confidence: confidence)
    }

    private func page(_ words: [RecognizedWord]) -> [RecognizedBlock] {
        let box = BoundingBox(enclosing: words.map(\.box))
        let line = RecognizedLine(text: words.map(\.text).joined(separator: " "), box: box, confidence: 0.8, words: words)
        return [RecognizedBlock(box: box, paragraphs: [RecognizedParagraph(box: box, lines: [line])])]
    }

    func testOnlyMixedSetsAreReadAgain() {
        XCTAssertEqual(ScriptReread.cjkOnly(["kor", "eng"]), ["kor"])
        XCTAssertEqual(ScriptReread.cjkOnly(["jpn", "eng", "deu"]), ["jpn"])
        XCTAssertNil(ScriptReread.cjkOnly(["kor"]))
        XCTAssertNil(ScriptReread.cjkOnly(["eng", "deu"]))
    }

    func testDoubtfulLatinWordGivesWayToASurerCJKReading() {
        let mixed = page([word("이", x: 0, confidence: 0.95), word("SAE", x: 50, confidence: 0.6), word("gnupg", x: 100, confidence: 0.7)])
        XCTAssertTrue(ScriptReread.isWorthRereading(mixed))
        let korean = page([word("이", x: 0, confidence: 0.95), word("문제는", x: 50, confidence: 0.9), word("80408", x: 100, confidence: 0.8)])
        let merged = ScriptReread.merge(mixed, with: korean)
        // The Korean model's digits where the mixed one read a Latin word mean Latin text is there.
        XCTAssertEqual(merged[0].paragraphs[0].lines[0].words.map(\.text), ["이", "문제는", "gnupg"])
        XCTAssertEqual(merged[0].paragraphs[0].lines[0].text, "이 문제는 gnupg")
    }

    func testSureLatinWordsAndLessSureReadingsStay() {
        let mixed = page([word("이", x: 0, confidence: 0.95), word("apt", x: 50, confidence: 0.95), word("HAS", x: 100, confidence: 0.85)])
        let korean = page([word("이", x: 0, confidence: 0.95), word("안", x: 50, confidence: 0.99), word("뭔가를", x: 100, confidence: 0.5)])
        XCTAssertEqual(ScriptReread.merge(mixed, with: korean)[0].paragraphs[0].lines[0].words.map(\.text), ["이", "apt", "HAS"])
        XCTAssertFalse(ScriptReread.isWorthRereading(page([word("apt", x: 0, confidence: 0.5)])), "no CJK on the page")
    }

    /// A sure Latin word whose letters are as wide as CJK characters gives way to the CJK model's
    /// characters in its place; a doubtful word of Latin-wide letters stays when they are less sure.
    func testLatinWordOverSquareCellsGivesWayToTheCJKReading() {
        func at(_ text: String, x: Int, width: Int, confidence: Double = 0.9) -> RecognizedWord {
            RecognizedWord(text: text, box: BoundingBox(x: x, y: 0, width: width, height: 12), confidence: confidence)
        }
        let mixed = page([at("RO", x: 0, width: 22, confidence: 0.93), at("--touch", x: 26, width: 36),
                          at("オプション", x: 66, width: 55), at("apt", x: 125, width: 17, confidence: 0.8)])
        let japanese = page([at("次", x: 0, width: 11, confidence: 0.5), at("の", x: 11, width: 11, confidence: 0.4),
                             at("--touch", x: 26, width: 36), at("オプション", x: 66, width: 55),
                             at("ア", x: 125, width: 8, confidence: 0.5), at("ト", x: 133, width: 9, confidence: 0.5)])
        let line = mixed[0].paragraphs[0].lines[0]
        let seen = Array(japanese[0].paragraphs[0].lines[0].words[0...1])
        XCTAssertTrue(ScriptReread.hasSquareCells(line.words[0], seen: seen, in: line))
        // "tty를" read "ttyS": four letters of half a cell each over the CJK model's two characters.
        XCTAssertFalse(ScriptReread.hasSquareCells(at("ttyS", x: 0, width: 22), seen: seen, in: line))
        XCTAssertEqual(ScriptReread.merge(mixed, with: japanese)[0].paragraphs[0].lines[0].words.map(\.text),
                       ["次", "の", "--touch", "オプション", "apt"])
    }

    /// The mixed model's "RO --touch" and "BRU (sparse)" (Japanese at 11 px) come out in kana and kanji.
    func testKanaAndKanjiBeforeOptionsAreNoLatinWords() async throws {
        let analysis = try await ImageAnalyzer(languages: ["jpn", "eng"]).analyze(Fixtures.image("japanese-options.png"))
        XCTAssertTrue(analysis.text.contains("次の"), analysis.text)
        XCTAssertTrue(analysis.text.contains("な (sparse)") || analysis.text.contains("な(sparse)"), analysis.text)
        XCTAssertFalse(analysis.text.contains("RO "), analysis.text)
    }

    /// "apt-cdrom을" as the mixed model broke it: loose jamo, digits and a CJK bracket.
    func testGarbledRunAmongKoreanWordsIsReadAgainAsLatin() throws {
        let garbled = page([word("인식하려면", x: 0, confidence: 0.9), word("pt", x: 50, confidence: 0.6), word("ㄷ", x: 100, confidence: 0.56),
                            word("0『007", x: 150, confidence: 0.52), word("을", x: 180, confidence: 0.93), word("CDS", x: 250, confidence: 0.7)])
        XCTAssertEqual(GarbledRunReread.runs(in: garbled[0].paragraphs[0].lines[0]), [1..<4])
        var asked: [BoundingBox] = []
        let reread = try GarbledRunReread.reread(garbled) { box in
            asked.append(box)
            return [RecognizedWord(text: "apt-cdrom", box: box, confidence: 0.8)]
        }
        // The run ends where the particle after it starts.
        XCTAssertEqual(asked, [BoundingBox(x: 50, y: 0, width: 130, height: 20)])
        XCTAssertEqual(reread[0].paragraphs[0].lines[0].words.map(\.text), ["인식하려면", "apt-cdrom", "을", "CDS"])
        // A reading that is no plain Latin text, or less sure, leaves the run as it was.
        let unsure = try GarbledRunReread.reread(garbled) { box in [RecognizedWord(text: "apt-cdrom", box: box, confidence: 0.3)] }
        XCTAssertEqual(unsure, garbled)
        let hangul = try GarbledRunReread.reread(garbled) { box in [RecognizedWord(text: "로는", box: box, confidence: 0.9)] }
        XCTAssertEqual(hangul, garbled)
    }

    /// Latin words without jamo ("CDS", "update") are no garbled run.
    func testLatinWordsWithoutJamoAreLeftAlone() {
        let line = page([word("새", x: 0, confidence: 0.9), word("CDS", x: 50, confidence: 0.6), word("30", x: 100, confidence: 0.6)])
        XCTAssertEqual(GarbledRunReread.runs(in: line[0].paragraphs[0].lines[0]), [])
    }
}

extension ScriptRereadTests {
    /// "CD를" read as one Latin word "CDS": the Korean model's characters end in a sure "를";
    /// the cut whose Latin part reads surest wins, and a doubtful Latin part changes nothing.
    func testParticleGluedIntoALatinWordIsCutWhereTheSurestLatinReadingEnds() throws {
        let line = page([word("이", x: 0, confidence: 0.95), word("CDS", x: 50, confidence: 0.6), word("APT", x: 150, confidence: 0.95)])
        XCTAssertTrue(GluedParticleReread.hasCandidates(line))
        let symbols = [RecognizedWord(text: "0", box: BoundingBox(x: 50, y: 0, width: 10, height: 20), confidence: 0.9),
                       RecognizedWord(text: "은", box: BoundingBox(x: 62, y: 0, width: 12, height: 20), confidence: 0.9),
                       RecognizedWord(text: "를", box: BoundingBox(x: 76, y: 0, width: 14, height: 20), confidence: 0.95)]
        var cuts: [Int] = []
        let reread = try GluedParticleReread.reread(line) { _ in symbols } latinWord: { box in
            cuts.append(box.maxX)
            return [RecognizedWord(text: box.maxX == 76 ? "CD" : "C", box: box, confidence: box.maxX == 76 ? 0.95 : 0.85)]
        }
        XCTAssertEqual(cuts, [62, 76])
        XCTAssertEqual(reread[0].paragraphs[0].lines[0].words.map(\.text), ["이", "CD를", "APT"])
        let doubtful = try GluedParticleReread.reread(line) { _ in symbols } latinWord: { box in
            [RecognizedWord(text: "CD", box: box, confidence: 0.5)]
        }
        XCTAssertEqual(doubtful, line)
    }

    /// Sure Latin words, words followed at once by their particle, and lines without Korean
    /// are not read again.
    func testOnlyDoubtfulLatinWordsAmongKoreanAreCandidates() {
        XCTAssertFalse(GluedParticleReread.hasCandidates(page([word("이", x: 0, confidence: 0.95), word("APT", x: 50, confidence: 0.95)])))
        XCTAssertFalse(GluedParticleReread.hasCandidates(page([word("이", x: 0, confidence: 0.95), word("apt", x: 50, confidence: 0.5),
                                                               word("에", x: 92, confidence: 0.9)])))
        XCTAssertFalse(GluedParticleReread.hasCandidates(page([word("CDS", x: 0, confidence: 0.5), word("APT", x: 50, confidence: 0.5)])))
    }
}

extension ScriptRereadTests {
    /// "[-]040" among Korean words is "[-]hup" to the Latin languages: fewer digits and surer.
    /// A number, or a name with digits the Latin reading keeps ("ascii85"), stays.
    func testDigitsStandingAloneAmongKoreanAreReadAgainAsLatin() throws {
        let line = page([word("[-]040", x: 0, confidence: 0.6), word("마지막", x: 50, confidence: 0.95),
                         word("ascii85", x: 100, confidence: 0.8), word("12", x: 150, confidence: 0.7)])
        XCTAssertTrue(LatinReread.hasCandidates(line))
        let reread = try LatinReread.reread(line) { box in
            let text = ["[-]hup", "", "ascii85", "12"][box.x / 50]
            return [RecognizedWord(text: text, box: box, confidence: 0.9)]
        }
        XCTAssertEqual(reread[0].paragraphs[0].lines[0].words.map(\.text), ["[-]hup", "마지막", "ascii85", "12"])
        let lessSure = try LatinReread.reread(line) { box in [RecognizedWord(text: "[-]hup", box: box, confidence: 0.5)] }
        XCTAssertEqual(lessSure, line)
    }
}

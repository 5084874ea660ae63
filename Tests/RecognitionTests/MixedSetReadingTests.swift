import XCTest
@testable import Recognition

/// Words of the Korean and the English readings of terminal lines, with the confidences
/// Tesseract gave them (bench/ocr-accuracy's Korean with Latin crops).
final class MixedSetReadingTests: XCTestCase, LineReadings {
    private func merged(_ korean: [[RecognizedWord]], _ english: [[RecognizedWord]]) -> [String] {
        MixedSetReading.merged(cjk: page(korean), latin: page(english)).flatMap(\.paragraphs).flatMap(\.lines).map(\.text)
    }

    func testLatinWordsReplaceWhatTheCJKModelMakesOfThem() {
        let korean = [word("--0680109", x: 0, width: 90, confidence: 0.45), word("열", x: 110, width: 20, confidence: 0.45),
                      word("0006,0", x: 140, width: 60, confidence: 0.13)]
        let english = [word("--heading", x: 0, width: 88, confidence: 0.63), word("8S", x: 110, width: 20, confidence: 0.2),
                       word("none,", x: 140, width: 30, confidence: 0.75), word("Off", x: 175, width: 25, confidence: 0.75)]
        XCTAssertEqual(merged([korean], [english]), ["--heading 열 none, Off"])
    }

    /// The English model reads Hangul as sure letters ("뭔가를" → "HAS"): a Korean word of two
    /// syllables or more stays, a word half over such words is left out, and a word that is less
    /// than half over them does not win a run less sure.
    func testKoreanWordsStayWhateverTheLatinModelReadsThere() {
        let korean = [word("뭔가를", x: 0, width: 60, confidence: 0.5), word("않습니다", x: 70, width: 80, confidence: 0.9),
                      word("(--080<4)", x: 150, width: 90, confidence: 0)]
        let english = [word("HAS", x: 0, width: 60, confidence: 0.95), word("SSliCt(--backup", x: 70, width: 170, confidence: 0)]
        XCTAssertEqual(merged([korean], [english]), ["뭔가를 않습니다 (--080<4)"])
    }

    /// A Latin word and a particle glued to it ("--preserve-root=all은") are read as one word
    /// by English, which `GluedParticleReread` then parts; a one-syllable word doubtful and less
    /// sure than the English word over it gives way ("-H," read "개,").
    func testOneSyllableWordsGiveWayOnlyWhenDoubtful() {
        let korean = [word("--0「656「46-「001=8211", x: 0, width: 190, confidence: 0), word("은", x: 190, width: 20, confidence: 0.91),
                      word("개,", x: 230, width: 30, confidence: 0.5), word("를", x: 270, width: 20, confidence: 0.7)]
        let english = [word("--preserve-root=all2", x: 0, width: 210, confidence: 0.68), word("-H,", x: 230, width: 30, confidence: 0.9),
                       word("S", x: 270, width: 20, confidence: 0.9)]
        XCTAssertEqual(merged([korean], [english]), ["--preserve-root=all2 -H, 를"])
    }

    /// What both models read alike is as sure as both together.
    func testWordsReadAlikeAreSurer() throws {
        let korean = [word("TERM", x: 0, width: 40, confidence: 0.89), word("シグナル", x: 50, width: 40, confidence: 0.96)]
        let english = [word("TERM", x: 0, width: 40, confidence: 0.8), word("YT", x: 50, width: 40, confidence: 0.13)]
        let line = try XCTUnwrap(MixedSetReading.merged(cjk: page([korean]), latin: page([english])).first?.paragraphs.first?.lines.first)
        XCTAssertEqual(line.words.map(\.text), ["TERM", "シグナル"])
        XCTAssertEqual(line.words[0].confidence, 0.978, accuracy: 0.001)
    }

    /// Where the Korean model saw nothing, an English word is put in when sure; each English
    /// word goes to the line its middle is in.
    func testLatinWordsWhereTheCJKModelSawNothing() {
        let korean = [[word("옵션을", x: 0, width: 60, confidence: 0.93)], [word("무시", x: 0, width: 40, confidence: 0.88, y: 30)]]
        let english = [word("-l", x: 70, width: 15, confidence: 0.95), word("GAL", x: 100, width: 40, confidence: 0.5),
                       word("-s", x: 50, width: 15, confidence: 0.92, y: 31)]
        XCTAssertEqual(merged(korean, [english]), ["옵션을 -l", "무시 -s"])
    }
}

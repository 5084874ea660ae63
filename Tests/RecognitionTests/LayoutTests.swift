import XCTest
@testable import Recognition

/// Line text and paragraph grouping from word and line boxes.
final class LayoutTests: XCTestCase {
    private func word(_ text: String, x: Int, width: Int, y: Int = 0, height: Int = 16) -> RecognizedWord {
        RecognizedWord(text: text, box: BoundingBox(x: x, y: y, width: width, height: height), confidence: 0.9)
    }

    func testLatinWordsKeepTheirSpaces() {
        XCTAssertEqual(LineAssembly.text(of: [word("Save", x: 0, width: 30), word("as", x: 31, width: 12)], lineHeight: 16), "Save as")
    }

    func testJapaneseCharactersJoin() {
        let words = [word("設定", x: 0, width: 30), word("を", x: 32, width: 15), word("保存", x: 49, width: 30)]
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 16), "設定を保存")
    }

    /// Monospaced Hangul: letter gaps of 8 px are not spaces, the 15 px word gap is.
    func testKoreanSpacesFollowTheGaps() {
        let words = [word("심", x: 0, width: 12), word("볼", x: 20, width: 12), word("릭", x: 40, width: 12),
                     word("링", x: 67, width: 12), word("크", x: 87, width: 12)]
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 17), "심볼릭 링크")
    }

    /// A proportional font: Tesseract splits Korean at the spaces only, so every gap between
    /// its words is a space (none is letter spacing to discount).
    func testKoreanWordsOfSeveralSyllablesKeepEverySpace() {
        let words = [word("알", x: 0, width: 16), word("수", x: 22, width: 16), word("없는", x: 44, width: 34),
                     word("이름", x: 84, width: 34), word("또는", x: 124, width: 34), word("서비스", x: 164, width: 52)]
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 20), "알 수 없는 이름 또는 서비스")
    }

    /// The letter spacing the ink showed (a terminal font, most syllables whole words, a
    /// particle after a Latin word): gaps up to it join, wider ones are spaces.
    func testKoreanGapsAreWeighedAgainstTheInksLetterSpacing() {
        let words = [word("EBCDIC에", x: 0, width: 66), word("서", x: 72, width: 11), word("ASCII로", x: 98, width: 58),
                     word("변환합니다", x: 170, width: 86)]
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 16, inkLetterSpacing: 8), "EBCDIC에서 ASCII로 변환합니다")
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 16), "EBCDIC에 서 ASCII로 변환합니다", "without it, a proportional font's spacing")
    }

    func testWideGapBetweenCJKLabelsStaysASpace() {
        let words = [word("設定", x: 0, width: 30), word("保存", x: 31, width: 30), word("終了", x: 120, width: 30)]
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 16), "設定保存 終了")
    }

    /// No space between Japanese and the punctuation beside it; Latin words keep theirs.
    func testPunctuationBesideJapaneseJoins() {
        let words = [word("8-", x: 0, width: 14), word("ビット", x: 17, width: 40), word("サイズ", x: 60, width: 40),
                     word(":", x: 102, width: 4), word("Linux", x: 112, width: 36)]
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 16), "8-ビットサイズ: Linux")
    }

    /// A particle or counter glued to a Latin word or a number (boxes touching or overlapping)
    /// is one word with it; a space-wide gap stays a space.
    func testKoreanParticleAfterALatinWordOrNumberJoinsIt() {
        let words = [word("apt", x: 0, width: 33), word("에", x: 22, width: 9), word("대해", x: 36, width: 24),
                     word("비트", x: 70, width: 24), word("2", x: 100, width: 8), word("개", x: 109, width: 10),
                     word("gnupg", x: 130, width: 40), word("를", x: 178, width: 10)]
        XCTAssertEqual(LineAssembly.text(of: words, lineHeight: 16), "apt에 대해 비트 2개 gnupg 를")
    }

    /// A table's cell wrapped onto two lines is one: no space where a hyphenated word or CJK
    /// text was broken.
    func testWrappedCellLinesJoin() {
        XCTAssertEqual(LineAssembly.unwrapped(["Saint Martin (French", "part)"]), "Saint Martin (French part)")
        XCTAssertEqual(LineAssembly.unwrapped(["Alpha-", "2"]), "Alpha-2")
        XCTAssertEqual(LineAssembly.unwrapped(["--context[=<컨텍스", "트>]"]), "--context[=<컨텍스트>]")
    }

    /// One line Tesseract returned as pieces, right to left, is one line again, left to right;
    /// a line below, or one far to the side (another column), stays apart.
    func testPiecesOfOneLineJoin() {
        let pieces = [line("트롤", y: 7, x: 94, width: 22), line("kup[=<", y: 6, x: 39, width: 42),
                      line("--bac", y: 7, x: 8, width: 31), line(">]", y: 23, x: 8, width: 11), line("far", y: 7, x: 300, width: 20)]
        XCTAssertEqual(ParagraphLayout.joinedPieces(of: pieces).map(\.text), ["--bac kup[=< 트롤", ">]", "far"])
    }

    private func line(_ text: String, y: Int, x: Int = 10, width: Int = 200, height: Int = 14) -> RecognizedLine {
        let box = BoundingBox(x: x, y: y, width: width, height: height)
        return RecognizedLine(text: text, box: box, confidence: 0.9, words: [RecognizedWord(text: text, box: box, confidence: 0.9)])
    }

    private func block(_ lines: [RecognizedLine]) -> RecognizedBlock {
        let box = BoundingBox(enclosing: lines.map(\.box))
        return RecognizedBlock(box: box, paragraphs: lines.map { RecognizedParagraph(box: $0.box, lines: [$0]) })
    }

    func testParagraphsBreakAtWiderGaps() {
        let blocks = ParagraphLayout.regroup([block([line("a", y: 0), line("b", y: 18), line("c", y: 50), line("d", y: 68)])])
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks[0].paragraphs.map { $0.lines.map(\.text) }, [["a", "b"], ["c", "d"]])
        XCTAssertEqual(ImageAnalysis(width: 300, height: 100, languages: ["eng"], blocks: blocks).text, "a\nb\n\nc\nd")
    }

    /// Sparse segmentation returns a list as one block per line; evenly spaced, they are one paragraph.
    func testEvenlySpacedOneLineBlocksJoin() {
        let blocks = ParagraphLayout.regroup([block([line("a", y: 0)]), block([line("b", y: 30)]), block([line("c", y: 60)])])
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks[0].paragraphs.map { $0.lines.map(\.text) }, [["a", "b", "c"]])
    }

    func testSideBySideColumnsStayApart() {
        let blocks = ParagraphLayout.regroup([block([line("left", y: 0, x: 0, width: 100)]), block([line("right", y: 0, x: 300, width: 100)])])
        XCTAssertEqual(blocks.count, 2)
    }
}

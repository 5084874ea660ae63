@testable import Recognition

/// Two readings of the same lines, as Tesseract gives them, built word by word.
protocol LineReadings {}

extension LineReadings {
    func word(_ text: String, x: Int, width: Int, confidence: Double, y: Int = 0) -> RecognizedWord {
        RecognizedWord(text: text, box: BoundingBox(x: x, y: y, width: width, height: 20), confidence: confidence)
    }

    /// One block of one paragraph holding `lines`.
    func page(_ lines: [[RecognizedWord]]) -> [RecognizedBlock] {
        let lines = lines.map { RecognizedLine(box: BoundingBox(enclosing: $0.map(\.box)), words: $0, letterSpacing: nil) }
        let box = BoundingBox(enclosing: lines.map(\.box))
        return [RecognizedBlock(box: box, paragraphs: [RecognizedParagraph(box: box, lines: lines)])]
    }
}

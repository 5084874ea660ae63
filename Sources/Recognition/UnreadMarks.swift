/// Marks over letters that a reading left out: `eng` reads `möglich` as `moglich` and
/// `UNTÄTIG` as `UNTATIG`, with no trace in its text, so a card or a list of German names
/// (too few function words to name a language) stayed in `eng`. The ink still shows them:
/// small blobs above the tops of the word's letters, more than its `i`s and `j`s have dots.
enum UnreadMarks {
    /// Whether `word`, read from `image` (gray), has marks in its ink above its letters that its
    /// text does not account for. Only words of three ASCII letters or more are looked at.
    static func shows(_ word: RecognizedWord, in image: Image) -> Bool {
        let letters = word.text.unicodeScalars
        guard letters.count >= 3, letters.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
        let box = word.box.clipped(width: image.width, height: image.height)
        guard box.width >= 6, box.height >= 8 else { return false }
        let crop = image.cropped(to: box)
        let levels = InkStatistics(crop)
        guard levels.contrast >= InkStatistics.minimumContrast else { return false }
        let components = InkComponents(crop, isInk: levels.isInk).components
        let tall = components.filter { 5 * $0.height >= 2 * box.height }
        guard tall.count >= 2, let tops = tall.map(\.minY).median else { return false }
        let marks = components.filter { mark in
            4 * mark.height <= box.height && 2 * mark.width <= box.height && mark.maxY < tops
        }
        let dotted = letters.filter { $0 == "i" || $0 == "j" }.count
        return marks.count > dotted
    }

    /// The share of `words` (at most `sample` of them) that show unread marks in `image`.
    static func share(of words: [RecognizedWord], in image: Image, sample: Int = 200) -> Double {
        let looked = words.prefix(sample)
        guard !looked.isEmpty else { return 0 }
        let gray = image.grayscale()
        return Double(looked.filter { shows($0, in: gray) }.count) / Double(looked.count)
    }
}

/// Letters whose capital is their small letter drawn taller (`c o s v w x z`): alone, the LSTM
/// guesses their case (`-v,` read `-V,`, a terminal's `-s` read `-S`, GTK's `Off` read `off`),
/// and an option's case is its meaning. The ink tells: such a letter as tall as the line's
/// small letters is small, one clearly taller is a capital. Only where the line shows both
/// heights (a line of capitals or digits tells nothing) and only the letters of a word made of
/// them alone, or a word's first letter before small ones, made a capital only (a thin capital
/// broken into pieces by a small font would pass for a small letter).
enum LetterCase {
    static let sameShape: Set<Character> = ["c", "o", "s", "v", "w", "x", "z", "C", "O", "S", "V", "W", "X", "Z"]
    /// A letter at least this many times the small letters' height is a capital, one at most
    /// `smallShare` times it a small letter; between, the reading stands.
    static let capitalShare = 1.2
    static let smallShare = 1.1
    /// The line shows capitals or ascenders when its tall glyphs reach this many times the small ones.
    static let twoHeights = 1.3

    /// `words` of the line in `line` (boxes in `page`'s pixels, dark ink on light; `levels`, the
    /// line's darkest and lightest), their same-shape letters in the case their height shows.
    static func checked(_ words: [RecognizedWord], line: BoundingBox, on page: Image,
                        levels: (darkest: UInt8, lightest: UInt8)) -> [RecognizedWord] {
        // CJK characters are as tall as capitals and have no small letters to compare with.
        guard words.contains(where: { letters(of: $0.text) != nil }), line.width > 0, line.height > 0,
              !words.contains(where: { ScriptReread.hasCJK($0.text) }) else { return words }
        // Ink taken at the middle of the line's own levels: a grey comment of a code editor
        // reaches only mid-grey, and a fixed threshold broke its small letters into pieces that
        // made every whole letter pass for a capital (`Configuration`).
        let middle = (Int(levels.darkest) + Int(levels.lightest) + 1) / 2
        let glyphs = InkComponents(page.cropped(to: line)) { Int($0) < middle }.components.filter { $0.height >= 3 }
        // Dots, commas and accents aside.
        guard let median = glyphs.map(\.height).median else { return words }
        let heights = glyphs.map(\.height).filter { 2 * $0 > median }.sorted()
        guard heights.count >= 4 else { return words }
        // Small letters are the line's most common glyphs; capitals, ascenders and digits the tall ones.
        let small = Double(heights[heights.count / 4]), tall = Double(heights[heights.count * 9 / 10])
        guard tall >= twoHeights * small else { return words }
        return words.map { word in
            guard let letters = letters(of: word.text) else { return word }
            let inWord = glyphs.filter { glyph in
                let middle = line.x + (glyph.minX + glyph.maxX) / 2
                return middle >= word.box.x && middle < word.box.maxX
            }.sorted { $0.minX < $1.minX }
            // The word's same-shape letters: all of it (its tallest glyph), or its first letter (its first glyph).
            guard let glyph = letters == .all ? inWord.max(by: { $0.height < $1.height }) : inWord.first,
                  // Not two letters run together (`of` touching, as tall as the `f`).
                  Double(glyph.width) <= 1.3 * Double(glyph.height) else { return word }
            let height = Double(glyph.height)
            let capital: Bool
            if height >= capitalShare * small {
                capital = true
            } else if letters == .all, height <= smallShare * small {
                capital = false
            } else {
                return word
            }
            var word = word
            word.text = String(word.text.enumerated().map { index, character in
                guard sameShape.contains(character), letters == .all || index == 0 else { return character }
                return Character(capital ? character.uppercased() : character.lowercased())
            })
            return word
        }
    }

    enum Letters { case all, first }

    /// Which of `text`'s letters are checked: all of them when every letter is a same-shape one,
    /// its first when it opens the word before small letters only (`off`, `Contact`); else none.
    static func letters(of text: String) -> Letters? {
        let letters = text.filter(\.isLetter)
        guard let first = letters.first, letters.allSatisfy(\.isASCII) else { return nil }
        // Read in one case, beside marks lower than a letter only (a bracket or a quote would be
        // the tallest glyph); `Cow` is a capital's word.
        if letters.allSatisfy(sameShape.contains), letters.allSatisfy(\.isLowercase) || letters.allSatisfy(\.isUppercase) {
            return text.allSatisfy { $0.isLetter || "-,.:;".contains($0) } ? .all : nil
        }
        guard text.first == first, sameShape.contains(first), letters.dropFirst().allSatisfy(\.isLowercase) else { return nil }
        return .first
    }
}

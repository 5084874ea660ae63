import Foundation

/// Joins a line's words into its text. Tesseract separates every word with a space, but
/// Chinese and Japanese put none between characters, and Korean only between words.
enum LineAssembly {
    static func text(of words: [RecognizedWord], lineHeight: Int) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0, needsSpace(between: words[index - 1], and: word, lineHeight: lineHeight) {
                text += " "
            }
            text += word.text
        }
        return text
    }

    static func needsSpace(between left: RecognizedWord, and right: RecognizedWord, lineHeight: Int) -> Bool {
        guard let last = left.text.unicodeScalars.last, let first = right.text.unicodeScalars.first else { return false }
        let gap = right.box.x - left.box.maxX
        switch (Script(last), Script(first)) {
        case (.ideographic, _), (_, .ideographic):
            return gap > lineHeight / 2  // only a wide gap (two labels) is a space
        case (.hangul, .hangul):
            return gap > lineHeight / 4  // Korean word spacing, wider than letter spacing
        default:
            return true
        }
    }

    private enum Script {
        case ideographic, hangul, other

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x3000...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x2FFFF:
                self = .ideographic
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
                self = .hangul
            default:
                self = .other
            }
        }
    }
}

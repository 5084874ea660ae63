/// The words of an `exec:` command as a POSIX shell would split them, without running a
/// shell: blanks separate words; 'single quotes' keep everything; "double quotes" keep all but
/// \" \\ \$ \`; a backslash outside quotes keeps the next character. Nothing is expanded.
public enum CommandWords {
    /// nil for an unterminated quote or a trailing backslash.
    public static func split(_ command: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                // In double quotes a backslash only escapes these; elsewhere it is kept.
                if quote == "\"" && !"\"\\$`".contains(character) { word.append("\\") }
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }
}

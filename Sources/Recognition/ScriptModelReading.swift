/// A set read with a script model first (`vie`: `Vietnamese+vie`, see
/// `TesseractLanguages.scriptModelFirst`) read as its two halves: the script model alone and
/// the language's own model alone, each over the whole page, then run by run the surer of the
/// two. Tesseract's mixed model reads every line with the first and the words it doubts with
/// the second, on one core; read apart, the halves run on two.
enum ScriptModelReading {
    /// The script models `languages` are read with first; nil when none is installed.
    static func scriptModels(of languages: [String], isInstalled: (String) -> Bool) -> [String]? {
        let models = TesseractLanguages.models(for: languages, isInstalled: isInstalled).filter { !languages.contains($0) }
        return models.isEmpty ? nil : models
    }

    /// `script`'s blocks, paragraphs and lines, each run of words the surer reading's: the
    /// smallest groups of both readings' words whose ends meet, weighed by confidence per
    /// character, as Tesseract's mixed model weighs them. A run read alike by both is as sure as
    /// both together. Words only the language's model saw are left out, as the mixed model,
    /// which follows the script model's words, leaves them.
    static func merged(script: [RecognizedBlock], own: [RecognizedBlock]) -> [RecognizedBlock] {
        var ownWords = own.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        return script.mappingLines { line in
            let theirs = ReadingRuns.taken(from: &ownWords, for: line.box)
            var words: [RecognizedWord] = []
            for run in ReadingRuns.runs(line.words, theirs, slack: line.box.height / 8) {
                if run.first.map(\.text) == run.second.map(\.text) {
                    words += ReadingRuns.agreed(run.first, run.second)
                } else if !run.first.isEmpty {
                    words += ReadingRuns.sureness(run.second) > ReadingRuns.sureness(run.first) ? run.second : run.first
                }
            }
            return line.replacingWords(words)
        }
    }
}

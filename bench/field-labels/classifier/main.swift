// Reads one field a line, its texts tab-separated strongest first (label, then HTML name), and
// prints the type LabelKeywords gives the first text that names one, as FieldInference does,
// with the keyword; "-" when none does. Compiled by `../run` with the classifier's own sources.
// The label is read as a label, the HTML name by its own last segment (FieldInference does the same).
while let line = readLine() {
    let texts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let match = LabelKeywords.classify(texts[0]) ?? texts.dropFirst().lazy.compactMap { LabelKeywords.classify(fieldName: $0) }.first
    print(match.map { "\($0.type.rawValue)\t\($0.keyword)" } ?? "-")
}

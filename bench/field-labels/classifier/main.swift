// Reads one field a line, its texts tab-separated strongest first (label, then HTML name), and
// prints the type LabelKeywords gives the first text that names one, as FieldInference does,
// with the keyword; "-" when none does. Compiled by `../run` with the classifier's own sources.
while let line = readLine() {
    let match = line.split(separator: "\t").lazy.compactMap { LabelKeywords.classify(String($0)) }.first
    print(match.map { "\($0.type.rawValue)\t\($0.keyword)" } ?? "-")
}

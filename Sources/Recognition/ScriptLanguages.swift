import Foundation

/// The writing systems `--lang auto` tells apart, each read with its own Tesseract languages.
public enum Script: String, Sendable, CaseIterable, Comparable {
    case latin = "Latin", korean = "Korean", japanese = "Japanese", chinese = "Chinese"

    /// Its languages, in the order tried when the user prefers none of them.
    var languages: [String] {
        switch self {
        case .latin: ["eng", "deu", "fra", "spa", "ita", "por", "nld", "vie"]
        case .korean: ["kor"]
        case .japanese: ["jpn"]
        case .chinese: ["chi_sim", "chi_tra"]
        }
    }

    public static func < (a: Script, b: Script) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The script OSD (osd.traineddata) names, when it is one of these: it says Hangul, or
    /// Korean when sure of the language, and Han for Chinese characters.
    init?(osdName: String) {
        switch osdName {
        case "Latin": self = .latin
        case "Hangul", "Korean": self = .korean
        case "Japanese", "Katakana", "Hiragana": self = .japanese
        case "Han": self = .chinese
        default: return nil
        }
    }
}

/// For `--lang auto`: the languages read first (the user's preferred ones, then eng), and
/// the installed languages of each CJK script.
public struct ScriptLanguages: Sendable, Hashable {
    /// Read first, for every region: cheap, and right for most screens.
    public let primary: [String]
    /// The other installed Latin languages, tried where the primary reading's words carry
    /// many marks (Vietnamese read by eng: "Tiéng Viét").
    let otherLatin: [String]
    /// The installed languages of each CJK script, the preferred first (chi_tra before chi_sim
    /// for a user who configured it).
    public let cjk: [Script: [String]]

    /// `preferred`: the configured languages (`$CAPTEXT_LANG`, config `lang`, the locale's),
    /// in order; `isInstalled`: whether a language's data is there.
    public init(preferred: [String], isInstalled: (String) -> Bool) {
        // A user who configured Korean, Japanese or Chinese reads them first too, as before
        // `auto`: a terminal of Korean lines with Latin options in them reads as eng with
        // confidence enough, and would lose its Korean (30-44 % CER on the crops bench).
        var primary = preferred.filter(isInstalled)
        if !primary.contains("eng") && isInstalled("eng") { primary.append("eng") }
        self.primary = primary.isEmpty ? ["eng"] : primary
        otherLatin = Script.latin.languages.filter { !primary.contains($0) && isInstalled($0) }
        var cjk: [Script: [String]] = [:]
        for script in [Script.korean, .japanese, .chinese] {
            let ordered = preferred.filter(script.languages.contains) + script.languages.filter { !preferred.contains($0) }
            let installed = ordered.filter(isInstalled)
            if !installed.isEmpty { cjk[script] = installed }
        }
        self.cjk = cjk
    }

    public init(preferred: [String], tessdata: Tessdata) {
        self.init(preferred: preferred, isInstalled: tessdata.isInstalled)
    }

    /// One language of each installed CJK script: a reading with them all tells the scripts
    /// apart by the characters it makes. Nil when none is installed.
    var cjkSurvey: [String]? {
        let survey = cjk.keys.sorted().compactMap { cjk[$0]?.first }
        return survey.isEmpty ? nil : survey
    }

    /// The installed Latin language `words` are in by their function words, nil when they are
    /// too few to tell (`LatinLanguageGuess`).
    func latinLanguage(of words: [String]) -> String? {
        LatinLanguageGuess.language(of: words, among: primary + otherLatin)
    }

    /// The set a region in `script` is read with: its languages, then the primary Latin ones for
    /// the Latin words of a mixed line (`kor+eng`, which `ScriptReread` handles).
    /// The CJK script whose set `languages` is (a region's reading's), nil for any other set.
    func cjkScript(readIn languages: [String]?) -> Script? {
        cjk.keys.first { languages == self.languages(for: $0) }
    }

    public func languages(for script: Script) -> [String] {
        script == .latin ? primary : (cjk[script] ?? []) + primary.filter { !ScriptReread.cjkLanguages.contains($0) }
    }

    /// The scripts with data installed, Latin first.
    public var readable: [Script] { [.latin] + cjk.keys.sorted() }

    /// What to install to read `script`.
    public static func package(for script: Script) -> String {
        TesseractLanguages.debianPackage(for: script.languages[0])
    }

    /// What the user is told, once, about text in `script` seen without its data installed.
    public static func notice(_ script: Script, seenIn place: String = "this screen") -> String {
        "\(place) has \(script.rawValue) text; install \(package(for: script)) to read it"
    }
}

/// Which script a reading's characters are in: Hangul syllables make it Korean, kana
/// Japanese, Chinese characters without kana Chinese (Japanese when no Chinese is installed).
enum CharacterScript {
    /// The share of a reading's lines in a CJK script that makes the region that script's: a
    /// terminal's Korean lines beside its long Latin options, whose letters outnumber the
    /// Hangul syllables of the whole, but not a stray symbol read as a Chinese character.
    static let cjkLines = 0.25

    /// The fewest CJK characters a line needs to be in a CJK script: a CJK model makes one of
    /// any lone blob (a dialog's icon) and of short Latin words whose strokes look like one
    /// (a table's `LI` read as 니).
    static let leastCharacters = 2

    /// The CJK script of most of `lines` that are in one (`cjkScript(of:)`, each line on its
    /// own, with `leastCharacters`), when they are `cjkLines` of the lines with text; nil otherwise.
    /// Where some line has kana, its lines of Chinese characters alone are Japanese too: Chinese
    /// is written without kana, and a Japanese page's names, dates and headings (搭乗日, 令和9年
    /// 7月5日) are often kanji alone. `weights`: each line's vote (one by default).
    static func cjkScript(ofLines lines: [String], weights: [Double]? = nil, installed: Set<Script>) -> Script? {
        let read = zip(lines, weights ?? Array(repeating: 1, count: lines.count)).filter { line, _ in line.contains { $0.isLetter || $0.isNumber } }
        var votes: [(script: Script, weight: Double)] = read.compactMap { line, weight in
            cjkScript(of: line, installed: installed, least: leastCharacters).map { ($0, weight) }
        }
        if votes.contains(where: { $0.script == .japanese }) {
            votes = votes.map { ($0.script == .chinese ? .japanese : $0.script, $0.weight) }
        }
        guard !votes.isEmpty, Double(votes.count) >= cjkLines * Double(read.count) else { return nil }
        let sums = Dictionary(votes.map { ($0.script, $0.weight) }, uniquingKeysWith: +)
        return sums.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }

    /// The mean confidence of the words of a line that hold CJK characters; 0 without them.
    static func sureness(of words: [RecognizedWord]) -> Double {
        let cjk = words.filter { $0.text.unicodeScalars.contains { kind(of: $0) != nil } }
        return cjk.isEmpty ? 0 : cjk.map(\.confidence).reduce(0, +) / Double(cjk.count)
    }

    /// The CJK script of `text`, nil when under half its letters are CJK (Latin text read by
    /// a CJK model keeps its letters and digits) or when it has fewer than `least` of them.
    static func cjkScript(of text: String, installed: Set<Script>, least: Int = 1) -> Script? {
        var hangul = 0, kana = 0, han = 0, other = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            switch kind(of: scalar) {
            case .hangul: hangul += 1
            case .kana: kana += 1
            case .han: han += 1
            case nil: other += 1
            }
        }
        let cjk = hangul + kana + han
        guard cjk > 0, cjk >= least, 2 * cjk >= cjk + other else { return nil }
        // A Japanese line is mostly kana around its kanji; a Korean one may cite a Hanja word.
        if hangul >= kana, hangul > 0, installed.contains(.korean) { return .korean }
        if kana > 0, installed.contains(.japanese) { return .japanese }
        if installed.contains(.chinese) { return .chinese }
        return installed.contains(.japanese) ? .japanese : installed.min()
    }

    private enum Kind { case hangul, kana, han }

    private static func kind(of scalar: Unicode.Scalar) -> Kind? {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: .kana
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF: .han
        default: nil
        }
    }

    /// Below this confidence a CJK survey's word is no evidence of its script: it reads the
    /// accents of a Vietnamese line's neighbours, cut by the line's margin, as kana it is
    /// unsure of (all but one under 0.55 on the tune crops), and 95 % of the words of the
    /// tune CJK crops' surveyed lines at 0.7 or more.
    static let sureCharacters = 0.7

    /// What tells the script of a line the CJK survey read: its words with CJK characters it
    /// is sure of, and its other words unless the primary reading read them the same (a
    /// Chinese help line's `rmt` and `COMMAND` are Latin in both readings: they say nothing
    /// of the rest of the line, which `eng` read as "{2 FRSEAY").
    static func telling(_ survey: [RecognizedWord], primary: [String]) -> String {
        let shared = Set(primary)
        return survey.filter { word in
            word.text.unicodeScalars.contains { kind(of: $0) != nil } ? word.confidence >= sureCharacters
                : !shared.contains(word.text)
        }.map(\.text).joined(separator: " ")
    }
}

import CTesseract
import Foundation

/// One Tesseract instance, initialised once for a set of languages (a set read in halves'
/// when first used) and reused for every image. Not thread-safe: each worker thread owns its own (see `ImageAnalyzer`).
public final class OCREngine {
    public let languages: [String]
    /// Whether a language's script model is loaded before it (`TesseractLanguages.scriptModelFirst`).
    private let withScriptModels: Bool
    /// Tesseract's instance, made when first used for a set read in halves: its image read
    /// whole needs only its halves' engines (`ReadingHalves`), and loading the mixed model
    /// costs both models' loading again. Made at once for other sets.
    private var handle: OpaquePointer?
    private let tessdata: Tessdata
    /// The worker's code reader, made when the first image asks for codes.
    private(set) lazy var codeReader = CodeReader()
    /// For a mixed set such as kor+eng, an engine for the CJK languages alone (see
    /// `MixedSetReading`, `ScriptReread`), made when the first page needs it; nil for other sets.
    private(set) lazy var cjkEngine: OCREngine? = ScriptReread.cjkOnly(languages).flatMap { try? OCREngine(languages: $0, tessdata: tessdata) }
    /// For a mixed set, an engine for its other languages alone (see `MixedSetReading`, `LatinReread`).
    private(set) lazy var latinEngine: OCREngine? = LatinReread.latinOnly(languages).flatMap { try? OCREngine(languages: $0, tessdata: tessdata) }
    /// For a set read with a script model first (`vie`: `Vietnamese+vie`), engines for the
    /// script models alone and for the set's languages alone (see `ScriptModelReading`); nil for
    /// other sets and where no script model is installed.
    private(set) lazy var scriptModelHalves: (script: OCREngine, own: OCREngine)? = {
        guard withScriptModels, let scripts = ScriptModelReading.scriptModels(of: languages, isInstalled: tessdata.isInstalled),
              let script = try? OCREngine(languages: scripts, tessdata: tessdata),
              let own = try? OCREngine(languages: languages, tessdata: tessdata, withScriptModels: false) else { return nil }
        return (script, own)
    }()

    /// The engines of the set's two halves (see `ReadingHalves`), made when first asked for; nil
    /// for sets without halves.
    var halfEngines: (first: OCREngine, second: OCREngine)? {
        if let cjkEngine, let latinEngine { return (cjkEngine, latinEngine) }
        return scriptModelHalves.map { ($0.script, $0.own) }
    }

    /// `withScriptModels`: load a language's script model before it where it reads better so.
    public init(languages: [String], tessdata: Tessdata, withScriptModels: Bool = true) throws(RecognitionError) {
        try tessdata.check(languages)
        try TesseractLibrary.load()
        _ = Self.numericLocale
        self.languages = languages
        self.withScriptModels = withScriptModels
        self.tessdata = tessdata
        if !withScriptModels || !Self.readsInHalves(languages) { _ = try tesseract() }
    }

    /// Whether an image of `languages` read whole is read as two halves on two cores:
    /// a mixed set (`MixedSetReading`) or a set read with a script model first (`ScriptModelReading`).
    static func readsInHalves(_ languages: [String]) -> Bool {
        ScriptReread.cjkOnly(languages) != nil || languages.contains { TesseractLanguages.scriptModelFirst[$0] != nil }
    }

    deinit { if let handle { TessBaseAPIDelete(handle) } }

    /// Readies the engines a reading will use: a set's halves where it has them (its own model too
    /// `forPages`), another set's own.
    func warmUp(forPages: Bool) throws(RecognitionError) {
        // The halves are made whether or not `forPages` asks for the mixed model too.
        if halfEngines != nil, !forPages { return }
        _ = try tesseract()
    }

    /// The Tesseract instance, made on the first call.
    private func tesseract() throws(RecognitionError) -> OpaquePointer {
        if let handle { return handle }
        let api = TessBaseAPICreate()!
        // Tesseract's own diagnostics go to its debug file; captext reports errors itself.
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        let models = withScriptModels ? TesseractLanguages.models(for: languages, isInstalled: tessdata.isInstalled) : languages
        let spec = models.joined(separator: "+")
        // The LSTM engine alone, even from language data that holds the legacy one too: what
        // captext is measured with, and what lets it skip the legacy engine's tables (CTesseract).
        guard TessBaseAPIInit2(api, tessdata.directory, spec, OEM_LSTM_ONLY) == 0 else {
            TessBaseAPIDelete(api)
            throw .unusableLanguageData(languages: spec, directory: tessdata.directory)
        }
        // Pages arrive dark on light (see ScreenTextPreprocessor): Tesseract's own retry of
        // doubtful lines inverted only costs time (about 40% more CPU on dark crops).
        TessBaseAPISetVariable(api, "tessedit_do_invert", "0")
        // Fixed-pitch analysis finds a monospaced line's character cells: 3% of the time of a
        // screen of terminals, and no character of a Latin crop or page changed without it on
        // bench/ocr-accuracy and bench/page-accuracy. Chinese, Japanese and Korean lines keep it:
        // cut as proportional, a Japanese terminal's words were read apart (`TER円` for `TERM`).
        if !languages.contains(where: ScriptReread.cjkLanguages.contains) {
            TessBaseAPISetVariable(api, "textord_all_prop", "1")
        }
        handle = api
        return api
    }

    /// Tesseract parses its numeric parameters with the C library's locale; set once, as
    /// setlocale is not safe to call while other threads run.
    private static let numericLocale: Void = { setlocale(LC_NUMERIC, "C") }()

    /// Recognises a prepared 8-bit gray page; boxes come back in the levelled image's pixels
    /// (the original's unless it was tilted), where lines are straight and their spacing
    /// tells words and paragraphs apart.
    /// `area`: only this part of the page (in its own pixels).
    func recognize(_ page: PreparedPage, mode: TessPageSegMode, characters: String? = nil,
                   area: BoundingBox? = nil) throws(RecognitionError) -> [RecognizedBlock] {
        try results(page, mode: mode, characters: characters, area: area) { collectBlocks($0, page: page) } ?? []
    }

    /// The characters read in `area` of `page`, each with its box (levelled pixels, or the
    /// prepared page's `inPagePixels`) and confidence: where a word's script changes.
    func symbols(_ page: PreparedPage, mode: TessPageSegMode, area: BoundingBox, inPagePixels: Bool = false) throws(RecognitionError) -> [RecognizedWord] {
        try results(page, mode: mode, characters: nil, area: area) { iterator in
            var symbols: [RecognizedWord] = []
            repeat {
                guard let raw = TessResultIteratorGetUTF8Text(iterator, RIL_SYMBOL) else { continue }
                let text = String(cString: raw)
                TessDeleteText(raw)
                let confidence = Double(TessResultIteratorConfidence(iterator, RIL_SYMBOL)) / 100
                let box = Self.box(iterator, RIL_SYMBOL, inPagePixels ? nil : page.geometry)
                symbols.append(RecognizedWord(text: text, box: box, confidence: min(max(confidence, 0), 1)))
            } while TessResultIteratorNext(iterator, RIL_SYMBOL) != 0
            return symbols
        } ?? []
    }

    /// Runs Tesseract on `page` and hands its result iterator to `collect`; nil when nothing was found.
    private func results<T>(_ page: PreparedPage, mode: TessPageSegMode, characters: String?, area: BoundingBox?,
                            _ collect: (OpaquePointer) -> T) throws(RecognitionError) -> T? {
        OpenMP.runSerially()
        let api = try tesseract()
        TessBaseAPISetPageSegMode(api, mode)
        // The engine is reused: a whitelist must not outlive this page.
        TessBaseAPISetVariable(api, "tessedit_char_whitelist", characters ?? "")
        page.image.pixels.withUnsafeBufferPointer {
            TessBaseAPISetImage(api, $0.baseAddress, Int32(page.image.width), Int32(page.image.height), 1, Int32(page.image.width))
        }
        TessBaseAPISetSourceResolution(api, Int32(page.resolution))
        if let area { TessBaseAPISetRectangle(api, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height)) }
        defer { TessBaseAPIClear(api) }
        guard TessBaseAPIRecognize(api, nil) == 0 else { throw .recognitionFailed }
        guard let iterator = TessBaseAPIGetIterator(api) else { return nil }
        defer { TessResultIteratorDelete(iterator) }
        return collect(iterator)
    }

    /// The box of the iterator's current element at `level`, in levelled pixels (in the
    /// prepared page's without a geometry).
    private static func box(_ iterator: OpaquePointer, _ level: TessPageIteratorLevel, _ geometry: PageGeometry?) -> BoundingBox {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        TessPageIteratorBoundingBox(TessResultIteratorGetPageIterator(iterator), level, &left, &top, &right, &bottom)
        let box = BoundingBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
        return geometry?.levelled(box) ?? box
    }

    private func collectBlocks(_ iterator: OpaquePointer, page prepared: PreparedPage) -> [RecognizedBlock] {
        let page = TessResultIteratorGetPageIterator(iterator)
        func box(_ level: TessPageIteratorLevel) -> BoundingBox { Self.box(iterator, level, prepared.geometry) }
        // Words are gathered in the prepared page's pixels, where their ink is, and levelled per line.
        func pageBox(_ level: TessPageIteratorLevel) -> BoundingBox { Self.box(iterator, level, nil) }
        var builder = StructureBuilder { line, words in
            let checked = InkWordBreaks.checked(words, line: line, on: prepared.image)
            let split = DigitGroupBreaks.split(checked.words, line: line, on: prepared.image)
            // A photo's blur runs letters together and rounds their heights. The line's darkest and
            // lightest levels, which both measure their ink from, are found once.
            let settled = prepared.isPhotograph ? split : {
                let levels = prepared.image.levels(in: line.clipped(width: prepared.image.width, height: prepared.image.height))
                let cased = LetterCase.checked(split, line: line, on: prepared.image, levels: levels)
                return Underscores.joined(cased, line: line, on: prepared.image, levels: levels)
            }()
            let words = settled.map {
                RecognizedWord(text: $0.text, box: prepared.geometry.levelled($0.box), confidence: $0.confidence)
            }
            let letterSpacing = checked.letterSpacing.map { Double($0) / prepared.geometry.scale }
            var recognized = RecognizedLine(box: prepared.geometry.levelled(line), words: words, letterSpacing: letterSpacing)
            if prepared.geometry.rotation != nil {
                recognized.levelHeight = Int((Double(line.height) / prepared.geometry.scale).rounded())
            }
            return recognized
        }
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_BLOCK) != 0 { builder.startBlock(box(RIL_BLOCK)) }
            if TessPageIteratorIsAtBeginningOf(page, RIL_PARA) != 0 { builder.startParagraph(box(RIL_PARA)) }
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 { builder.startLine(pageBox(RIL_TEXTLINE)) }
            guard let raw = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            // Vietnamese and other combining marks: one canonical (composed) form.
            let text = String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
            TessDeleteText(raw)
            guard !text.isEmpty else { continue }
            let confidence = (Double(TessResultIteratorConfidence(iterator, RIL_WORD)) * 10).rounded() / 1000
            builder.add(RecognizedWord(text: text, box: pageBox(RIL_WORD), confidence: min(max(confidence, 0), 1)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return builder.finish()
    }
}

/// Collects Tesseract's flat word stream into blocks → paragraphs → lines, dropping empty levels.
private struct StructureBuilder {
    /// Makes a line of its box and words as Tesseract gave them.
    private let makeLine: (BoundingBox, [RecognizedWord]) -> RecognizedLine
    private var blocks: [RecognizedBlock] = []
    private var block: RecognizedBlock?
    private var paragraph: RecognizedParagraph?
    private var lineBox: BoundingBox?
    private var words: [RecognizedWord] = []

    init(makeLine: @escaping (BoundingBox, [RecognizedWord]) -> RecognizedLine) { self.makeLine = makeLine }

    mutating func startBlock(_ box: BoundingBox) {
        closeParagraph()
        if let block, !block.paragraphs.isEmpty { blocks.append(block) }
        block = RecognizedBlock(box: box, paragraphs: [])
    }

    mutating func startParagraph(_ box: BoundingBox) {
        closeParagraph()
        paragraph = RecognizedParagraph(box: box, lines: [])
    }

    mutating func startLine(_ box: BoundingBox) {
        closeLine()
        lineBox = box
    }

    mutating func add(_ word: RecognizedWord) { words.append(word) }

    mutating func finish() -> [RecognizedBlock] {
        startBlock(BoundingBox(x: 0, y: 0, width: 0, height: 0))
        return blocks
    }

    private mutating func closeLine() {
        defer { words = [] }
        guard let lineBox, !words.isEmpty else { return }
        paragraph?.lines.append(makeLine(lineBox, words))
    }

    private mutating func closeParagraph() {
        closeLine()
        if let paragraph, !paragraph.lines.isEmpty { block?.paragraphs.append(paragraph) }
        paragraph = nil
    }
}

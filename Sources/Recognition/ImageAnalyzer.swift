import Foundation
import Synchronization

/// Created once and shared: owns the OCR engines, one per worker thread and language set,
/// started as work arrives up to `maxWorkers` (the core count by default) and kept warm for
/// the next image. Engines never cross threads; only images and analyses (value types) do.
public final class ImageAnalyzer: Sendable {
    public let plan: LanguagePlan
    let queue: JobQueue

    public init(plan: LanguagePlan, tessdata: Tessdata = .locate(),
                maxWorkers: Int = ProcessInfo.processInfo.activeProcessorCount) throws(RecognitionError) {
        switch plan {
        case .fixed(let languages): try tessdata.check(languages)
        case .automatic(let scripts): try tessdata.check(scripts.primary)
        }
        self.plan = plan
        queue = JobQueue(tessdata: tessdata, maxWorkers: max(1, maxWorkers))
    }

    /// Reads with `languages` alone, whatever script the image is in.
    public convenience init(languages: [String], tessdata: Tessdata = .locate(),
                            maxWorkers: Int = ProcessInfo.processInfo.activeProcessorCount) throws(RecognitionError) {
        try self.init(plan: .fixed(languages), tessdata: tessdata, maxWorkers: maxWorkers)
    }

    /// `kor+eng`, or `auto`.
    public var languageSpec: String { plan.spec }

    /// The set read first: the fixed one, or the primary one of `--lang auto`.
    var firstLanguages: [String] {
        switch plan {
        case .fixed(let languages): languages
        case .automatic(let scripts): scripts.primary
        }
    }

    deinit { queue.shutDown() }

    /// How long the jobs submitted from a task will take, relative to the other jobs of its
    /// image (see `JobQueue.submit`): a region's expected reading work, for all of its jobs.
    @TaskLocal static var expectedWork = 0.0

    /// A region's lines times the characters in a line: what Tesseract's time grows with.
    static func readingWork(of region: TextRegion) -> Double {
        let height = Double(max(region.textHeight, 1))
        return Double(region.box.area) / (height * height)
    }

    /// How many bands of lines a region may be read in: one per worker, except for Chinese,
    /// Japanese and Korean. Measured on bench/page-accuracy: Tesseract finds the rows of a
    /// block of square glyphs with no ascenders and descenders less surely when it has few
    /// lines, and read some CJK windows' bands in pieces (9 % → 27 % CER); Latin windows only
    /// gained.
    func bandsPerRegion(_ languages: [String]) -> Int {
        languages.contains(where: ScriptReread.cjkLanguages.contains) ? 1 : queue.maxWorkers
    }

    /// Loads the language data on a worker now, so that a corrupt file is reported once,
    /// before any image, and the first image does not pay for it. With `--lang auto`, the
    /// primary set; `everyScript` loads the CJK sets too (the daemon, which stays). A set
    /// read in halves loads the engines of an image read whole, its halves (`ReadingHalves`);
    /// `forPages` its own model too, which reads a page's regions.
    public func warmUp(everyScript: Bool = false, forPages: Bool = false) async throws(RecognitionError) {
        try await run(firstLanguages, warmsUp: true) { engine throws(RecognitionError) in try engine.warmUp(forPages: forPages) }
        guard everyScript, case .automatic(let scripts) = plan else { return }
        for languages in [scripts.cjkSurvey].compactMap({ $0 }) + scripts.cjk.keys.sorted().map(scripts.languages(for:)) {
            try await run(languages, warmsUp: true) { engine throws(RecognitionError) in try engine.warmUp(forPages: forPages) }
        }
    }

    /// Reads `image`; with automatic segmentation a page of several windows, panels or
    /// columns is split first (`PageLayout`) and its regions read in parallel, most text first,
    /// and a region of many lines (a crop too) in bands of lines, one per worker. `progress`
    /// gets the page as read so far each time a region of several is read (Live Text shows
    /// the largest windows while the others are still being read). A file's page lying on its
    /// side is read upright (`TurnedPage`).
    public func analyze(_ image: Image, options: AnalysisOptions = AnalysisOptions(),
                        progress: (@Sendable (PartialReading) -> Void)? = nil) async throws(RecognitionError) -> ImageAnalysis {
        let reading = try await analyzeAsShown(image, options: options, progress: progress)
        guard Self.mayBeTurned(reading, of: image, options: options) else { return reading }
        return try await uprightReading(of: image, replacing: reading, options: options) ?? reading
    }

    func analyzeAsShown(_ image: Image, options: AnalysisOptions,
                        progress: (@Sendable (PartialReading) -> Void)?) async throws(RecognitionError) -> ImageAnalysis {
        guard options.readsCodes, !options.windows.isEmpty else { return try await textAsShown(image, options: options, progress: progress) }
        // A screen grab keeps every worker busy with its regions: its codes are decoded on one
        // from the start, while the layout is found on another core, instead of after it.
        async let codes = codes(in: image)
        var reading = try await textAsShown(image, options: options.textOnly, progress: progress)
        reading.codes = try await codes.get()
        return reading
    }

    private func textAsShown(_ image: Image, options: AnalysisOptions,
                             progress: (@Sendable (PartialReading) -> Void)?) async throws(RecognitionError) -> ImageAnalysis {
        guard options.mode == .auto else { return try await read(image, options: options, readsAhead: true) }
        return UnreadEdgeLines.removed(from: try await laidOutText(image, options: options, progress: progress))
    }

    /// Whether `image` is a photo (or a scan) rather than a screen's pixels: few of its
    /// neighbouring pixels are equal (`PhotoBackground`).
    public static func isPhotograph(_ image: Image) -> Bool {
        PhotoBackground.isPhotographed(image)
    }

    private func laidOutText(_ image: Image, options: AnalysisOptions,
                             progress: (@Sendable (PartialReading) -> Void)?) async throws(RecognitionError) -> ImageAnalysis {
        // A photo has no flat panels or gutters to cut along (uneven light, noise): it is read
        // whole and levelled, from the box the layout found its text in. A screen grab (its
        // windows known) is none. Lines its frame cuts are left to that reading: `CutLines` was
        // measured on screenshots (bench/ocr-accuracy/cut-lines); on photos it moved crops both ways.
        let photographed = options.windows.isEmpty && PhotoBackground.isPhotographed(image)
        let layout = PageLayout(image, windows: options.windows, leavesOutCutLines: !photographed)
        guard !layout.regions.isEmpty else { return try await read(image, options: options, readsAhead: true) }
        if photographed { return try await readPhoto(image, layout: layout, options: options) }
        // The edge of a panel caught at the crop's edge would pass for its ink.
        let page = layout.regions.count == 1 ? layout.imagePainted(image) : image
        // A tilted photo or scan is levelled and read whole: its lines cross any cut made level.
        guard !ScreenTextPreprocessor.isTilted(image) else { return try await read(page, options: options, readsAhead: true) }
        let level = { var level = options; level.levels = false; return level }()
        // Text on the page's own background is read whole (in bands of lines), as it always
        // was; text on a panel of another colour (a banner in a margin) is read from its region.
        guard layout.regions.count > 1 || layout.panelOfRegion[0] >= 0 else {
            let whole = BoundingBox(x: 0, y: 0, width: image.width, height: image.height)
            return try await read(page, options: level, readsAhead: true) { languages in
                layout.bands(of: whole, textHeight: layout.regions[0].textHeight, count: self.bandsPerRegion(languages))
            }
        }
        // Codes are read once, on the whole page, meanwhile; a region is no screen grab of windows.
        async let codes = options.readsCodes ? codes(in: image) : .success([])
        let regionOptions = { var region = level.textOnly; region.windows = []; return region }()
        let readings = await withTaskGroup(of: (Int, Result<ImageAnalysis, RecognitionError>).self) { group in
            let regions = layout.regions
            for index in regions.indices.sorted(by: { Self.readingWork(of: regions[$0]) > Self.readingWork(of: regions[$1]) }) {
                group.addTask {
                    let reading = await Self.$expectedWork.withValue(Self.readingWork(of: regions[index])) { () async -> Result<ImageAnalysis, RecognitionError> in
                        do throws(RecognitionError) { return .success(try await self.readRegion(index, of: layout, in: image, options: regionOptions)) }
                        catch { return .failure(error) }
                    }
                    return (index, reading)
                }
            }
            var readings = [Result<ImageAnalysis, RecognitionError>?](repeating: nil, count: layout.regions.count)
            var read = 0
            for await (index, reading) in group {
                readings[index] = reading
                read += 1
                guard let progress, read < readings.count else { continue }
                let sofar = readings.map { (try? $0?.get()) ?? ImageAnalysis(width: 0, height: 0, languages: [], blocks: []) }
                progress(PartialReading(analysis: RegionReading.merge(sofar, layout: layout, of: image, codes: []),
                                        regionsRead: read, regions: readings.count))
            }
            return readings
        }
        var analyses: [ImageAnalysis] = []
        for reading in readings { analyses.append(try reading!.get()) }
        if case .automatic(let scripts) = plan {
            analyses = try await inPageLanguage(analyses, scripts: scripts, layout: layout, image: image, options: regionOptions)
        }
        return RegionReading.merge(analyses, layout: layout, of: image, codes: try await codes.get())
    }

    /// Region `index` of `layout` read in the plan's languages, or in exactly `languages`.
    func readRegion(_ index: Int, of layout: PageLayout, in image: Image, options: AnalysisOptions,
                            languages: [String]? = nil) async throws(RecognitionError) -> ImageAnalysis {
        let region = layout.regions[index]
        let crop = layout.image(ofRegion: index, in: image), origin = layout.cropBox(index)
        // A table's cell is one paragraph: scattered pieces (sparse segmentation) would tear
        // its wrapped lines apart.
        let options = region.kind == .cell ? { var cell = options; cell.mode = .block; return cell }() : options
        let bands = { (languages: [String]) in
            layout.bands(of: origin, textHeight: region.textHeight, count: self.bandsPerRegion(languages))
                .map { BoundingBox(x: $0.x - origin.x, y: $0.y - origin.y, width: $0.width, height: $0.height) }
        }
        guard let languages else { return try await read(crop, options: options, bands: bands) }
        return try await analyze(crop, bands: bands(languages), options: options, languages: languages)
    }

    /// A photo read whole from the box around its text: the desk, the page's edge and a card's
    /// margin left out. Its codes are decoded from all of it.
    private func readPhoto(_ image: Image, layout: PageLayout, options: AnalysisOptions) async throws(RecognitionError) -> ImageAnalysis {
        async let codes = options.readsCodes ? codes(in: image) : .success([])
        let box = layout.textCropBox
        var reading = try await read(image.cropped(to: box), options: options.textOnly, readsAhead: true)
        reading.blocks = reading.blocks.mappingBoxes { $0.moved(by: box) }
        reading.width = image.width
        reading.height = image.height
        reading.codes = try await codes.get()
        return reading
    }

    /// `image` (a region, or a page read whole) read with the plan's languages; `bands`: the
    /// bands of lines it may be read in with a language set, or only whole.
    private func read(_ image: Image, options: AnalysisOptions, readsAhead: Bool = false,
                      bands: (([String]) -> [BoundingBox])? = nil) async throws(RecognitionError) -> ImageAnalysis {
        let whole = BoundingBox(x: 0, y: 0, width: image.width, height: image.height)
        let bands = bands ?? { _ in [whole] }
        switch plan {
        case .fixed(let languages):
            return try await analyze(image, bands: bands(languages), options: options, languages: languages, readsAhead: readsAhead)
        case .automatic(let scripts):
            return try await analyzeByScript(image, scripts: scripts, options: options, readsAhead: readsAhead, bands: bands)
        }
    }

    /// `image` read in `bands` (its own pixels, top to bottom, whole lines each) in parallel,
    /// put back together as one reading: a paragraph a cut went through is one again.
    /// `readsAhead`: read whole (one band) with nothing else to read meanwhile, what its reading
    /// will need next is read on a second worker (see `analyzeReadingAhead`). Each block names `languages`.
    func analyze(_ image: Image, bands: [BoundingBox], options: AnalysisOptions, languages: [String],
                 readsAhead: Bool = false) async throws(RecognitionError) -> ImageAnalysis {
        var analysis = try await read(image, bands: bands, options: options, languages: languages, readsAhead: readsAhead)
        for index in analysis.blocks.indices { analysis.blocks[index].languages = languages }
        return analysis
    }

    private func read(_ image: Image, bands: [BoundingBox], options: AnalysisOptions, languages: [String],
                      readsAhead: Bool) async throws(RecognitionError) -> ImageAnalysis {
        guard bands.count > 1 else {
            if readsAhead { return try await analyzeReadingAhead(image, options: options, languages: languages) }
            return try await run(languages) { engine throws(RecognitionError) in try engine.analyze(image, options: options) }
        }
        async let codes = options.readsCodes ? codes(in: image) : .success([])
        // Every core reads a band, so a set read with a script model first has no core to spare
        // for its other half: each band is read by the script model alone. Tesseract's mixed
        // model, which rereads the words the script model doubts with the language's own, took
        // 1.8× the time and read Vietnamese terminals worse (bench/ocr-accuracy, session 39).
        let bandOptions = options.textOnly
        let readings = await withTaskGroup(of: (Int, Result<ImageAnalysis, RecognitionError>).self) { group in
            for (index, band) in bands.enumerated() {
                group.addTask {
                    do throws(RecognitionError) {
                        let reading = try await self.run(languages) { engine throws(RecognitionError) in
                            try engine.analyzeByScriptModel(image.cropped(to: band), options: bandOptions)
                        }
                        return (index, .success(reading))
                    } catch { return (index, .failure(error)) }
                }
            }
            var readings = [Result<ImageAnalysis, RecognitionError>?](repeating: nil, count: bands.count)
            for await (index, reading) in group { readings[index] = reading }
            return readings
        }
        var blocks: [RecognizedBlock] = []
        for (band, reading) in zip(bands, readings) {
            blocks += try reading!.get().blocks.mappingBoxes { $0.moved(by: band) }
        }
        return ImageAnalysis(width: image.width, height: image.height, languages: languages,
                             blocks: ParagraphLayout.regroup(blocks), codes: try await codes.get())
    }

    /// The codes on `image`, decoded on a worker while others read its text: after them, the
    /// decoding of a whole screen (a few hundred milliseconds) waited for the last region.
    private func codes(in image: Image) async -> Result<[DecodedCode], RecognitionError> {
        do throws(RecognitionError) { return .success(try await run(firstLanguages) { engine in engine.codeReader?.decode(image) ?? [] }) }
        catch { return .failure(error) }
    }

    /// What a page read whole on one worker will likely need next, read on a second worker
    /// meanwhile instead of after: for a set read as its halves (`ReadingHalves`), the first
    /// half while the first worker reads the second (in a mixed set with Chinese, Japanese or
    /// Korean, `kor+eng`, the CJK half, which `ScriptReread` uses again); otherwise, for a
    /// photo read in blocks first, the sparse reading it turns to when that is unsure (two
    /// photos in five on bench/form-fill and bench/ocr-accuracy; two screen crops in a hundred,
    /// not worth a second core's work).
    private enum ReadingAhead {
        case halves, sparse
    }

    private func readingAhead(_ page: PreparedPage, options: AnalysisOptions, languages: [String]) -> ReadingAhead? {
        guard queue.maxWorkers > 1 else { return nil }
        if OCREngine.readsInHalves(languages) { return options.characters == nil ? .halves : nil }
        return page.isPhotograph && options.mode == .auto && OCREngine.firstMode(page, options: options) == .block ? .sparse : nil
    }

    private func analyzeReadingAhead(_ image: Image, options: AnalysisOptions, languages: [String]) async throws(RecognitionError) -> ImageAnalysis {
        guard let page = OCREngine.prepare(image, options: options) else {
            return try await run(languages) { engine in engine.blank(image, options: options) }
        }
        let mode = OCREngine.firstMode(page, options: options)
        guard let kind = readingAhead(page, options: options, languages: languages) else {
            return try await run(languages) { engine throws(RecognitionError) in try engine.analyze(page, of: image, options: options, inHalves: true) }
        }
        let ahead = Task { () -> Result<[RecognizedBlock]?, RecognitionError> in
            do throws(RecognitionError) {
                return .success(try await self.run(languages) { engine throws(RecognitionError) in
                    switch kind {
                    case .halves: try engine.halfReading(.first, page, mode: mode)
                    case .sparse: try engine.recognize(page, mode: SegmentationMode.sparse.tesseractMode, characters: options.characters)
                    }
                })
            } catch { return .failure(error) }
        }
        switch kind {
        case .halves:
            let second = try await run(languages) { engine throws(RecognitionError) in try engine.halfReading(.second, page, mode: mode) }
            let first = try await ahead.value.get()
            let halves = first.flatMap { first in second.map { ReadingHalves(first: first, second: $0) } }
            return try await run(languages) { engine throws(RecognitionError) in
                try engine.finish(engine.firstReading(page, options: options, halves: halves), of: image, page: page, options: options)
            }
        case .sparse:
            let first = try await run(languages) { engine throws(RecognitionError) in
                try engine.recognize(page, mode: mode.tesseractMode, characters: options.characters)
            }
            // Not needed after all (sure blocks): dropped, unless a worker has started it already.
            let retries = OCREngine.retriesSparse(first, mode: mode, options: options)
            if !retries { ahead.cancel() }
            let sparse = retries ? try await ahead.value.get() : nil
            return try await run(languages) { engine throws(RecognitionError) in
                try engine.finish(engine.firstReading(page, options: options, first: first, sparse: sparse), of: image, page: page, options: options)
            }
        }
    }

    /// Runs `work` on the next free worker's engine for `languages`. A cancelled task's work
    /// that has not started is skipped (a page's remaining bands and regions), so closing
    /// Live Text early ends quickly.
    func run<T: Sendable>(_ languages: [String], warmsUp: Bool = false,
                          _ work: @escaping @Sendable (OCREngine) throws(RecognitionError) -> T) async throws(RecognitionError) -> T {
        try await onWorker(warmsUp: warmsUp, { $0.engine(for: languages) }, work)
    }

    /// Runs `work` on the next free worker with what `pick` takes from its engines.
    func onWorker<Engine, T: Sendable>(warmsUp: Bool = false, _ pick: @escaping @Sendable (WorkerEngines) -> Result<Engine, RecognitionError>,
                                       _ work: @escaping @Sendable (Engine) throws(RecognitionError) -> T) async throws(RecognitionError) -> T {
        let cancelled = CancellationFlag()
        let result: Result<T, RecognitionError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queue.submit(warmsUp: warmsUp, work: Self.expectedWork) { engines in
                    switch pick(engines) {
                    case _ where cancelled.isSet:
                        continuation.resume(returning: .failure(.cancelled))
                    case .success(let engine):
                        do throws(RecognitionError) { continuation.resume(returning: .success(try work(engine))) }
                        catch { continuation.resume(returning: .failure(error)) }
                    case .failure(let error):
                        continuation.resume(returning: .failure(error))
                    }
                }
            }
        } onCancel: {
            cancelled.set()
        }
        return try result.get()
    }
}

/// A page as read so far: the regions read, in their places, the others still empty.
public struct PartialReading: Sendable {
    public let analysis: ImageAnalysis
    public let regionsRead: Int
    public let regions: Int
}

/// Set once when a task is cancelled, read on the worker that would start its work.
private final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .acquiring) }
    func set() { flag.store(true, ordering: .releasing) }
}

import Foundation

/// Created once and shared: owns the OCR engines, one per worker thread, started as work
/// arrives up to `maxWorkers` (the core count by default), and kept warm for the next image.
/// Engines never cross threads; only images and analyses (value types) do.
public final class ImageAnalyzer: Sendable {
    public let languages: [String]
    private let queue: JobQueue

    public init(languages: [String], tessdata: Tessdata = .locate(),
                maxWorkers: Int = ProcessInfo.processInfo.activeProcessorCount) throws(RecognitionError) {
        try tessdata.check(languages)
        self.languages = languages
        queue = JobQueue(languages: languages, tessdata: tessdata, maxWorkers: max(1, maxWorkers))
    }

    deinit { queue.shutDown() }

    /// Loads the language data on a worker now, so that a corrupt file is reported once,
    /// before any image, and the first image does not pay for it.
    public func warmUp() async throws(RecognitionError) {
        try await run { _ in }
    }

    /// Reads `image`; with automatic segmentation a page of several windows, panels or
    /// columns is split first (`PageLayout`) and its regions read in parallel, largest first.
    public func analyze(_ image: Image, options: AnalysisOptions = AnalysisOptions()) async throws(RecognitionError) -> ImageAnalysis {
        let layout = options.mode == .auto ? PageLayout(image, windows: options.windows) : nil
        // Text on the page's own background is read whole, as it always was; text on a
        // panel of another colour (a banner in a margin) is read from its region. A tilted
        // photo or scan is levelled and read whole: its lines cross any cut made level.
        guard let layout, layout.regions.count > 1 || layout.panelOfRegion.first.map({ $0 >= 0 }) == true,
              !ScreenTextPreprocessor.isTilted(image) else {
            // The edge of a panel caught at the crop's edge would pass for its ink.
            let page = layout.map { $0.regions.count == 1 ? $0.imagePainted(image) : image } ?? image
            return try await run { engine throws(RecognitionError) in try engine.analyze(page, options: options) }
        }
        // Codes are read once, on the whole page; a region is no screen grab of windows.
        let regionOptions = { var region = options; region.readsCodes = false; region.windows = []; return region }()
        let readings = await withTaskGroup(of: (Int, Result<ImageAnalysis, RecognitionError>).self) { group in
            let regions = layout.regions
            for index in regions.indices.sorted(by: { regions[$0].box.area > regions[$1].box.area }) {
                group.addTask {
                    let crop = layout.image(ofRegion: index, in: image)
                    // A table's cell is one paragraph: scattered pieces (sparse segmentation)
                    // would tear its wrapped lines apart.
                    let options = regions[index].kind == .cell ? { var cell = regionOptions; cell.mode = .block; return cell }() : regionOptions
                    do throws(RecognitionError) {
                        return (index, .success(try await self.run { engine throws(RecognitionError) in try engine.analyze(crop, options: options) }))
                    } catch { return (index, .failure(error)) }
                }
            }
            var readings = [Result<ImageAnalysis, RecognitionError>?](repeating: nil, count: layout.regions.count)
            for await (index, reading) in group { readings[index] = reading }
            return readings
        }
        let codes = options.readsCodes ? try await run { engine in engine.codeReader?.decode(image) ?? [] } : []
        var analyses: [ImageAnalysis] = []
        for reading in readings { analyses.append(try reading!.get()) }
        return RegionReading.merge(analyses, layout: layout, of: image, languages: languages, codes: codes)
    }

    private func run<T: Sendable>(_ work: @escaping @Sendable (OCREngine) throws(RecognitionError) -> T) async throws(RecognitionError) -> T {
        let result: Result<T, RecognitionError> = await withCheckedContinuation { continuation in
            queue.submit { engine in
                switch engine {
                case .success(let engine):
                    do throws(RecognitionError) { continuation.resume(returning: .success(try work(engine))) }
                    catch { continuation.resume(returning: .failure(error)) }
                case .failure(let error):
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}

/// Jobs waiting for a worker thread; a new worker starts when all are busy and fewer than
/// `maxWorkers` exist.
private final class JobQueue: @unchecked Sendable {
    typealias Job = @Sendable (Result<OCREngine, RecognitionError>) -> Void

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var workers = 0
    private var idle = 0
    private var stopping = false
    private let languages: [String]
    private let tessdata: Tessdata
    private let maxWorkers: Int

    init(languages: [String], tessdata: Tessdata, maxWorkers: Int) {
        self.languages = languages
        self.tessdata = tessdata
        self.maxWorkers = maxWorkers
    }

    func submit(_ job: @escaping Job) {
        condition.lock()
        jobs.append(job)
        let startWorker = jobs.count > idle && workers < maxWorkers
        if startWorker { workers += 1 }
        condition.signal()
        condition.unlock()
        if startWorker { startThread() }
    }

    func shutDown() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        idle += 1
        while jobs.isEmpty && !stopping { condition.wait() }
        idle -= 1
        return jobs.isEmpty ? nil : jobs.removeFirst()
    }

    private func startThread() {
        let thread = Thread { [self] in
            // The engine is born, used and destroyed on this thread alone.
            let engine: Result<OCREngine, RecognitionError>
            do throws(RecognitionError) { engine = .success(try OCREngine(languages: languages, tessdata: tessdata)) }
            catch { engine = .failure(error) }
            while let job = next() { job(engine) }
        }
        thread.stackSize = 8 << 20  // Tesseract recurses deeper than the default thread stack allows for
        thread.start()
    }
}

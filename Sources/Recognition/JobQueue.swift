import Foundation

/// Jobs waiting for a worker thread; a new worker starts when all are busy and fewer than
/// `maxWorkers` exist.
final class JobQueue: @unchecked Sendable {
    typealias Job = @Sendable (WorkerEngines) -> Void

    let maxWorkers: Int
    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var workers = 0
    private var idle = 0
    private var stopping = false
    private let tessdata: Tessdata

    init(tessdata: Tessdata, maxWorkers: Int) {
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
            // The engines are born, used and destroyed on this thread alone.
            let engines = WorkerEngines(tessdata: tessdata)
            while let job = next() { job(engines) }
        }
        thread.stackSize = 8 << 20  // Tesseract recurses deeper than the default thread stack allows for
        thread.start()
    }
}

/// One worker thread's engines, one per language set, each made when first asked for and kept;
/// never used by another thread.
final class WorkerEngines: @unchecked Sendable {
    private let tessdata: Tessdata
    private var engines: [[String]: Result<OCREngine, RecognitionError>] = [:]
    private var detector: Result<ScriptDetector, RecognitionError>?

    init(tessdata: Tessdata) { self.tessdata = tessdata }

    func engine(for languages: [String]) -> Result<OCREngine, RecognitionError> {
        if let engine = engines[languages] { return engine }
        let engine: Result<OCREngine, RecognitionError>
        do throws(RecognitionError) { engine = .success(try OCREngine(languages: languages, tessdata: tessdata)) }
        catch { engine = .failure(error) }
        engines[languages] = engine
        return engine
    }

    /// Tesseract's orientation-and-script detection, which needs only osd.traineddata.
    var scriptDetector: Result<ScriptDetector, RecognitionError> {
        if let detector { return detector }
        let made: Result<ScriptDetector, RecognitionError>
        do throws(RecognitionError) { made = .success(try ScriptDetector(tessdata: tessdata)) }
        catch { made = .failure(error) }
        detector = made
        return made
    }
}

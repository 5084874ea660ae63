import Foundation

/// Jobs waiting for a worker thread, the longest first (`submit`'s `work`), then in order; a
/// new worker starts when all are busy and fewer than `maxWorkers` exist.
final class JobQueue: @unchecked Sendable {
    typealias Job = @Sendable (WorkerEngines) -> Void

    let maxWorkers: Int
    private let condition = NSCondition()
    private var jobs: [Queued] = []
    private var workers = 0
    private var idle = 0
    /// Workers running a warm-up job.
    private var warming = 0
    private var stopping = false
    private let tessdata: Tessdata

    private struct Queued {
        let job: Job
        let warmsUp: Bool
        let work: Double
    }

    init(tessdata: Tessdata, maxWorkers: Int) {
        self.tessdata = tessdata
        self.maxWorkers = maxWorkers
    }

    /// `warmsUp`: the job only loads language data (see `ImageAnalyzer.warmUp`). `work`: how
    /// long the job is expected to take, in any unit shared by the jobs of one image; waiting
    /// jobs are started longest first, so that the last to end is a short one (on a screen of
    /// windows, a large window's band started last kept one core busy while the other idled).
    func submit(warmsUp: Bool = false, work: Double = 0, _ job: @escaping Job) {
        condition.lock()
        jobs.append(Queued(job: job, warmsUp: warmsUp, work: work))
        // A worker warming up takes the next job once its data is loaded: a second worker
        // started meanwhile would load the same data again, for nothing when the image is read
        // in one piece (a cold crop: the CPU of a whole engine load wasted on the other core).
        let startWorker = jobs.count > idle + warming && workers < maxWorkers
        if startWorker { workers += 1 }
        condition.signal()
        condition.unlock()
        if startWorker { startThread() }
    }

    /// Worker threads started so far.
    var workerCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return workers
    }

    func shutDown() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next job, once `finished` (the worker's last one) is accounted for.
    private func next(after finished: Queued?) -> Queued? {
        condition.lock()
        defer { condition.unlock() }
        if finished?.warmsUp == true { warming -= 1 }
        idle += 1
        while jobs.isEmpty && !stopping { condition.wait() }
        idle -= 1
        guard !jobs.isEmpty else { return nil }
        // The first of the longest: in order among jobs of the same size.
        let longest = jobs.indices.reduce(jobs.startIndex) { jobs[$1].work > jobs[$0].work ? $1 : $0 }
        let job = jobs.remove(at: longest)
        if job.warmsUp { warming += 1 }
        return job
    }

    private func startThread() {
        let thread = Thread { [self] in
            // The engines are born, used and destroyed on this thread alone.
            let engines = WorkerEngines(tessdata: tessdata)
            var job = next(after: nil)
            while let current = job {
                current.job(engines)
                job = next(after: current)
            }
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

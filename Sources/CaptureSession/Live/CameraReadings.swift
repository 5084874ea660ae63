import DataDetection
import LiveText
import Recognition
import Synchronization

/// The readings of the camera's preview: a settled picture is read once in the background (one
/// reading at a time, the engines are shared), its text blocks outlined while it stays still,
/// and reused when the user freezes before it moves.
final class CameraReadings: Sendable {
    private struct Current {
        /// The picture's stillness it belongs to: stale once the picture moved.
        let generation: Int
        let reading: Reading
        var outlined = false
    }

    private struct State {
        var generation = 0
        var current: Current?
        /// A picture that settled while another was still being read.
        var waiting: Image?
        var tasks: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// What was read is stale: a reading under way is cancelled.
    func pictureMoved() {
        state.withLock { state in
            state.generation += 1
            state.waiting = nil
            if state.current != nil { state.tasks.last?.cancel() }
            state.current = nil
        }
    }

    /// Reads `image` now, or once the reading under way is done.
    func pictureSettled(_ image: Image, with analyzer: ImageAnalyzer, filter: ContentFilter) {
        state.withLock { state in
            if Self.isReading(state) {
                state.waiting = image
            } else {
                Self.start(image, in: &state, with: analyzer, filter: filter, timing: nil)
            }
        }
    }

    /// The text blocks of the still picture once its reading is complete, once; nil before and after.
    func settledBlocks(with analyzer: ImageAnalyzer, filter: ContentFilter) -> [BoundingBox]? {
        state.withLock { state in
            if let waiting = state.waiting, !Self.isReading(state) {
                state.waiting = nil
                Self.start(waiting, in: &state, with: analyzer, filter: filter, timing: nil)
                return nil
            }
            guard var current = state.current, current.generation == state.generation, !current.outlined,
                  case (_, .success(let read))? = current.reading.latest, read.progress == nil else { return nil }
            current.outlined = true
            state.current = current
            return read.document.paragraphs.map { paragraph in
                BoundingBox(enclosing: read.document.words[paragraph].map(\.box))
            }
        }
    }

    /// The reading for `frame`, just frozen: the settled picture's when the picture has not
    /// moved since, else a new one.
    func frozen(_ frame: Image, with analyzer: ImageAnalyzer, filter: ContentFilter, timing: LiveTiming?) -> Reading {
        state.withLock { state in
            if let current = state.current, current.generation == state.generation { return current.reading }
            state.tasks.last?.cancel()
            state.waiting = nil
            return Self.start(frame, in: &state, with: analyzer, filter: filter, timing: timing)
        }
    }

    /// Stops what is still being read and waits for the engines to be free.
    func finish() async {
        let tasks = state.withLock { $0.tasks }
        for task in tasks {
            task.cancel()
            await task.value
        }
    }

    @discardableResult
    private static func start(_ image: Image, in state: inout State, with analyzer: ImageAnalyzer, filter: ContentFilter,
                              timing: LiveTiming?) -> Reading {
        let reading = Reading()
        state.tasks.append(reading.read(image, with: analyzer, options: AnalysisOptions(readsCodes: true), filter: filter,
                                        what: "the picture", timing: timing))
        state.current = Current(generation: state.generation, reading: reading)
        return reading
    }

    /// A reading under way: its latest result is partial, or none came yet.
    private static func isReading(_ state: State) -> Bool {
        guard let current = state.current else { return false }
        switch current.reading.latest {
        case nil: return true
        case (_, .success(let read))?: return read.progress != nil
        case (_, .failure)?: return false
        }
    }
}

import Dispatch
@testable import Recognition
import Synchronization
import XCTest

final class JobQueueTests: XCTestCase {
    /// Jobs waiting for a worker start longest first, in order among equals, so that the last
    /// of a screen's regions to end is a short one.
    func testWaitingJobsStartLongestFirst() {
        let queue = JobQueue(tessdata: .locate(), maxWorkers: 1)
        defer { queue.shutDown() }
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let order = Mutex<[String]>([])
        finished.enter()
        queue.submit { _ in
            started.signal()
            release.wait()
            finished.leave()
        }
        started.wait()
        for (name, work) in [("a", 1.0), ("b", 3), ("c", 0), ("d", 3), ("e", 2)] {
            finished.enter()
            queue.submit(work: work) { _ in
                order.withLock { $0.append(name) }
                finished.leave()
            }
        }
        release.signal()
        finished.wait()
        XCTAssertEqual(order.withLock { $0 }, ["b", "d", "e", "a", "c"])
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Debian's libtesseract parallelises inside one recognition with OpenMP, which on a few
/// cores costs far more in spinning threads than it gains; captext parallelises across
/// images instead. Setting OMP_THREAD_LIMIT after start-up is too late, so the runtime is
/// told directly, looked up with dlsym because nothing links libgomp by name.
enum OpenMP {
    private typealias SetInt = @convention(c) (Int32) -> Void

    private static let setMaxActiveLevels: SetInt? = {
        guard let symbol = dlsym(nil, "omp_set_max_active_levels") else {
            return nil
        }
        return unsafeBitCast(symbol, to: SetInt.self)
    }()

    /// Makes every OpenMP parallel region started from the calling thread run on that thread alone.
    static func runSerially() {
        setMaxActiveLevels?(0)
    }
}

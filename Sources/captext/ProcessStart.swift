import Foundation

/// When this process started, on the continuous clock: the kernel's start time from
/// /proc/self/stat, so that loading the binary and its libraries counts too. The kernel keeps
/// it in clock ticks (10 ms), rounded down: a time measured from it is up to a tick too long.
enum ProcessStart {
    /// Nil when /proc cannot tell (not Linux, or a format it does not expect).
    static var instant: ContinuousClock.Instant? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        // After the command name (which may hold spaces), field 3 onwards; starttime is field 22.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var boot = timespec()
        // starttime counts from boot, on the clock that includes suspend.
        guard clock_gettime(CLOCK_BOOTTIME, &boot) == 0 else { return nil }
        let now = ContinuousClock.now
        let sinceBoot = Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9
        return now - .seconds(sinceBoot - ticks / Double(sysconf(Int32(_SC_CLK_TCK))))
    }
}

/// The version, and the commit captext was built from.
///
/// The commit comes from `BuildStamp+Commit.swift`, which install.sh writes (ignored by git) with
/// the checked-out commit before it builds: a plain `swift build`, from a clone or from a tree
/// without git metadata, still builds, and says `unknown` until install.sh has run.
enum BuildStamp: StampedCommit {
    static let version = "0.1.0"

    /// What `captext --version` prints: `0.1.0 (commit 9c5690160003)`.
    static var description: String { "\(version) (commit \(stampedCommit))" }
}

/// The generated file gives BuildStamp its own `stampedCommit`, which then hides this default;
/// resolved when compiling, nothing is looked up at run time.
protocol StampedCommit {
    static var stampedCommit: String { get }
}

extension StampedCommit {
    static var stampedCommit: String { "unknown" }
}

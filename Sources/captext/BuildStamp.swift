/// The version, and the commit captext was built from.
///
/// The commit comes from `BuildStamp+Commit.swift`, which install.sh writes (ignored by git) with
/// the checked-out commit before it builds: a plain `swift build`, from a clone or from a tree
/// without git metadata, still builds, and says `unknown` until install.sh has run.
enum BuildStamp {
    static let version = "0.1.0"

    static var commit: String { (BuildStamp.self as Any.Type as? StampedCommit.Type)?.stampedCommit ?? "unknown" }

    /// What `captext --version` prints: `0.1.0 (commit 9c56901)`.
    static var description: String { "\(version) (commit \(commit))" }
}

/// Adopted by BuildStamp in the generated file.
protocol StampedCommit {
    static var stampedCommit: String { get }
}

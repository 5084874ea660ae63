import Foundation
import Glibc
import LiveText

/// Runs the quick actions that open something, with the desktop's own handlers (xdg-open).
/// Copy and Type are the caller's: the overlay's flow delivers text (the clipboard, or typed into
/// the field that had the focus) as for any reading, so `run` hands them back.
public struct QuickActionRunner: Sendable {
    /// Copy or Type, left to the caller's delivery.
    public enum Delivery: Sendable, Equatable {
        case copy(String)
        case type(String)
    }

    /// xdg-open's, its PATH included: whose desktop settings pick the handler.
    public let environment: [String: String]
    /// How long xdg-open may take: without a desktop it runs the handler itself and waits for it
    /// (a browser started cold can stay in front), so past this the launch counts as done.
    public let launchWait: Duration

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, launchWait: Duration = .seconds(5)) {
        self.environment = environment
        self.launchWait = launchWait
    }

    /// Opens what `action` opens, or returns what it wants delivered.
    public func run(_ action: QuickAction) throws(QuickActionError) -> Delivery? {
        switch action.kind {
        case .open(let uri):
            let scheme = uri.prefix { $0 != ":" }.lowercased()
            try open(uri, what: "\(scheme): links", mimeType: "x-scheme-handler/\(scheme)")
        case .openCalendarEvent(let ics):
            try open(try writeEventFile(ics), what: "calendar files", mimeType: "text/calendar")
        case .copy(let text): return .copy(text)
        case .type(let text): return .type(text)
        }
        return nil
    }

    /// `what` and `mimeType` name the kind of thing opened in errors, never the recognised text.
    private func open(_ target: String, what: String, mimeType: String) throws(QuickActionError) {
        guard let opener = executable("xdg-open") else { throw .openerMissing }
        let status: Int32?
        do {
            // Detached: the application it starts outlives us; its stderr (which repeats the
            // target) goes nowhere.
            let pid = try ChildProcess.spawn([opener, target], detach: true, awaited: true, environment: environment)
            status = ChildProcess.wait(pid, timeout: launchWait)
        } catch {
            throw .cannotStart(error.description)
        }
        guard let status, status != 0 else { return }
        throw .openFailed(what: what, mimeType: mimeType, status: status)
    }

    /// `name` on the environment's PATH, as execvp would find it.
    private func executable(_ name: String) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Writes `ics` to a new file of its own (mode 0600) in a directory only we can enter:
    /// `$XDG_RUNTIME_DIR/captext`, else `/tmp/captext-UID`. The file stays: the calendar
    /// application may read it after xdg-open returns; the runtime directory goes at logout.
    private func writeEventFile(_ ics: String) throws(QuickActionError) -> String {
        let directory = environment["XDG_RUNTIME_DIR"].map { $0 + "/captext" } ?? "/tmp/captext-\(getuid())"
        mkdir(directory, 0o700)
        var info = stat()
        guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(), info.st_mode & 0o077 == 0 else {
            throw .cannotWriteEvent("\(directory) is not a directory of ours that only we can enter")
        }
        let path = "\(directory)/event-\(UUID().uuidString.lowercased()).ics"
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWriteEvent("cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let bytes = Array(ics.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw .cannotWriteEvent("cannot write \(path): \(String(cString: strerror(errno)))") }
        return path
    }
}

/// Why a quick action could not open what it opens.
public enum QuickActionError: Error, Equatable, Sendable, CustomStringConvertible {
    case openerMissing
    case cannotStart(String)
    /// xdg-open's exit status for a kind of target (`what`, e.g. "tel: links").
    case openFailed(what: String, mimeType: String, status: Int32)
    case cannotWriteEvent(String)

    public var description: String {
        switch self {
        case .openerMissing:
            "xdg-open is not installed: apt-get install xdg-utils"
        case .cannotStart(let reason):
            "cannot start xdg-open: \(reason)"
        case .openFailed(let what, let mimeType, status: 3):
            // xdg-open's "no method available": no handler, and no browser to fall back on.
            "no application opens \(what): choose one with 'xdg-mime default APP.desktop \(mimeType)' (xdg-open failed with status 3)"
        case .openFailed(let what, _, status: 4):
            // Also what a desktop's own opener (gio, kde-open) gives when no application is set.
            "the application for \(what) failed, or none is set (xdg-open failed with status 4)"
        case .openFailed(let what, _, let status):
            "xdg-open could not open \(what) (status \(status))"
        case .cannotWriteEvent(let reason):
            "cannot write the calendar file: \(reason)"
        }
    }
}

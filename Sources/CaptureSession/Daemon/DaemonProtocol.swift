import CaptextCore
import Glibc

/// One request per connection, one JSON object per line, answered by one line.
///
///     → {"command":"capture","capture":{…CaptureRequest…}}
///     ← {"status":0,"message":"…"}
///     → {"command":"live","languages":["eng"]}
///     ← {"status":0}
///     → {"command":"status"}
///     ← {"status":0,"daemon":{"pid":1234,"display":":0",…}}
///
/// A command the daemon does not know (a newer client) is answered as malformed, status 2.
public struct DaemonRequest: Codable, Sendable {
    public enum Command: String, Codable, Sendable { case capture, live, status }
    public var command: Command
    /// The capture as `captext capture` built it from its options.
    public var capture: CaptureRequest?
    /// For `live`: `captext live --lang`; nil: the daemon's config, else its default.
    public var languages: [String]?

    public init(command: Command, capture: CaptureRequest? = nil, languages: [String]? = nil) {
        self.command = command
        self.capture = capture
        self.languages = languages
    }
}

public struct DaemonResponse: Codable, Sendable {
    /// The exit status the client should end with.
    public var status: Int32
    public var message: String?
    public var daemon: DaemonStatus?
}

/// What `captext doctor` and a status request learn about a running daemon.
public struct DaemonStatus: Codable, Sendable {
    public var pid: Int32
    public var display: String
    public var config: String
    public var languages: [String]
    /// Chords grabbed now.
    public var hotkeys: [String]
    /// Chords that could not be grabbed, with the reason.
    public var unavailable: [String]
}

/// How a capture or Live Text run by the daemon ended, for its log or a forwarding client.
public struct CaptureReply: Sendable {
    /// The exit status `captext capture` (or `captext live`) would have had.
    public var status: Int32
    /// What the user should be told, if anything.
    public var message: String?

    init(status: Int32, message: String? = nil) {
        self.status = status
        self.message = message
    }
}

/// The client side: asks the daemon of `display`, if one runs, and returns its answer.
public enum DaemonClient {
    /// Nil when no daemon listens for this display. Once connected, a daemon that does not
    /// answer within `timeoutSeconds` (a capture waits for the user's selection) is an error,
    /// never a reason to run the request a second time here. Throws, having sent nothing, when
    /// the socket may not be the user's own daemon (see `RuntimeDirectory`, `peerUser`).
    public static func ask(_ request: DaemonRequest, display: String, timeoutSeconds: Int) throws(DaemonError) -> DaemonResponse? {
        guard let descriptor = try connectToDaemon(DaemonAddress(display: display)) else { return nil }
        defer { close(descriptor) }
        let channel = LineChannel(descriptor: descriptor, timeoutSeconds: timeoutSeconds)
        guard channel.send(request), let response = try? channel.receive(DaemonResponse.self) else {
            return DaemonResponse(status: 2, message: "the captext daemon for \(display) did not answer (see its log)")
        }
        return response
    }
}

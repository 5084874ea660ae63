import CaptextCore
import Foundation
import Glibc
import MediaFrames

/// One request per connection, one JSON object per line, answered by one line.
///
///     → {"command":"capture","capture":{…CaptureRequest…}}
///     ← {"status":0,"message":"…"}
///     → {"command":"live","languages":["eng"]}
///     ← {"status":0}
///     → {"command":"camera","capture":{…},"camera":{"device":"/dev/video2","mirrored":false}}
///     ← {"status":0}
///     → {"command":"status"}
///     ← {"status":0,"daemon":{"pid":1234,"display":":0",…}}
///
/// A command the daemon does not know (a newer client) is answered as malformed, status 2.
public struct DaemonRequest: Codable, Sendable {
    public enum Command: String, Codable, Sendable { case capture, live, camera, status }
    public var command: Command
    /// The capture as `captext capture` built it from its options; for `camera`, what Enter
    /// delivers (type, destination, languages).
    public var capture: CaptureRequest?
    /// For `live`: `captext live --lang`; nil: the daemon's config, else its default.
    public var languages: [String]?
    /// For `camera`: which camera, and how it shows.
    public var camera: CameraRequest?

    public init(command: Command, capture: CaptureRequest? = nil, languages: [String]? = nil, camera: CameraRequest? = nil) {
        self.command = command
        self.capture = capture
        self.languages = languages
        self.camera = camera
    }
}

/// The camera `captext camera` (or a `camera` binding) asks for, resolved by whoever runs it.
public struct CameraRequest: Codable, Sendable, Equatable {
    /// `--device`; nil: the stand-in, else the first /dev/video*.
    public var device: String?
    public var mirrored: Bool
    /// CAPTEXT_CAMERA_SOURCE where the camera was asked for: a forwarded `captext camera` opens
    /// what it would have opened alone, whatever the daemon's own environment says.
    public var standIn: String?

    public init(device: String?, mirrored: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.device = device
        self.mirrored = mirrored
        standIn = environment[LiveSource.standInVariable]
    }

    /// The camera or stand-in to open.
    public func source() throws(MediaError) -> LiveSource {
        try LiveSource.camera(device: device, environment: standIn.map { [LiveSource.standInVariable: $0] } ?? [:])
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

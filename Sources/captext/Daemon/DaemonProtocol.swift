import CaptextCore
import Foundation
import Glibc

/// One request per connection, one JSON object per line, answered by one line.
///
///     → {"command":"capture","capture":{…CaptureRequest…}}
///     ← {"status":0,"message":"…"}
///     → {"command":"status"}
///     ← {"status":0,"daemon":{"pid":1234,"display":":0",…}}
struct DaemonRequest: Codable, Sendable {
    enum Command: String, Codable, Sendable { case capture, status }
    var command: Command
    /// The capture as `captext capture` built it from its options.
    var capture: CaptureRequest?
}

struct DaemonResponse: Codable, Sendable {
    /// The exit status the client should end with.
    var status: Int32
    var message: String?
    var daemon: DaemonStatus?
}

/// What `captext doctor` and a status request learn about a running daemon.
struct DaemonStatus: Codable, Sendable {
    var pid: Int32
    var display: String
    var config: String
    var languages: [String]
    /// Chords grabbed now.
    var hotkeys: [String]
    /// Chords that could not be grabbed, with the reason.
    var unavailable: [String]
}

/// How a capture run by the daemon ended, for its log or a forwarding client.
struct CaptureReply: Sendable {
    /// The exit status `captext capture` would have had.
    var status: Int32
    /// What the user should be told, if anything.
    var message: String?
}

/// Line I/O on a connected socket, with a deadline so a silent peer cannot hold us.
struct LineChannel {
    let descriptor: Int32

    init(descriptor: Int32, timeoutSeconds: Int) {
        self.descriptor = descriptor
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Up to the first newline; nil on end of file, timeout or a line over 1 MiB.
    func readLine() -> Data? {
        var line = Data()
        var byte: UInt8 = 0
        while line.count < 1 << 20 {
            let count = Glibc.read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return line }
            line.append(byte)
        }
        return nil
    }

    @discardableResult
    func send<T: Encodable>(_ value: T) -> Bool {
        guard var data = try? JSONEncoder().encode(value) else { return false }
        data.append(UInt8(ascii: "\n"))
        return data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    func receive<T: Decodable>(_ type: T.Type) -> T? {
        readLine().flatMap { try? JSONDecoder().decode(type, from: $0) }
    }
}

/// The client side: asks the daemon of `display`, if one runs, and returns its answer.
enum DaemonClient {
    /// Nil when no daemon listens for this display. Once connected, a daemon that does not
    /// answer within `timeoutSeconds` (a capture waits for the user's selection) is an error,
    /// never a reason to run the request a second time here.
    static func ask(_ request: DaemonRequest, display: String, timeoutSeconds: Int) -> DaemonResponse? {
        guard let descriptor = connectToDaemon(DaemonAddress(display: display)) else { return nil }
        defer { close(descriptor) }
        let channel = LineChannel(descriptor: descriptor, timeoutSeconds: timeoutSeconds)
        guard channel.send(request), let response = channel.receive(DaemonResponse.self) else {
            return DaemonResponse(status: 2, message: "the captext daemon for \(display) did not answer (see its log)")
        }
        return response
    }
}

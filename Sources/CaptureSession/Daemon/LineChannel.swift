import Foundation
import Glibc

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

    func receive<T: Decodable>(_ type: T.Type) throws(ChannelError) -> T {
        guard let line = readLine() else { throw .noLine }
        return try ChannelError.decode(type, from: line)
    }
}

/// Why no message came over a `LineChannel`.
enum ChannelError: Error, CustomStringConvertible, Equatable {
    /// The peer closed the connection, said nothing in time, or sent a line over 1 MiB.
    case noLine
    /// A line that is not the message expected; `problem` names the first wrong key.
    case malformed(String, problem: String)

    var description: String {
        switch self {
        case .noLine: "no request line arrived (the connection closed, timed out, or the line is over 1 MiB)"
        case .malformed(let message, let problem): "malformed \(message): \(problem)"
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, from line: Data) throws(ChannelError) -> T {
        do { return try JSONDecoder().decode(type, from: line) } catch {
            throw .malformed(String(describing: type), problem: (error as? DecodingError).map(problem) ?? "\(error)")
        }
    }

    private static func problem(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .keyNotFound(let key, let context): return "\"\(path(context.codingPath + [key]))\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not a JSON object" : "\"\(path(context.codingPath))\" has a wrong value"
        @unknown default: return "\(error)"
        }
    }
}

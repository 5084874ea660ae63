import Foundation

/// Where IBus's own bus listens: $IBUS_ADDRESS, else the address file ibus-daemon writes for
/// this X display (~/.config/ibus/bus/MACHINEID-HOST-DISPLAYNUMBER, as ibus_get_socket_path
/// names it), when the daemon that wrote it is still alive.
enum IBusAddress {
    static func find(environment: [String: String]) -> Result<String, IBusUnavailable> {
        if let address = environment["IBUS_ADDRESS"], !address.isEmpty { return .success(address) }
        guard let file = addressFile(environment: environment) else {
            return .failure(IBusUnavailable("no DISPLAY, so no IBus address file to read"))
        }
        guard let contents = try? String(contentsOfFile: file, encoding: .utf8) else {
            return .failure(IBusUnavailable("IBus is not running for this display (no \(file))"))
        }
        var address: String?, pid: Int32?
        for line in contents.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if parts[0] == "IBUS_ADDRESS" { address = parts[1] }
            if parts[0] == "IBUS_DAEMON_PID" { pid = Int32(parts[1]) }
        }
        guard let address, !address.isEmpty else { return .failure(IBusUnavailable("\(file) holds no IBUS_ADDRESS")) }
        if let pid, kill(pid, 0) != 0 && errno == ESRCH {
            return .failure(IBusUnavailable("IBus is not running (the daemon in \(file) has exited)"))
        }
        return .success(address)
    }

    static func addressFile(environment: [String: String]) -> String? {
        if let file = environment["IBUS_ADDRESS_FILE"], !file.isEmpty { return file }
        guard let display = environment["DISPLAY"], let colon = display.lastIndex(of: ":") else { return nil }
        let host = display[..<colon].isEmpty ? "unix" : String(display[..<colon])
        let number = display[display.index(after: colon)...].split(separator: ".").first.map(String.init) ?? "0"
        let machineID = ["/var/lib/dbus/machine-id", "/etc/machine-id"].lazy
            .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty } ?? "machine-id"
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return "\(config)/ibus/bus/\(machineID)-\(host)-\(number)"
    }
}

/// Why the IBus route is not available (not an error: captext falls back to other signals).
public struct IBusUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

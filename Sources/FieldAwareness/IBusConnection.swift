import ContentTypes
import DBusWire

/// A connection to IBus's bus, closed when released. Not Sendable: used by the
/// monitor's thread only.
final class IBusConnection {
    /// Input-context traffic an ordinary client receives once it adds these match rules
    /// (undocumented IBus behaviour, so the monitor checks it at run time): IBus 1.5 sets the
    /// purpose as the ContentType property, older versions call SetContentType.
    static let matchRules = [
        "type='method_call',interface='org.freedesktop.DBus.Properties',member='Set',arg0='org.freedesktop.IBus.InputContext',arg1='ContentType'",
        "type='method_call',interface='org.freedesktop.IBus.InputContext',member='SetContentType'",
        "type='method_call',interface='org.freedesktop.IBus.InputContext',member='FocusIn'",
        "type='method_call',interface='org.freedesktop.IBus.InputContext',member='FocusOut'",
    ]

    enum Traffic {
        case contentType(context: String, purpose: UInt32, hints: UInt32)
        case focusIn(context: String)
        case focusOut(context: String)
    }

    private let connection: DBusConnection

    init(address: String) throws(IBusUnavailable) {
        let deadline = ContinuousClock.now + .seconds(2)
        do {
            connection = try DBusConnection(address: address, deadline: deadline)
            for rule in Self.matchRules { try connection.addMatch(rule, deadline: deadline) }
        } catch {
            throw IBusUnavailable("cannot listen to IBus at \(address): \(error)")
        }
    }

    /// Waits up to `milliseconds` for traffic; nil when the connection closed.
    func read(waitingUpTo milliseconds: Int) -> [Traffic]? {
        var traffic: [Traffic] = []
        var deadline = ContinuousClock.now + .milliseconds(milliseconds)
        do {
            while let message = try connection.nextMessage(deadline: deadline) {
                if let item = Self.decode(message) { traffic.append(item) }
                deadline = .now
            }
        } catch {
            return traffic.isEmpty ? nil : traffic
        }
        return traffic
    }

    private static func decode(_ message: DBusMessage) -> Traffic? {
        guard message.kind == .methodCall, let member = message.member, let context = message.path else { return nil }
        switch member {
        case "FocusIn": return .focusIn(context: context)
        case "FocusOut": return .focusOut(context: context)
        case "SetContentType":
            guard message.body.count == 2, let purpose = message.body[0].uint32, let hints = message.body[1].uint32 else { return nil }
            return .contentType(context: context, purpose: purpose, hints: hints)
        case "Set":
            // (interface s, property s, value v((uu))); the match rule already checked the names.
            guard message.body.count == 3, let fields = message.body[2].elements, fields.count == 2,
                  let purpose = fields[0].uint32, let hints = fields[1].uint32 else { return nil }
            return .contentType(context: context, purpose: purpose, hints: hints)
        default:
            return nil
        }
    }
}

import CaptextConfig
import Foundation
import X11Desktop

/// `captext hint --json`: the hint, where it came from, and the facts it was decided from.
struct HintReport: Encodable {
    struct Window: Encodable {
        let id: String
        let client: String?
        let wmClass: [String]
        let title: String?
        let role: String?
        let pid: Int32?
        let contentTypeProperty: String?
        let contentTypePropertyWindow: String?
    }

    let type: String
    let explicit: Bool
    let source: String
    let explanation: String
    let window: Window?

    init(hint: ContentTypeHint, window description: WindowDescription?) {
        type = hint.type.rawValue
        explicit = hint.isExplicit
        source = hint.source.name
        explanation = hint.explanation
        window = description.map { description in
            Window(id: hex(description.target.window), client: description.target.client.map(hex),
                   wmClass: description.target.wmClass, title: description.title, role: description.role,
                   pid: description.processID, contentTypeProperty: description.declaredContentType?.value,
                   contentTypePropertyWindow: description.declaredContentType.map { hex($0.window) })
        }
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
    }
}

private func hex(_ id: UInt) -> String { "0x" + String(id, radix: 16) }

extension ContentTypeHint.Source {
    /// A stable identifier for scripts.
    var name: String {
        switch self {
        case .commandLine: "command-line"
        case .binding: "binding"
        case .windowProperty: "window-property"
        case .inputMethod: "input-method"
        case .accessibleRole: "accessible-role"
        case .inputType: "text-input-type"
        case .fieldText: "field-text"
        case .windowRule: "window-rule"
        case .automatic: "auto"
        }
    }
}

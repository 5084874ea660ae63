import CaptextConfig
import ContentTypes
import FieldAwareness
import Foundation
import X11Connection

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
    struct Field: Encodable {
        let application, toolkit, role, name, description, placeholder, nearestLabel: Sourced?
        let inputType, htmlID, htmlName, inputPurpose: Sourced?
        let labels: [Sourced]
        let editable: Bool?
        let extents: FieldExtents?
        let pid: Int32?

        init(_ field: FocusedField) {
            (application, toolkit, role, name) = (field.application, field.toolkit, field.role, field.name)
            (description, placeholder, nearestLabel) = (field.description, field.placeholder, field.nearestLabel)
            (inputType, htmlID, htmlName, inputPurpose) = (field.inputType, field.htmlID, field.htmlName, field.inputPurpose)
            (labels, editable, extents, pid) = (field.labels, field.editable, field.extents, field.processID)
        }
    }

    let window: Window?
    let field: Field?
    /// "found", or why the field is unknown.
    let accessibility: String
    /// IBus: listening, verified (focus traffic seen), or why it is unavailable.
    let inputMethod: String?

    init(hint: ContentTypeHint, window description: WindowDescription?, inspection: FieldInspection,
         inputMethod status: IBusPurposeMonitor.Status?) {
        inputMethod = status.map { status in
            switch status {
            case .connecting: "connecting"
            case .listening: "listening"
            case .verified: "verified"
            case .unavailable(let reason): "unavailable: \(reason)"
            }
        }
        switch inspection {
        case .found(let found): field = Field(found); accessibility = "found"
        case .unknown(let reason): field = nil; accessibility = reason
        }
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

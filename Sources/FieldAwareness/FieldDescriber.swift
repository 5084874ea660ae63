import DBusWire
import Foundation

/// Finds the focused accessible on the accessibility bus and reads what it says about itself.
enum FieldDescriber {
    private typealias Bus = AccessibilityBus

    /// Nodes visited at most when a toolkit has no Collection interface (Qt) and the tree is walked.
    static let walkLimit = 4000

    /// The focused field of the application with `processID` (from _NET_WM_PID), or of any
    /// application when it is nil.
    static func focusedField(processID: Int32?, on bus: AccessibilityBus) -> FieldInspection {
        guard let reply = bus.ask([Bus.call(.desktop, Bus.accessible, "GetChildren")])[0] else {
            return .unknown("the accessibility registry did not answer")
        }
        let applications = (reply.elements ?? []).compactMap { AccessibleReference($0) }
        guard !applications.isEmpty else { return .unknown("no application is registered on the accessibility bus") }
        var candidates = applications
        if let processID {
            let owners = bus.ask(applications.map { Bus.processID(of: $0.bus) })
            guard let index = owners.firstIndex(where: { $0?.uint32 == UInt32(bitPattern: processID) }) else {
                return .unknown("the focused window's application is not on the accessibility bus")
            }
            candidates = [applications[index]]
        }
        for application in candidates {
            guard let focused = focusedObject(in: application, on: bus) else { continue }
            return .found(describe(focused, on: bus))
        }
        return .unknown("no focused object on the accessibility bus")
    }

    static func focusedObject(in application: AccessibleReference, on bus: AccessibilityBus) -> AccessibleReference? {
        if let found = bus.matches(below: application, states: [.focused], count: 1) { return found.first }
        // No Collection (Qt): walk the tree a level at a time, each level's questions sent
        // together. A focused object is showing, and so are its ancestors: skip hidden subtrees.
        var level = bus.children(of: [application])[0]
        var visited = 0
        while !level.isEmpty, visited < walkLimit {
            level = Array(level.prefix(walkLimit - visited))
            visited += level.count
            let states = bus.ask(level.map { Bus.call($0, Bus.accessible, "GetState") }).map(AccessibleStates.init)
            let showing = zip(level, states).filter { $0.1.contains(.showing) }
            if let focused = showing.first(where: { $0.1.contains(.focused) }) { return focused.0 }
            level = bus.children(of: showing.map(\.0)).flatMap { $0 }
        }
        return nil
    }

    /// Every fact at once: one round trip to the application (and the bus, for its process id).
    static func describe(_ object: AccessibleReference, on bus: AccessibilityBus) -> FocusedField {
        let application = object.applicationRoot
        let facts = bus.ask([
            Bus.property(application, Bus.accessible, "Name"),
            Bus.property(application, "org.a11y.atspi.Application", "ToolkitName"),
            Bus.call(object, Bus.accessible, "GetRole"),
            Bus.call(object, Bus.accessible, "GetState"),
            Bus.property(object, Bus.accessible, "Name"),
            Bus.property(object, Bus.accessible, "Description"),
            Bus.call(object, Bus.accessible, "GetAttributes"),
            Bus.call(object, Bus.accessible, "GetRelationSet"),
            Bus.call(object, "org.a11y.atspi.Component", "GetExtents", [.uint32(0)]),
            Bus.processID(of: object.bus),
            Bus.property(object, Bus.accessible, "Parent"),
        ])
        let source = "AT-SPI"
        var field = FocusedField()
        field.application = text(facts[0]).map { Sourced($0, source: "\(source) application name") }
        field.toolkit = text(facts[1]).map { Sourced($0, source: "\(source) application toolkit") }
        field.role = facts[2]?.uint32.flatMap(AccessibleRole.name(of:)).map { Sourced($0, source: "\(source) role") }
        field.editable = facts[3].map { AccessibleStates($0).contains(.editable) }
        field.name = text(facts[4]).map { Sourced($0, source: "\(source) name") }
        field.description = text(facts[5]).map { Sourced($0, source: "\(source) description") }
        var attributes: [String: String] = [:]
        for (key, value) in facts[6]?.entries ?? [] {
            if let key = key.string, let value = value.string { attributes[key] = value }
        }
        func attribute(_ keys: String...) -> Sourced? {
            for key in keys {
                if let value = attributes[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
                    return Sourced(value, source: "\(source) attribute \(key)")
                }
            }
            return nil
        }
        field.placeholder = attribute("placeholder-text", "placeholder")
        field.inputType = attribute("text-input-type")
        field.htmlID = attribute("id", "html-id")
        field.htmlName = attribute("name")
        let labelledBy: UInt32 = 2
        let labels = (facts[7]?.elements ?? []).flatMap { relation -> [AccessibleReference] in
            guard let parts = relation.elements, parts.count == 2, parts[0].uint32 == labelledBy else { return [] }
            return (parts[1].elements ?? []).compactMap { AccessibleReference($0) }
        }
        field.labels = bus.ask(labels.map { Bus.property($0, Bus.accessible, "Name") }).compactMap { name in
            text(name).map { Sourced($0, source: "\(source) labelled-by relation") }
        }
        field.extents = extents(facts[8])
        field.processID = facts[9]?.uint32.map { Int32(bitPattern: $0) }
        if field.labels.isEmpty, let extents = field.extents {
            field.nearestLabel = NearestLabel.find(below: AccessibleReference(facts[10]), for: extents, on: bus).map {
                Sourced($0, source: "nearest \(source) label by position")
            }
        }
        return field
    }

    /// A text fact, trimmed; nil when absent or blank.
    static func text(_ value: DBusValue?) -> String? {
        guard let text = value?.string?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    /// Screen extents from `(iiii)`; nil when absent or empty.
    static func extents(_ value: DBusValue?) -> FieldExtents? {
        guard let numbers = value?.elements?.compactMap(\.int32), numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return FieldExtents(x: Int(numbers[0]), y: Int(numbers[1]), width: Int(numbers[2]), height: Int(numbers[3]))
    }
}

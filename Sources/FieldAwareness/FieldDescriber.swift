import CAtspi

/// Finds the focused accessible on the accessibility bus and reads what it says about itself.
/// Runs on the accessibility thread only.
enum FieldDescriber {
    /// Nodes visited at most when a toolkit has no Collection interface (Qt) and the tree is walked.
    static let walkLimit = 4000

    /// The focused field of the application with `processID` (from _NET_WM_PID), or of any
    /// application when it is nil or not found.
    static func focusedField(processID: Int32?) -> FieldInspection {
        guard let desktop = AccessibleObject(taking: atspi_get_desktop(0)) else {
            return .unknown("the accessibility registry did not answer")
        }
        let applications = desktop.children
        guard !applications.isEmpty else { return .unknown("no application is registered on the accessibility bus") }
        var candidates = applications
        if let processID, let own = applications.first(where: { $0.processID == processID }) {
            candidates = [own]
        } else if processID != nil {
            return .unknown("the focused window's application is not on the accessibility bus")
        }
        for application in candidates {
            guard let focused = focusedObject(in: application) else { continue }
            return .found(describe(focused, application: application))
        }
        return .unknown("no focused object on the accessibility bus")
    }

    static func focusedObject(in application: AccessibleObject) -> AccessibleObject? {
        if case .some(let found) = application.focusedDescendantViaCollection() { return found }
        var stack = application.children.reversed() as [AccessibleObject]
        var visited = 0
        while let node = stack.popLast(), visited < walkLimit {
            visited += 1
            // A focused object is showing, and so are its ancestors: skip hidden subtrees.
            let states = node.states(ATSPI_STATE_SHOWING, ATSPI_STATE_FOCUSED)
            guard states[0] else { continue }
            if states[1] { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    static func describe(_ object: AccessibleObject, application: AccessibleObject?) -> FocusedField {
        let bus = "AT-SPI"
        var field = FocusedField()
        field.application = application?.name.map { Sourced($0, source: "\(bus) application name") }
        field.toolkit = (application?.toolkitName ?? object.toolkitName).map { Sourced($0, source: "\(bus) application toolkit") }
        field.role = object.roleName.map { Sourced($0, source: "\(bus) role") }
        field.editable = object.has(ATSPI_STATE_EDITABLE)
        field.name = object.name.map { Sourced($0, source: "\(bus) name") }
        field.description = object.accessibleDescription.map { Sourced($0, source: "\(bus) description") }
        let attributes = object.attributes
        func attribute(_ keys: String...) -> Sourced? {
            for key in keys {
                if let value = attributes[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
                    return Sourced(value, source: "\(bus) attribute \(key)")
                }
            }
            return nil
        }
        field.placeholder = attribute("placeholder-text", "placeholder")
        field.inputType = attribute("text-input-type")
        field.htmlID = attribute("id", "html-id")
        field.htmlName = attribute("name")
        field.labels = object.relationTargets(ATSPI_RELATION_LABELLED_BY).compactMap { label in
            label.name.map { Sourced($0, source: "\(bus) labelled-by relation") }
        }
        field.extents = object.extents
        field.processID = application?.processID
        if field.labels.isEmpty, let extents = field.extents {
            field.nearestLabel = NearestLabel.find(for: object, extents: extents).map {
                Sourced($0, source: "nearest \(bus) label by position")
            }
        }
        return field
    }
}

import DBusWire

/// A field without a labelled-by relation (zenity --forms) is usually labelled by the text
/// beside it on the left, or just above it: find that label among the field's near relatives.
enum NearestLabel {
    private typealias Bus = AccessibilityBus

    struct Candidate {
        let text: String
        let extents: FieldExtents
    }

    /// Looks below the field's parent, then its grandparent and great-grandparent.
    static func find(below parent: AccessibleReference?, for extents: FieldExtents, on bus: AccessibilityBus) -> String? {
        var container = parent
        for _ in 0..<3 {
            guard let current = container else { return nil }
            if let best = choose(among: labels(below: current, depth: 3, on: bus), for: extents) { return best }
            container = AccessibleReference(bus.ask([Bus.property(current, Bus.accessible, "Parent")])[0])
        }
        return nil
    }

    /// The label on the same line to the left (nearest first), else the nearest label above
    /// that overlaps the field horizontally, within a line or two.
    static func choose(among labels: [Candidate], for field: FieldExtents) -> String? {
        let middle = field.y + field.height / 2
        let left = labels.filter { label in
            label.extents.y <= middle && middle <= label.extents.y + label.extents.height
                && label.extents.x + label.extents.width <= field.x + 4
        }.min { field.x - ($0.extents.x + $0.extents.width) < field.x - ($1.extents.x + $1.extents.width) }
        if let left { return left.text }
        let above = labels.filter { label in
            let gap = field.y - (label.extents.y + label.extents.height)
            return gap >= -4 && gap <= max(2 * field.height, 40)
                && label.extents.x < field.x + field.width && field.x < label.extents.x + label.extents.width
        }.min { $0.extents.y > $1.extents.y }
        return above?.text
    }

    /// The labels up to `depth` levels below `node`: one Collection call, or (without
    /// Collection) a level at a time, each level's roles asked together.
    private static func labels(below node: AccessibleReference, depth: Int, on bus: AccessibilityBus) -> [Candidate] {
        var labels: [AccessibleReference] = []
        if let found = bus.matches(below: node, roles: [AccessibleRole.label], count: 0) {
            labels = found
        } else {
            var level = bus.children(of: [node])[0]
            for remaining in stride(from: depth, to: 0, by: -1) where !level.isEmpty {
                let roles = bus.ask(level.map { Bus.call($0, Bus.accessible, "GetRole") }).map { $0?.uint32 }
                labels += zip(level, roles).filter { $0.1 == AccessibleRole.label }.map(\.0)
                guard remaining > 1 else { break }
                level = bus.children(of: zip(level, roles).filter { $0.1 != AccessibleRole.label }.map(\.0)).flatMap { $0 }
            }
        }
        let facts = bus.ask(labels.flatMap { [Bus.property($0, Bus.accessible, "Name"), Bus.call($0, "org.a11y.atspi.Component", "GetExtents", [.uint32(0)])] })
        return stride(from: 0, to: facts.count, by: 2).compactMap { index in
            guard let text = FieldDescriber.text(facts[index]), let extents = FieldDescriber.extents(facts[index + 1]) else { return nil }
            return Candidate(text: text, extents: extents)
        }
    }
}

import CAtspi

/// A field without a labelled-by relation (zenity --forms) is usually labelled by the text
/// beside it on the left, or just above it: find that label among the field's near relatives.
enum NearestLabel {
    struct Candidate {
        let text: String
        let extents: FieldExtents
    }

    static func find(for field: AccessibleObject, extents: FieldExtents) -> String? {
        var container = field.parent
        for _ in 0..<3 {
            guard let current = container else { return nil }
            let labels = labelsBelow(current, depth: 3)
            if let best = choose(among: labels, for: extents) { return best }
            container = current.parent
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

    private static func labelsBelow(_ node: AccessibleObject, depth: Int) -> [Candidate] {
        if let labels = node.descendantsViaCollection(role: ATSPI_ROLE_LABEL) {
            return labels.compactMap { label in label.name.flatMap { text in label.extents.map { Candidate(text: text, extents: $0) } } }
        }
        var found: [Candidate] = []
        for child in node.children {
            if child.role == ATSPI_ROLE_LABEL, let text = child.name, let extents = child.extents {
                found.append(Candidate(text: text, extents: extents))
            } else if depth > 1 {
                found += labelsBelow(child, depth: depth - 1)
            }
        }
        return found
    }
}

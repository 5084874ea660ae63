/// Connected components of the ink (8-connected, found from horizontal runs), which
/// tell how big the text is and how it is laid out.
struct InkComponents {
    typealias Component = RunUnion.Component

    let components: [Component]

    /// `isInk` marks ink pixels of a `width`×`height` gray image.
    init(_ image: Image, isInk: (UInt8) -> Bool) {
        let width = image.width
        var union = RunUnion()
        // Runs of the previous and current row: (start, end inclusive, label).
        var previous: [(Int, Int, Int)] = [], current: [(Int, Int, Int)] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                current.removeAll(keepingCapacity: true)
                var x = 0, p = 0
                let row = y * width
                while x < width {
                    guard isInk(pixels[row + x]) else { x += 1; continue }
                    let start = x
                    while x < width, isInk(pixels[row + x]) { x += 1 }
                    let end = x - 1
                    // Previous-row runs touching [start-1, end+1] (8-connectivity) join this one.
                    while p < previous.count, previous[p].1 < start - 1 { p += 1 }
                    var q = p, label = -1
                    while q < previous.count, previous[q].0 <= end + 1 {
                        label = union.join(label, previous[q].2)
                        q += 1
                    }
                    current.append((start, end, union.add(start: start, end: end, y: y, to: label)))
                }
                swap(&previous, &current)
            }
        }
        components = union.components
    }
}

/// Union-find over horizontal runs, row by row: a run starts a component or extends the one
/// it touches in the row above, and components that a run touches both become one.
struct RunUnion {
    struct Component {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        /// How many pixels it has: a frame or a rule's outline is large but nearly empty.
        var count = 0
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
    }

    private var parent: [Int] = []
    private(set) var boxes: [Component] = []

    mutating func find(_ i: Int) -> Int {
        var i = i
        while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
        return i
    }

    /// Joins `label`'s component (none when -1) with `other`'s; the label of the joined one.
    mutating func join(_ label: Int, _ other: Int) -> Int {
        let other = find(other)
        guard label >= 0, other != label else { return other }
        parent[other] = label
        let b = boxes[other]
        boxes[label].minX = min(boxes[label].minX, b.minX); boxes[label].minY = min(boxes[label].minY, b.minY)
        boxes[label].maxX = max(boxes[label].maxX, b.maxX); boxes[label].maxY = max(boxes[label].maxY, b.maxY)
        boxes[label].count += b.count
        return label
    }

    /// Adds the run `start...end` of row `y` to `label`'s component, or to a new one when -1.
    mutating func add(start: Int, end: Int, y: Int, to label: Int) -> Int {
        guard label >= 0 else {
            parent.append(parent.count)
            boxes.append(Component(minX: start, minY: y, maxX: end, maxY: y, count: end - start + 1))
            return parent.count - 1
        }
        boxes[label].minX = min(boxes[label].minX, start); boxes[label].maxX = max(boxes[label].maxX, end)
        boxes[label].maxY = y
        boxes[label].count += end - start + 1
        return label
    }

    /// The root label of every component.
    var roots: [Int] { parent.indices.filter { parent[$0] == $0 } }

    var components: [Component] { roots.map { boxes[$0] } }
}

/// Connected components of the ink (8-connected, found from horizontal runs), which
/// tell how big the text is and how it is laid out.
struct InkComponents {
    struct Component {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        /// How many ink pixels it has: a frame or a rule's outline is large but nearly empty.
        var count = 0
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
    }

    let components: [Component]

    /// `isInk` marks ink pixels of a `width`×`height` gray image.
    init(_ image: Image, isInk: (UInt8) -> Bool) {
        let width = image.width
        var parent: [Int] = []
        var boxes: [Component] = []
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
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
                    var label = -1
                    // Previous-row runs touching [start-1, end+1] (8-connectivity) join this one.
                    while p < previous.count, previous[p].1 < start - 1 { p += 1 }
                    var q = p
                    while q < previous.count, previous[q].0 <= end + 1 {
                        let other = find(previous[q].2)
                        if label < 0 {
                            label = other
                        } else if other != label {
                            parent[other] = label
                            let b = boxes[other]
                            boxes[label].minX = min(boxes[label].minX, b.minX); boxes[label].minY = min(boxes[label].minY, b.minY)
                            boxes[label].maxX = max(boxes[label].maxX, b.maxX); boxes[label].maxY = max(boxes[label].maxY, b.maxY)
                            boxes[label].count += b.count
                        }
                        q += 1
                    }
                    if label < 0 {
                        label = parent.count
                        parent.append(label)
                        boxes.append(Component(minX: start, minY: y, maxX: end, maxY: y, count: end - start + 1))
                    } else {
                        boxes[label].minX = min(boxes[label].minX, start); boxes[label].maxX = max(boxes[label].maxX, end)
                        boxes[label].maxY = y
                        boxes[label].count += end - start + 1
                    }
                    current.append((start, end, label))
                }
                swap(&previous, &current)
            }
        }
        components = parent.indices.filter { parent[$0] == $0 }.map { boxes[$0] }
    }
}

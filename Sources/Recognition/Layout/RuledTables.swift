/// Tables drawn with a grid of rules (web pages, spreadsheets, dialogs' lists). Cut through
/// gaps, a table is one region whose cells Tesseract reads line by line across the row, so a
/// cell of two lines ("Saint Martin (French / part)") is torn in two and its halves land in
/// different output lines. The grid itself says where every cell is: horizontal rules of one
/// width stacked above each other, joined by vertical rules that run from the top rule to the
/// bottom one.
struct RuledTables {
    struct Table {
        /// The rules' outer box.
        var box: BoundingBox
        /// The cells inside the rules, row by row, each row left to right.
        var cells: [[BoundingBox]]
    }

    let tables: [Table]

    /// A rule is at least this long and at most `thickest` pixels thick.
    static let shortestRule = 60
    static let thickest = 3

    /// `mask`: the page's ink (0) on white (255).
    init(mask: Image) {
        var tables: [Table] = []
        for stack in Self.stacks(of: Self.horizontalRules(in: mask)) {
            tables += Self.tables(in: stack, mask: mask)
        }
        self.tables = tables
    }

    /// A horizontal rule: rows `y..<y+thickness` inked from `x0` to `x1` (exclusive).
    struct Rule { var y: Int, thickness: Int, x0: Int, x1: Int }

    /// Long runs of ink, those of neighbouring rows with the same ends merged into one rule
    /// when the result is thin (a filled bar is no rule).
    private static func horizontalRules(in mask: Image) -> [Rule] {
        var rules: [Rule] = [], open: [Int] = []
        mask.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<mask.height {
                let row = y * mask.width
                var x = 0, continued: [Int] = []
                while x < mask.width {
                    guard pixels[row + x] == 0 else { x += 1; continue }
                    let start = x
                    while x < mask.width, pixels[row + x] == 0 { x += 1 }
                    guard x - start >= shortestRule else { continue }
                    if let index = open.first(where: { rules[$0].y + rules[$0].thickness == y
                                                       && abs(rules[$0].x0 - start) <= 2 && abs(rules[$0].x1 - x) <= 2 }) {
                        rules[index].thickness += 1
                        continued.append(index)
                    } else {
                        rules.append(Rule(y: y, thickness: 1, x0: start, x1: x))
                        continued.append(rules.count - 1)
                    }
                }
                open = continued
            }
        }
        return rules.filter { $0.thickness <= thickest }
    }

    /// Rules of the same left and right ends, top to bottom: candidates for one table's rows.
    private static func stacks(of rules: [Rule]) -> [[Rule]] {
        var stacks: [[Rule]] = []
        for rule in rules.sorted(by: { $0.y < $1.y }) {
            if let index = stacks.firstIndex(where: { abs($0[0].x0 - rule.x0) <= 2 && abs($0[0].x1 - rule.x1) <= 2 }) {
                stacks[index].append(rule)
            } else {
                stacks.append([rule])
            }
        }
        return stacks.filter { $0.count >= 3 }
    }

    /// The tables a stack of rules draws: consecutive rules joined by vertical rules along
    /// both ends belong to one; at least two rows of at least two cells.
    private static func tables(in stack: [Rule], mask: Image) -> [Table] {
        var tables: [Table] = [], run: [Rule] = [stack[0]]
        func close() {
            defer { run = [] }
            guard run.count >= 3 else { return }
            let top = run[0], bottom = run[run.count - 1]
            let columns = verticalRules(in: mask, x0: top.x0, x1: top.x1, from: top.y + top.thickness, to: bottom.y)
            guard columns.count >= 3 else { return }
            let cells = zip(run, run.dropFirst()).map { upper, lower in
                zip(columns, columns.dropFirst()).map { left, right in
                    BoundingBox(x: left.upperBound, y: upper.y + upper.thickness,
                                width: right.lowerBound - left.upperBound, height: lower.y - upper.y - upper.thickness)
                }
            }
            let box = BoundingBox(x: top.x0, y: top.y, width: top.x1 - top.x0, height: bottom.y + bottom.thickness - top.y)
            tables.append(Table(box: box, cells: cells))
        }
        for rule in stack.dropFirst() {
            let previous = run[run.count - 1]
            let joined = [previous.x0, previous.x1 - 1].allSatisfy { x in
                isInked(mask, x: x, from: previous.y + previous.thickness, to: rule.y)
            }
            if !joined { close() }
            run.append(rule)
        }
        close()
        return tables
    }

    /// The vertical rules between `x0` and `x1` (the table's borders among them) that run
    /// from `top` to `bottom`, as ranges of columns.
    private static func verticalRules(in mask: Image, x0: Int, x1: Int, from top: Int, to bottom: Int) -> [Range<Int>] {
        var rules: [Range<Int>] = []
        for x in x0..<x1 where isInked(mask, x: x, from: top, to: bottom) {
            if let last = rules.last, last.upperBound == x {
                rules[rules.count - 1] = last.lowerBound..<x + 1
            } else {
                rules.append(x..<x + 1)
            }
        }
        return rules.filter { $0.count <= thickest }
    }

    /// Column `x` is ink from `top` to `bottom` (exclusive), a pixel or two spared.
    private static func isInked(_ mask: Image, x: Int, from top: Int, to bottom: Int) -> Bool {
        guard bottom > top else { return true }
        var gaps = 0
        for y in top..<bottom where mask.pixels[y * mask.width + x] != 0 { gaps += 1 }
        return gaps <= 2
    }
}

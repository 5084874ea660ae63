/// The cells of a `width`×`height` grid reached from its border (4-connected): a flood that
/// starts at the border cells `starts` allows and goes on through the cells `passes` allows.
/// What a crop's or a shape's edge cuts through, as opposed to what lies inside it.
func edgeReached(width: Int, height: Int, starts: (Int) -> Bool, passes: (Int) -> Bool) -> [Bool] {
    var reached = [Bool](repeating: false, count: width * height)
    let border: [Int] = (0..<width).flatMap { x in [x, (height - 1) * width + x] }
        + (0..<height).flatMap { y in [y * width, y * width + width - 1] }
    var stack = border.filter(starts)
    while let i = stack.popLast() {
        guard !reached[i], passes(i) else { continue }
        reached[i] = true
        let x = i % width, y = i / width
        if x > 0 { stack.append(i - 1) }
        if x < width - 1 { stack.append(i + 1) }
        if y > 0 { stack.append(i - width) }
        if y < height - 1 { stack.append(i + width) }
    }
    return reached
}

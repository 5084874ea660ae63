import X11Connection

/// What the user selected on the frozen screen, in root-window pixels (= the grabbed image's).
public enum ScreenSelection: Sendable, Equatable {
    /// A dragged (or keyboard-placed) rectangle.
    case region(ScreenRect)
    /// A click without a drag: the pixel under the pointer.
    case point(x: Int, y: Int)
    case cancelled
}

/// The selection overlay's state, free of X: pointer drags, clicks and the keyboard cursor box.
struct SelectionModel {
    /// Pointer movement up to this many pixels between press and release is a click.
    static let clickSlop = 3
    /// Arrow keys move or resize the box this much; with Control, one pixel.
    static let step = 10
    static let initialBox = (width: 240, height: 40)
    static let minimumBox = 4

    let bounds: ScreenRect
    private(set) var anchor: (x: Int, y: Int)?
    private(set) var pointer: (x: Int, y: Int)
    /// The keyboard cursor box, once an arrow key was pressed.
    private(set) var box: ScreenRect?

    init(bounds: ScreenRect, pointerX: Int, pointerY: Int) {
        self.bounds = bounds
        pointer = (pointerX, pointerY)
    }

    /// The rectangle to show undimmed: the drag in progress, else the keyboard box.
    var highlighted: ScreenRect? {
        if let anchor, isDrag(to: pointer) { return dragRect(from: anchor, to: pointer) }
        return anchor == nil ? box : nil
    }

    mutating func press(x: Int, y: Int) {
        anchor = (x, y)
        pointer = (x, y)
    }

    mutating func move(x: Int, y: Int) {
        pointer = (x, y)
    }

    /// The finished selection, or nil when no button press started one.
    mutating func release(x: Int, y: Int) -> ScreenSelection? {
        guard let anchor else { return nil }
        pointer = (x, y)
        let dragged = isDrag(to: pointer)
        self.anchor = nil
        guard dragged else {
            return .point(x: clamp(anchor.x, bounds.x, bounds.maxX - 1), y: clamp(anchor.y, bounds.y, bounds.maxY - 1))
        }
        return .region(dragRect(from: anchor, to: pointer))
    }

    /// Arrows move the box, Shift+arrows resize it; the first arrow places it at the pointer
    /// on `monitor`.
    mutating func arrow(dx: Int, dy: Int, resize: Bool, fine: Bool, monitor: ScreenRect) {
        let step = fine ? 1 : Self.step
        guard var box else {
            box = initialBox(on: monitor)
            return
        }
        if resize {
            box.width = max(Self.minimumBox, box.width + dx * step)
            box.height = max(Self.minimumBox, box.height + dy * step)
            box.width = min(box.width, bounds.maxX - box.x)
            box.height = min(box.height, bounds.maxY - box.y)
        } else {
            box.x = clamp(box.x + dx * step, bounds.x, bounds.maxX - box.width)
            box.y = clamp(box.y + dy * step, bounds.y, bounds.maxY - box.height)
        }
        self.box = box
    }

    /// Enter: the keyboard box, if one is shown.
    var confirmed: ScreenSelection? { box.map { .region($0) } }

    private func initialBox(on monitor: ScreenRect) -> ScreenRect {
        let area = monitor.intersection(bounds) ?? bounds
        let width = min(Self.initialBox.width, area.width), height = min(Self.initialBox.height, area.height)
        return ScreenRect(x: clamp(pointer.x - width / 2, area.x, area.maxX - width),
                          y: clamp(pointer.y - height / 2, area.y, area.maxY - height), width: width, height: height)
    }

    private func isDrag(to point: (x: Int, y: Int)) -> Bool {
        guard let anchor else { return false }
        return max(abs(point.x - anchor.x), abs(point.y - anchor.y)) > Self.clickSlop
    }

    /// The rectangle between two pointer positions (pixel edges), kept inside the screen and
    /// at least one pixel in each direction.
    private func dragRect(from a: (x: Int, y: Int), to b: (x: Int, y: Int)) -> ScreenRect {
        let left = clamp(min(a.x, b.x), bounds.x, bounds.maxX - 1), top = clamp(min(a.y, b.y), bounds.y, bounds.maxY - 1)
        let right = clamp(max(a.x, b.x), left + 1, bounds.maxX), bottom = clamp(max(a.y, b.y), top + 1, bounds.maxY)
        return ScreenRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { max(low, min(value, high)) }

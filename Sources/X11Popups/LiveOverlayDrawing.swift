import CCairo
import LiveText
import X11Connection
import Recognition

/// What the Live Text overlay paints over the frozen screen, bottom to top: the picture (dimmed
/// outside the words while Live Text is on), the items' underlines, find's matches, the
/// selection, the badge and the Live Text button.
extension LiveOverlay {
    private static let selectionColor = RGBAColor(0.2, 0.45, 0.85, 0.35)
    private static let itemColor = RGBAColor(0.25, 0.6, 1, 0.95)
    private static let matchColor = RGBAColor(1, 0.85, 0.1, 0.4)
    private static let currentMatchColor = RGBAColor(1, 0.55, 0.05, 0.55)
    private static let buttonOn = RGBAColor(0.2, 0.45, 0.85, 0.95)

    func redraw() {
        overlay.windows.forEach(draw)
    }

    func draw(_ window: PopupWindow) {
        overlay.paint(window) { canvas, origin in
            func local(_ box: BoundingBox) -> ScreenRect { overlay.local(box, origin: origin) }
            if let document, showsLiveText {
                // Apple's Live Text look: the screen recedes, the text stays bright.
                overlay.paintPicture(overlay.frozen.dimmed, on: canvas, origin: origin)
                cairo_save(canvas.context)
                for word in document.words {
                    let box = local(word.box)
                    cairo_rectangle(canvas.context, Double(box.x - 2), Double(box.y - 2), Double(box.width + 4), Double(box.height + 4))
                }
                cairo_clip(canvas.context)
                overlay.paintPicture(overlay.frozen.plain, on: canvas, origin: origin)
                cairo_restore(canvas.context)
                for rectangle in items.flatMap(\.rectangles) {
                    let box = local(rectangle)
                    canvas.fill(ScreenRect(x: box.x, y: box.maxY + 1, width: box.width, height: 2), Self.itemColor)
                }
            } else {
                overlay.paintPicture(overlay.frozen.plain, on: canvas, origin: origin)
            }
            if let document {
                if let find {
                    for (index, match) in find.matches.enumerated() {
                        let color = index == find.current ? Self.currentMatchColor : Self.matchColor
                        match.rectangles.forEach { canvas.fill(local($0), color) }
                    }
                }
                document.rectangles(of: selection.words(in: document)).forEach { canvas.fill(local($0), Self.selectionColor) }
                // The item Tab chose: a code has no words to tint.
                if let chosen = selection.item, items.indices.contains(chosen), items[chosen].words.isEmpty {
                    items[chosen].rectangles.forEach { canvas.outline(local($0), Self.itemColor, lineWidth: 3) }
                }
            }
            guard window === overlay.primaryWindow else { return }
            if let badge {
                badge.text = status
                badge.drawBadge(on: canvas, atTopOf: origin)
            }
            drawToggle(on: canvas, in: origin)
        }
    }

    /// The Live Text button in the bottom right corner, once there is text to show.
    private func drawToggle(on canvas: CairoCanvas, in frame: ScreenRect) {
        guard document != nil, let toggleLabel else { return }
        toggleLabel.text = "Live Text"
        let size = toggleLabel.size
        let button = ScreenRect(x: frame.width - size.width - 36, y: frame.height - size.height - 30, width: size.width + 16, height: size.height + 10)
        canvas.fill(button, showsLiveText ? Self.buttonOn : RGBAColor(0.1, 0.1, 0.12, 0.85))
        toggleLabel.draw(on: canvas, x: Double(button.x + 8), y: Double(button.y + 5), color: RGBAColor(1, 1, 1))
        toggleArea = ScreenRect(x: frame.x + button.x, y: frame.y + button.y, width: button.width, height: button.height)
    }
}

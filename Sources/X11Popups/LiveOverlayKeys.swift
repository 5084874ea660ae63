import CX11
import LiveText
import X11Connection
import Recognition

/// The Live Text overlay from the keyboard alone.
extension LiveOverlay {
    func handle(_ key: KeyInput) -> Request? {
        if var find {
            if key.isEscape {
                self.find = nil
                redraw()
                return nil
            }
            if let document, find.handle(key, in: document) {
                self.find = find
                selection.select(find.current.map { find.matches[$0].words } ?? [])
                redraw()
                return nil
            }
        }
        if key.isEscape { return .close }
        guard let document else { return nil }
        let selected = selection.words(in: document)
        if key.is(XK_Tab, XK_ISO_Left_Tab, XK_KP_Tab) {
            // Shift+Tab arrives as ISO_Left_Tab.
            let backwards = key.shift || key.is(XK_ISO_Left_Tab)
            if key.control { selection.moveToParagraph(backwards: backwards, in: document) } else { selection.moveToItem(backwards: backwards, of: items) }
        } else if let direction = Self.direction(of: key) {
            selection.move(direction, extending: key.shift, in: document)
        } else if key.is(XK_Menu, XK_space) || (key.shift && key.is(XK_F10)) {
            guard let item = selection.item ?? items.firstIndex(where: { !$0.words.isEmpty && $0.words == selected }) else { return nil }
            return menu(of: item)
        } else if key.isEnter {
            guard !selected.isEmpty else { return nil }
            return .type(document.text(of: selected), overlay.placement.onScreen(BoundingBox(enclosing: document.rectangles(of: selected))))
        } else if key.control && key.is(XK_c, XK_C) {
            return selected.isEmpty ? nil : .copy(document.text(of: selected))
        } else if key.control && key.is(XK_r, XK_R) {
            return selected.isEmpty ? nil : .speak(document.text(of: selected))
        } else if key.control && key.is(XK_a, XK_A) {
            let pointer = display.pointerLocation()
            selection.selectRegion(at: overlay.placement.inPicture(x: pointer.x, y: pointer.y), in: document)
        } else if key.control && key.is(XK_f, XK_F) {
            find = LiveFind()
        } else if key.control && key.is(XK_l, XK_L) {
            showsLiveText.toggle()
        } else {
            return nil
        }
        redraw()
        return nil
    }

    /// The arrows move word by word (Shift extends), as in a document.
    private static func direction(of key: KeyInput) -> WordSelection.Direction? {
        if key.is(XK_Left, XK_KP_Left) { return .left }
        if key.is(XK_Right, XK_KP_Right) { return .right }
        if key.is(XK_Up, XK_KP_Up) { return .up }
        if key.is(XK_Down, XK_KP_Down) { return .down }
        return nil
    }
}

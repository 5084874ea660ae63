import CaptextConfig
import CaptextCore
import DataDetection
import FieldAwareness
import X11Connection
import X11Popups

/// Enter in Live Text: the selection typed into the window that had the focus before the
/// overlay, as a capture types (the field's content type, the focus checks, the terminal rules).
struct LiveDelivery {
    let display: X11Display
    /// Where the text goes (typed, by default), the content type asked for (nil: the field's),
    /// and the display's name, for the clipboard's server when typing falls back to it.
    let request: CaptureRequest
    let config: Config
    let fields: FieldTracker?
    let filter: ContentFilter

    /// `area`: the selection on the screen; a chooser appears by it when the field wants one
    /// value and the selection holds several.
    func type(_ text: String, near area: ScreenRect, into target: TargetWindow?) -> CaptureOutcome {
        do throws(CaptureError) {
            let hint = CaptureContentType.inferred(flag: request.type, focused: target, display: display, config: config, fields: fields)
            var values = [text]
            // A field that wants a phone number gets the phone number in the selection; any
            // other field gets the selection as it reads on the screen.
            if ![.auto, .text, .secret].contains(hint.type) {
                var seen = Set<String>()
                let found = filter.values(of: filter.items(in: text, type: hint.type)).filter { seen.insert($0).inserted }
                if !found.isEmpty { values = found }
            }
            var chosen = values[0]
            if values.count > 1 {
                let index: Int?
                do { index = try Chooser.choose(on: display, items: values, near: area, title: "Which one?") } catch { throw .popup(error) }
                guard let index else { return .cancelled }
                chosen = values[index]
            }
            return try CaptureDelivery(display: display, request: request, typing: CaptureContentType.typingOptions(config))
                .deliver(chosen, into: target)
        } catch {
            return .failed(error)
        }
    }
}

import CaptextCore
@testable import CaptureSession
import ContentTypes
import DataDetection
@testable import Recognition
import X11Capture
import X11Connection
import X11Popups

/// The desktop as a script: what the overlay, chooser and prompt answer, and what was asked of them.
final class ScriptedDisplay: CaptureDisplay {
    var picture = FrozenPicture(image: ScreenImage(width: 800, height: 600, pixels: [UInt8](repeating: 255, count: 800 * 600 * 4)),
                                monitors: [Monitor(name: "DP-1", x: 0, y: 0, width: 800, height: 600, isPrimary: true)],
                                windows: [])
    var inferred = ContentTypeHint(type: .auto, source: .automatic)
    var selection = ScreenSelection.region(ScreenRect(x: 100, y: 100, width: 400, height: 200))
    var frames: [UInt: ScreenRect] = [:]
    /// The chooser's answer; nil: Esc.
    var choice: Int? = 0
    /// The preview's answer for the text shown; nil: Esc.
    var editing: (String) -> String? = { $0 }

    private(set) var inferredAsked = 0
    private(set) var frozen = 0
    private(set) var offered: (items: [String], title: String)?
    private(set) var previewed: (text: String, masked: Bool)?

    func focusedWindow() -> TargetWindow? { nil }

    func inferredHint(focused: TargetWindow?) -> ContentTypeHint {
        inferredAsked += 1
        return inferred
    }

    func freeze() throws(CaptureError) -> FrozenPicture {
        frozen += 1
        return picture
    }

    func select(on picture: FrozenPicture) throws(CaptureError) -> ScreenSelection { selection }
    func frame(ofWindow window: UInt) -> ScreenRect? { frames[window] }
    func pointerLocation() -> (x: Int, y: Int) { (400, 300) }

    func choose(_ items: [String], near anchor: ScreenRect, title: String) throws(CaptureError) -> Int? {
        offered = (items, title)
        return choice
    }

    func edit(_ text: String, near anchor: ScreenRect, masked: Bool) throws(CaptureError) -> String? {
        previewed = (text, masked)
        return editing(text)
    }
}

/// Recognition as a script: every image reads as the given lines, one above the other, each
/// as tall as its text is large.
final class ScriptedAnalyzer: CaptureAnalyzer {
    var lines: [(text: String, height: Int)] = []
    /// The size of each image read and the windows given with it.
    private(set) var reads: [(width: Int, height: Int, windows: [BoundingBox])] = []

    func read(_ image: Image, windows: [BoundingBox], type: ContentType, filter: ContentFilter) async throws(RecognitionError) -> CaptureReading {
        reads.append((image.width, image.height, windows))
        var y = 0
        let paragraphs = lines.map { line -> RecognizedParagraph in
            defer { y += line.height + 10 }
            let box = BoundingBox(x: 0, y: y, width: min(image.width, line.text.count * line.height / 2), height: line.height)
            let words = [RecognizedWord(text: line.text, box: box, confidence: 0.9)]
            return RecognizedParagraph(box: box, lines: [RecognizedLine(text: line.text, box: box, confidence: 0.9, words: words)])
        }
        let blocks = paragraphs.isEmpty ? [] : [RecognizedBlock(box: BoundingBox(enclosing: paragraphs.map(\.box)), paragraphs: paragraphs)]
        return CaptureReading(analysis: ImageAnalysis(width: image.width, height: image.height, languages: ["eng"], blocks: blocks))
    }
}

/// A destination that keeps what it is given.
final class KeptDelivery: TextDelivery {
    var refusal: CaptureError?
    private(set) var delivered: [String] = []

    func prepare() throws(CaptureError) {
        if let refusal { throw refusal }
    }

    func deliver(_ text: String, into target: TargetWindow?) throws(CaptureError) -> CaptureOutcome {
        delivered.append(text)
        return .delivered(text: text, count: text.count, note: nil)
    }
}

extension CaptureOutcome {
    /// One line to compare: the outcome's case and what it carries.
    var summary: String {
        switch self {
        case .delivered(let text, _, let note): "delivered \(text)" + (note.map { " (\($0))" } ?? "")
        case .nothingFound(let message): "nothing found: \(message)"
        case .cancelled: "cancelled"
        case .failed(let error): "failed: \(error)"
        }
    }
}

import CaptextCore
import ContentTypes
import DataDetection
import X11Connection
import X11Popups

/// The `menu` binding's popup: which capture to run, Live Text or the camera. The binding's own
/// options (region, languages, destination) stay; an entry sets the content type or copies
/// instead of typing; Live Text takes only the languages, the camera all but the region.
enum CaptureMenu {
    enum Choice {
        case capture(ContentType?)
        case copy
        case live
        case camera
    }

    /// New entries go last: the entries before them keep their number keys.
    static let entries: [(label: String, choice: Choice)] = [
        ("Capture text", .capture(nil)),
        ("Phone number", .capture(.phone)),
        ("Email address", .capture(.email)),
        ("Web address (URL)", .capture(.url)),
        ("Postal address", .capture(.address)),
        ("Tracking number", .capture(.tracking)),
        ("Flight number", .capture(.flight)),
        ("Date or time", .capture(.datetime)),
        ("Read a QR or bar code", .capture(.qr)),
        ("Copy text instead of typing", .copy),
        ("Live Text: select text on screen", .live),
        ("Camera: text from the camera", .camera),
    ]

    /// The job for the entry the user picks; nil when cancelled.
    static func choose(_ base: CaptureRequest) throws -> DaemonJob? {
        let display = try X11Display(name: base.display)
        guard let index = try ActionMenu.choose(entries.map(\.label), display: display) else { return nil }
        var request = base
        switch entries[index].choice {
        case .capture(let type):
            if let type { request.type = type }
        case .copy:
            request.destination = .clipboard
        case .live:
            return .live(languages: base.languages, display: base.display)
        case .camera:
            return .camera(base, CameraRequest(device: nil, mirrored: false))
        }
        return .capture(request)
    }
}

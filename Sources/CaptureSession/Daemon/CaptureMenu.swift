import CaptextCore
import ContentTypes
import DataDetection
import X11Connection
import X11Popups

/// The `menu` binding's popup: which capture to run. The binding's own options (region,
/// languages, destination) stay; an entry sets the content type or copies instead of typing.
enum CaptureMenu {
    static let entries: [(label: String, type: ContentType?, copy: Bool)] = [
        ("Capture text", nil, false),
        ("Phone number", .phone, false),
        ("Email address", .email, false),
        ("Web address (URL)", .url, false),
        ("Postal address", .address, false),
        ("Tracking number", .tracking, false),
        ("Flight number", .flight, false),
        ("Date or time", .datetime, false),
        ("Read a QR or bar code", .qr, false),
        ("Copy text instead of typing", nil, true),
    ]

    /// The request for the entry the user picks; nil when cancelled.
    static func choose(_ base: CaptureRequest) throws -> CaptureRequest? {
        let display = try X11Display(name: base.display)
        guard let index = try ActionMenu.choose(entries.map(\.label), display: display) else { return nil }
        var request = base
        let entry = entries[index]
        if let type = entry.type { request.type = type }
        if entry.copy { request.destination = .clipboard }
        return request
    }
}

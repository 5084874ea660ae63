import ContentTypes
import DataDetection

/// IBus input purposes (IBusInputPurpose, the same numbering as GtkInputPurpose), as sent in
/// SetContentType by GTK 3/4, Firefox and Qt when IBus is the input method.
public enum InputPurpose {
    static let names = ["free-form", "alpha", "digits", "number", "phone", "url", "email", "name", "password", "pin", "terminal"]

    /// The purpose's name for a raw value; nil for values this IBus version does not define.
    public static func name(of raw: UInt32) -> String? {
        raw < names.count ? names[Int(raw)] : nil
    }

    /// The content type a purpose asks for; nil for purposes that ask for no particular data
    /// (free-form, alpha, name, terminal).
    public static func contentType(named name: String) -> ContentType? {
        switch name {
        case "digits", "pin": .digits
        case "number": .number
        case "phone": .phone
        case "url": .url
        case "email": .email
        case "password": .secret
        default: nil
        }
    }
}

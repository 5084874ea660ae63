import ContentTypes
import DataDetection
import Foundation

/// One entry of the menu a click on a detected item opens in the Live Text overlay: what it says
/// and what it does. The first of a list is the default (Enter runs it).
public struct QuickAction: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A URI for xdg-open.
        case open(String)
        /// The text of an iCalendar file (RFC 5545) to write and hand to xdg-open.
        case openCalendarEvent(String)
        case copy(String)
        /// Typed into the focused field.
        case type(String)
    }

    public let title: String
    public let kind: Kind

    public init(title: String, kind: Kind) {
        self.title = title
        self.kind = kind
    }

    /// What a click on `item` offers, the default first: its own action when it has one, then
    /// Copy and Type with the value in `format`, by default as printed (a form wants what the
    /// person saw, not "tel:…"). `now` stamps a calendar event (DTSTAMP).
    public static func actions(for item: DataItem, format: ValueFormat = .printed, now: Date = Date()) -> [QuickAction] {
        if item.type == .qr { return actions(forCode: item.value, now: now) }
        return (opening(item, now: now).map { [$0] } ?? []) + copyAndType(item.value(format))
    }

    /// What a QR or bar code's payload offers: a link, an email, a phone number, a place, an event
    /// acts as its kind does; any other payload is text to copy or type.
    public static func actions(forCode payload: String, now: Date = Date()) -> [QuickAction] {
        CodePayload(payload).actions(now: now)
    }

    static func copyAndType(_ text: String) -> [QuickAction] {
        [QuickAction(title: "Copy", kind: .copy(text)), QuickAction(title: "Type into the field", kind: .type(text))]
    }

    /// The action that opens `item` elsewhere, when its type has one.
    private static func opening(_ item: DataItem, now: Date) -> QuickAction? {
        switch item.type {
        case .url:
            return QuickLinks.webLink(item.value).map { QuickAction(title: "Open link", kind: .open($0)) }
        case .email:
            return QuickAction(title: "Compose email", kind: .open(QuickLinks.mailto(item.value)))
        case .phone:
            return QuickAction(title: "Call", kind: .open(QuickLinks.tel(item.value, e164: item.details["e164"])))
        case .address:
            return QuickAction(title: "Show on map", kind: .open(QuickLinks.geo(item.value)))
        case .tracking:
            let carrier = item.details["carrier"] ?? ""
            return QuickLinks.tracking(item.value, carrier: carrier)
                .map { QuickAction(title: "Track shipment (\($0.carrier))", kind: .open($0.uri)) }
        case .flight:
            return QuickAction(title: "Flight status", kind: .open(QuickLinks.flightStatus(item.value)))
        case .datetime:
            return CalendarEvent(value: item.value, text: item.text)
                .map { QuickAction(title: "Add to calendar", kind: .openCalendarEvent($0.ics(stamped: now))) }
        case .qr, .text, .auto, .secret, .number, .digits:
            return nil
        }
    }
}

import CAtspi
import CaptextConfig
import Foundation
import Synchronization

/// Keeps the focused field's description current, for the daemon: AT-SPI focus events are
/// answered by reading the newly focused object at once (events arrive 1–2 ms after the focus
/// moves), and the IBus monitor adds the input purpose. At hotkey time `field(forProcessID:)`
/// is a lookup, not a bus round trip.
///
///     let tracker = FieldTracker()
///     tracker.start()                         // once, at daemon start
///     tracker.onChange { field in … }         // optional: every focus change
///     let hint = ContentTypeHint.resolve(flag: nil, rules: config.windowRules, window: facts,
///                                        field: tracker.hint(forProcessID: window.processID))
///     tracker.stop()
public final class FieldTracker: Sendable {
    public struct Snapshot: Sendable, Equatable {
        public let field: FocusedField
        public let at: ContinuousClock.Instant
    }

    public let inputMethod: IBusPurposeMonitor
    private let latest = Mutex<Snapshot?>(nil)
    private let handlers = Mutex<[@Sendable (FocusedField) -> Void]>([])
    private let accessibility = Mutex<String>("not started")
    /// The user data the focus callback was registered with (a retained TrackerSink), 0 when none.
    private let sinkAddress = Atomic<UInt>(0)
    private let environment: [String: String]
    private let rootWindowHasBusProperty: Bool

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, rootWindowHasBusProperty: Bool = false) {
        self.environment = environment
        self.rootWindowHasBusProperty = rootWindowHasBusProperty
        inputMethod = IBusPurposeMonitor(environment: environment)
    }

    /// Subscribes to focus events; returns why it could not ("" when it did). Without an
    /// accessibility bus the tracker still follows IBus purposes.
    @discardableResult
    public func start(timeout: Duration = .seconds(2)) -> String {
        guard FieldInspector.accessibilityBusIsAdvertised(environment: environment, rootWindowHasBusProperty: rootWindowHasBusProperty),
              environment["NO_AT_BRIDGE"] != "1" else {
            return setAccessibility("no accessibility bus")
        }
        let sinkAddress = UInt(bitPattern: Unmanaged.passRetained(TrackerSink(self)).toOpaque())
        self.sinkAddress.store(sinkAddress, ordering: .releasing)
        let registered = AccessibilityThread.shared.run(timeout: timeout) { () -> Bool in
            let sink = UnsafeMutableRawPointer(bitPattern: sinkAddress)
            var error: UnsafeMutablePointer<GError>?
            let ok = atspi_event_listener_register_from_callback(focusEventCallback, sink, nil,
                                                                 "object:state-changed:focused", &error)
            if error != nil { captext_atspi_clear_error(&error) }
            return ok != 0
        }
        guard registered == true else { return setAccessibility("cannot subscribe to accessibility focus events") }
        inputMethod.onChange { [weak self] _ in self?.refreshPurpose() }
        return setAccessibility("")
    }

    public func stop() {
        inputMethod.stop()
        let sinkAddress = self.sinkAddress.exchange(0, ordering: .acquiringAndReleasing)
        guard sinkAddress != 0 else { return }
        _ = AccessibilityThread.shared.run(timeout: .seconds(1)) {
            let sink = UnsafeMutableRawPointer(bitPattern: sinkAddress)
            var error: UnsafeMutablePointer<GError>?
            atspi_event_listener_deregister_from_callback(focusEventCallback, sink, "object:state-changed:focused", &error)
            if error != nil { captext_atspi_clear_error(&error) }
            if let sink { Unmanaged<TrackerSink>.fromOpaque(sink).release() }
        }
    }

    /// "" once subscribed, else why the accessibility part is unavailable.
    public var accessibilityStatus: String { accessibility.withLock { $0 } }

    /// The last focused field, with the IBus purpose merged in when both describe the same focus change.
    public var latestSnapshot: Snapshot? {
        latest.withLock { $0 }.map { Snapshot(field: merged($0, inputMethod.current), at: $0.at) }
    }

    /// The focused field when it belongs to the application with `processID` (the focused X
    /// window's _NET_WM_PID). When the last accessibility event came from another application
    /// (or none came: the application has no accessibility) but IBus saw a newer focus change,
    /// a field with only the input purpose.
    public func field(forProcessID processID: Int32?) -> FocusedField? {
        let snapshot = latest.withLock { $0 }
        let purpose = inputMethod.current
        if let snapshot, processID == nil || snapshot.field.processID == nil || snapshot.field.processID == processID {
            return merged(snapshot, purpose)
        }
        guard let purpose, snapshot.map({ purpose.focusedAt > $0.at }) ?? true else { return nil }
        var field = FocusedField()
        field.inputPurpose = Self.sourced(purpose)
        return field
    }

    /// The inferred hint for the focused field of `processID`'s application.
    public func hint(forProcessID processID: Int32?) -> ContentTypeHint? {
        field(forProcessID: processID).flatMap(FieldInference.hint(for:))
    }

    /// Calls `handler` on every focus change (on the accessibility or IBus thread).
    public func onChange(_ handler: @escaping @Sendable (FocusedField) -> Void) {
        handlers.withLock { $0.append(handler) }
    }

    fileprivate func focused(_ field: FocusedField) {
        latest.withLock { $0 = Snapshot(field: field, at: .now) }
        notify()
    }

    private func refreshPurpose() {
        if latest.withLock({ $0 }) != nil { notify() }
    }

    private func notify() {
        guard let field = latestSnapshot?.field else { return }
        for handler in handlers.withLock({ $0 }) { handler(field) }
    }

    /// Focus events from AT-SPI and IBus arrive a few milliseconds apart for one focus change;
    /// further apart they belong to different changes, and the purpose is not this field's.
    static let sameFocusChange: Duration = .milliseconds(250)

    private func merged(_ snapshot: Snapshot, _ purpose: IBusPurposeMonitor.Observation?) -> FocusedField {
        guard let purpose, abs((purpose.focusedAt - snapshot.at) / .milliseconds(1)) < Self.sameFocusChange / .milliseconds(1) else {
            return snapshot.field
        }
        var field = snapshot.field
        field.inputPurpose = Self.sourced(purpose)
        return field
    }

    private static func sourced(_ purpose: IBusPurposeMonitor.Observation) -> Sourced {
        Sourced(purpose.purpose, source: "IBus content type of \(purpose.context)")
    }

    private func setAccessibility(_ status: String) -> String {
        accessibility.withLock { $0 = status }
        return status
    }
}

/// What the C callback reaches through its user data; it holds the tracker weakly.
private final class TrackerSink {
    weak var tracker: FieldTracker?
    init(_ tracker: FieldTracker) { self.tracker = tracker }
}

/// Runs on the accessibility thread for every focus state change; reads the object gaining focus.
private func focusEventCallback(_ event: UnsafeMutablePointer<AtspiEvent>?, _ userData: UnsafeMutableRawPointer?) {
    guard let event else { return }
    defer { captext_atspi_event_free(event) }
    guard event.pointee.detail1 == 1, let userData,
          let tracker = Unmanaged<TrackerSink>.fromOpaque(userData).takeUnretainedValue().tracker,
          let source = AccessibleObject(taking: captext_atspi_ref(event.pointee.source)?.assumingMemoryBound(to: AtspiAccessible.self)) else { return }
    var error: UnsafeMutablePointer<GError>?
    let application = AccessibleObject(taking: atspi_accessible_get_application(source.pointer, &error))
    if error != nil { captext_atspi_clear_error(&error) }
    tracker.focused(FieldDescriber.describe(source, application: application))
}

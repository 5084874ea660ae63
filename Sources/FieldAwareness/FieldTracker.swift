import ContentTypes
import DBusWire
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
    private let stopped = Atomic(false)
    private let environment: [String: String]
    private let rootWindowBusAddress: String?
    private let log: @Sendable (String) -> Void

    /// `log` hears when the accessibility bus or IBus goes away and when it is back.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, rootWindowBusAddress: String? = nil,
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.environment = environment
        self.rootWindowBusAddress = rootWindowBusAddress
        self.log = log
        inputMethod = IBusPurposeMonitor(environment: environment, log: log)
    }

    /// Subscribes to focus events; returns why it could not ("" when it did). Without an
    /// accessibility bus the tracker still follows IBus purposes. A bus that fails or goes
    /// away later is subscribed to again, with `Backoff`, until `stop()`.
    @discardableResult
    public func start(timeout: Duration = .seconds(2)) -> String {
        guard FieldInspector.accessibilityBusIsAdvertised(environment: environment, rootWindowBusAddress: rootWindowBusAddress),
              environment["NO_AT_BRIDGE"] != "1" else {
            return setAccessibility("no accessibility bus")
        }
        inputMethod.onChange { [weak self] _ in self?.refreshPurpose() }
        let firstAttempt = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            var attempts = 0
            Backoff.keepConnected("accessibility bus", log: log, stopped: { stopped.load(ordering: .acquiring) }) { connected in
                attempts += 1
                do {
                    let bus = try subscribe(deadline: .now + timeout)
                    setAccessibility("")
                    if attempts == 1 { firstAttempt.signal() }
                    connected()
                    follow(bus)
                } catch {
                    setAccessibility("cannot subscribe to accessibility focus events: \(error)")
                    if attempts == 1 { firstAttempt.signal() }
                }
                return accessibilityStatus
            }
        }
        thread.name = "captext-accessibility"
        thread.start()
        guard firstAttempt.wait(timeout: .now() + .milliseconds(Int(timeout / .milliseconds(1)))) == .success else {
            return setAccessibility("the accessibility bus did not answer within \(timeout)")
        }
        return accessibilityStatus
    }

    /// Stops following the focus; the accessibility thread ends within a quarter second, and
    /// the registry forgets its subscription when its connection closes.
    public func stop() {
        inputMethod.stop()
        stopped.store(true, ordering: .releasing)
    }

    /// Applications emit an event only when a listener registered for it with the registry.
    private func subscribe(deadline: ContinuousClock.Instant) throws(DBusError) -> AccessibilityBus {
        let bus = try AccessibilityBus(environment: environment, rootWindowBusAddress: rootWindowBusAddress, deadline: deadline)
        try bus.connection.addMatch("type='signal',interface='org.a11y.atspi.Event.Object',member='StateChanged',arg0='focused'",
                                    deadline: deadline)
        _ = try bus.connection.call(.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                                          "RegisterEvent", [.string("object:state-changed:focused"), .array(element: "s", []), .string("")]),
                                    deadline: deadline)
        return bus
    }

    /// Reads focus events until stopped or the bus goes away; each object gaining focus is
    /// described at once (when several came meanwhile, the last).
    private func follow(_ bus: AccessibilityBus) {
        func gainsFocus(_ message: DBusMessage) -> AccessibleReference? {
            guard message.kind == .signal, message.member == "StateChanged", message.body.count > 1,
                  message.body[0].string == "focused", message.body[1].int32 == 1,
                  let sender = message.sender, let path = message.path else { return nil }
            return AccessibleReference(bus: sender, path: path)
        }
        do {
            while !stopped.load(ordering: .acquiring) {
                guard let message = try bus.connection.nextMessage(deadline: .now + .milliseconds(250)),
                      var object = gainsFocus(message) else { continue }
                while let later = try bus.connection.nextMessage(deadline: .now) {
                    if let focused = gainsFocus(later) { object = focused }
                }
                bus.deadline = .now + .milliseconds(400)
                focused(FieldDescriber.describe(object, on: bus))
            }
        } catch {
            setAccessibility("lost the accessibility bus: \(error)")
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

    @discardableResult
    private func setAccessibility(_ status: String) -> String {
        accessibility.withLock { $0 = status }
        return status
    }
}

import CaptextConfig
import ContentTypes
import DataDetection
import FieldAwareness
import Foundation
import X11Connection

/// The content type the focused field wants, found once — for `captext hint` and for a capture
/// run without the daemon (the daemon keeps a `FieldTracker` instead): the window's facts, then
/// what accessibility and IBus say of the field, then the window rules.
public struct FieldHintLookup {
    public let hint: ContentTypeHint
    public let inspection: FieldInspection
    public let inputMethod: IBusPurposeMonitor.Status?

    /// `listensToInputMethod`: also listen to IBus while the field is asked, which tells the
    /// purpose only if the focus moves meanwhile (worth it for `captext hint --json`, whose
    /// report shows the route's status; a capture's focus stays put).
    public static func run(flag: ContentType?, binding: (chord: String, type: ContentType)? = nil, rules: [WindowRule],
                    window description: WindowDescription?, connection: X11Display,
                    listensToInputMethod: Bool) -> FieldHintLookup {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = connection.name
        let started = ContinuousClock.now
        let inputMethod = listensToInputMethod ? IBusPurposeMonitor(environment: environment) : nil
        var inspection: FieldInspection = description == nil ? .unknown("no focused window")
            : FieldInspector.inspect(processID: description?.processID, rootWindowBusAddress: connection.rootProperty("AT_SPI_BUS"),
                                     environment: environment)
        // Applications send the purpose only when the focus moves: fresh, or not at all.
        if let observation = inputMethod?.purpose(focusedAfter: started, timeout: .zero) {
            var field = inspection.field ?? FocusedField()
            field.inputPurpose = Sourced(observation.purpose, source: "IBus content type of \(observation.context)")
            inspection = .found(field)
        }
        inputMethod?.stop()
        let hint = ContentTypeHint.resolve(flag: flag, binding: binding, rules: rules,
                                           window: description.map(WindowFacts.init(describing:)),
                                           field: inspection.field.flatMap(FieldInference.hint(for:)))
        return FieldHintLookup(hint: hint, inspection: inspection, inputMethod: inputMethod?.status)
    }
}

extension WindowFacts {
    public init(describing description: WindowDescription) {
        let wmClass = description.target.wmClass
        self.init(instanceName: wmClass.first, className: wmClass.count > 1 ? wmClass[1] : nil,
                  title: description.title, role: description.role,
                  declaredContentType: description.declaredContentType?.value,
                  declaringWindow: description.declaredContentType?.window)
    }
}

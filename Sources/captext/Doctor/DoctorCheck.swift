/// One line of `captext doctor`: what was checked, whether it is fine, and what to do if not.
struct DoctorCheck {
    enum Weight {
        /// captext cannot work without it: the doctor exits 1.
        case needed
        /// A feature is missing or slower without it.
        case optional
    }

    var ok: Bool
    var subject: String
    var detail: String
    var weight: Weight = .needed

    static func pass(_ subject: String, _ detail: String) -> DoctorCheck {
        DoctorCheck(ok: true, subject: subject, detail: detail)
    }

    static func fail(_ subject: String, _ detail: String, _ weight: Weight = .needed) -> DoctorCheck {
        DoctorCheck(ok: false, subject: subject, detail: detail, weight: weight)
    }

    var line: String {
        let mark = ok ? "✓" : (weight == .needed ? "✗" : "✗ (optional)")
        return "\(mark) \(subject): \(detail)"
    }
}

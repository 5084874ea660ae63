import Foundation

/// The languages an analyzer reads with: a fixed set (`--lang kor+eng`), or, with `--lang
/// auto`, chosen region by region from the script its text is in.
public enum LanguagePlan: Sendable, Hashable {
    case fixed([String])
    case automatic(ScriptLanguages)

    /// `kor+eng`, or `auto`.
    public var spec: String { codes.joined(separator: "+") }

    /// `["kor", "eng"]`, or `["auto"]`.
    public var codes: [String] {
        switch self {
        case .fixed(let languages): languages
        case .automatic: [LanguageSelection.automatic]
        }
    }
}

/// Which Tesseract languages a run uses: `eng+deu` style specs, `auto` (the default), and the
/// preferred languages from `$CAPTEXT_LANG`, else the user's locale when its data is
/// installed, else English.
public enum LanguageSelection {
    public static let automatic = "auto"

    /// A `--lang` value: its languages, or nil for `auto`.
    public static func parseExplicit(_ spec: String) throws(RecognitionError) -> [String]? {
        spec == automatic ? nil : try parse(spec)
    }

    public static func parse(_ spec: String) throws(RecognitionError) -> [String] {
        let codes = spec.split(separator: "+", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // A code names a file in the tessdata directory: nothing that could leave it, and not
        // osd.traineddata, which detects orientation and script but reads no text.
        for code in codes where code.isEmpty || code.contains("/") || code.hasPrefix(".") || code == "osd" || code == automatic {
            throw .unknownLanguage(code)
        }
        var unique: [String] = []
        for code in codes where !unique.contains(code) { unique.append(code) }
        return unique
    }

    /// `explicit` (`--lang`, a binding's `lang`, parsed) is read as it says; without it,
    /// `auto`, preferring the configured languages (config `lang`, else `defaultSpec`) within
    /// their scripts.
    public static func plan(explicit: [String]?, configured: String?,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            tessdata: Tessdata) throws(RecognitionError) -> LanguagePlan {
        if let explicit { return .fixed(explicit) }
        var preference = configured ?? defaultSpec(environment: environment, tessdata: tessdata)
        if preference == automatic { preference = "eng" }
        return .automatic(ScriptLanguages(preferred: try parse(preference), tessdata: tessdata))
    }

    public static func defaultSpec(environment: [String: String] = ProcessInfo.processInfo.environment,
                                   tessdata: Tessdata) -> String {
        if let explicit = environment["CAPTEXT_LANG"], !explicit.isEmpty { return explicit }
        // POSIX precedence for message-like categories.
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let locale, let code = TesseractLanguages.code(forLocale: locale), tessdata.isInstalled(code) {
            return code
        }
        return "eng"
    }
}

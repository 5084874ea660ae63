import Foundation

/// Which Tesseract languages a run uses: `eng+deu` style specs, and the default from
/// `$CAPTEXT_LANG`, else the user's locale when its data is installed, else English.
public enum LanguageSelection {
    public static func parse(_ spec: String) throws(RecognitionError) -> [String] {
        let codes = spec.split(separator: "+", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // A code names a file in the tessdata directory: nothing that could leave it, and not
        // osd.traineddata, which detects orientation and script but reads no text.
        for code in codes where code.isEmpty || code.contains("/") || code.hasPrefix(".") || code == "osd" {
            throw .unknownLanguage(code)
        }
        var unique: [String] = []
        for code in codes where !unique.contains(code) { unique.append(code) }
        return unique
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

/// Tesseract's language codes (the tessdata files Debian packages as tesseract-ocr-<code>),
/// and the mapping from a POSIX locale to one of them.
public enum TesseractLanguages {
    public static let known: Set<String> = [
        "afr", "amh", "ara", "asm", "aze", "aze_cyrl", "bel", "ben", "bod", "bos", "bre", "bul", "cat",
        "ceb", "ces", "chi_sim", "chi_sim_vert", "chi_tra", "chi_tra_vert", "chr", "cos", "cym", "dan",
        "deu", "div", "dzo", "ell", "eng", "enm", "epo", "equ", "est", "eus", "fao", "fas", "fil", "fin",
        "fra", "frk", "frm", "fry", "gla", "gle", "glg", "grc", "guj", "hat", "heb", "hin", "hrv", "hun",
        "hye", "iku", "ind", "isl", "ita", "ita_old", "jav", "jpn", "jpn_vert", "kan", "kat", "kat_old",
        "kaz", "khm", "kir", "kmr", "kor", "kor_vert", "lao", "lat", "lav", "lit", "ltz", "mal", "mar",
        "mkd", "mlt", "mon", "mri", "msa", "mya", "nep", "nld", "nor", "oci", "ori", "osd", "pan", "pol",
        "por", "pus", "que", "ron", "rus", "san", "sin", "slk", "slv", "snd", "spa", "spa_old", "sqi",
        "srp", "srp_latn", "sun", "swa", "swe", "syr", "tam", "tat", "tel", "tgk", "tha", "tir", "ton",
        "tur", "uig", "ukr", "urd", "uzb", "uzb_cyrl", "vie", "yid", "yor",
    ]

    /// Whole-script models (Debian installs `Latin.traineddata` and so on from
    /// tesseract-ocr-script-*) and their ISO 15924 package suffixes.
    public static let scripts: [String: String] = [
        "Arabic": "arab", "Armenian": "armn", "Bengali": "beng", "Canadian_Aboriginal": "cans",
        "Cherokee": "cher", "Cyrillic": "cyrl", "Devanagari": "deva", "Ethiopic": "ethi", "Fraktur": "frak",
        "Georgian": "geor", "Greek": "grek", "Gujarati": "gujr", "Gurmukhi": "guru", "HanS": "hans",
        "HanS_vert": "hans-vert", "HanT": "hant", "HanT_vert": "hant-vert", "Hangul": "hang",
        "Hangul_vert": "hang-vert", "Hebrew": "hebr", "Japanese": "jpan", "Japanese_vert": "jpan-vert",
        "Kannada": "knda", "Khmer": "khmr", "Lao": "laoo", "Latin": "latn", "Malayalam": "mlym",
        "Myanmar": "mymr", "Oriya": "orya", "Sinhala": "sinh", "Syriac": "syrc", "Tamil": "taml",
        "Telugu": "telu", "Thaana": "thaa", "Thai": "thai", "Tibetan": "tibt", "Vietnamese": "viet",
    ]

    /// Languages read better with a script model loaded first and the language's own model
    /// behind it (Tesseract tries the second for the words the first doubts). Vietnamese: `vie`
    /// alone reads a serif `đặt` as `đạt` or `đắn` as `đản` at some sizes, the script model
    /// `Vietnamese` the one or the other; together they read both (42 Vietnamese tune crops of
    /// bench/ocr-accuracy: 2.08 → 1.46 % CER, none worse than plain tesseract).
    public static let scriptModelFirst: [String: String] = ["vie": "Vietnamese"]

    /// The models Tesseract loads to read `languages`: each one's script model before it
    /// where `scriptModelFirst` names one that is installed and not already in the list.
    public static func models(for languages: [String], isInstalled: (String) -> Bool) -> [String] {
        languages.flatMap { code -> [String] in
            guard let script = scriptModelFirst[code], !languages.contains(script), isInstalled(script) else { return [code] }
            return [script, code]
        }
    }

    public static func isKnown(_ code: String) -> Bool {
        known.contains(code) || scripts[code] != nil
    }

    public static func debianPackage(for code: String) -> String {
        if let script = scripts[code] { return "tesseract-ocr-script-" + script }
        return "tesseract-ocr-" + code.replacingOccurrences(of: "_", with: "-")
    }

    /// ISO 639-1 language (and, for Chinese, territory) of a locale → Tesseract code.
    private static let byLocaleLanguage: [String: String] = [
        "af": "afr", "ar": "ara", "az": "aze", "be": "bel", "bg": "bul", "bn": "ben", "bs": "bos",
        "ca": "cat", "cs": "ces", "cy": "cym", "da": "dan", "de": "deu", "el": "ell", "en": "eng",
        "eo": "epo", "es": "spa", "et": "est", "eu": "eus", "fa": "fas", "fi": "fin", "fr": "fra",
        "ga": "gle", "gl": "glg", "gu": "guj", "he": "heb", "hi": "hin", "hr": "hrv", "hu": "hun",
        "hy": "hye", "id": "ind", "is": "isl", "it": "ita", "ja": "jpn", "ka": "kat", "kk": "kaz",
        "km": "khm", "kn": "kan", "ko": "kor", "lo": "lao", "lt": "lit", "lv": "lav", "mk": "mkd",
        "ml": "mal", "mr": "mar", "ms": "msa", "mt": "mlt", "my": "mya", "nb": "nor", "ne": "nep",
        "nl": "nld", "nn": "nor", "no": "nor", "pa": "pan", "pl": "pol", "pt": "por", "ro": "ron",
        "ru": "rus", "si": "sin", "sk": "slk", "sl": "slv", "sq": "sqi", "sr": "srp", "sv": "swe",
        "sw": "swa", "ta": "tam", "te": "tel", "th": "tha", "tl": "fil", "tr": "tur", "uk": "ukr",
        "ur": "urd", "uz": "uzb", "vi": "vie", "zh": "chi_sim", "zh_TW": "chi_tra", "zh_HK": "chi_tra",
    ]

    /// `ko_KR.UTF-8` → `kor`; nil for C/POSIX and unmapped locales.
    public static func code(forLocale locale: String) -> String? {
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let withoutModifier = name.split(separator: "@").first.map(String.init) ?? name
        if let code = byLocaleLanguage[withoutModifier] { return code }
        let language = withoutModifier.split(separator: "_").first.map(String.init) ?? withoutModifier
        return byLocaleLanguage[language]
    }
}

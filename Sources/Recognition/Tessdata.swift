import Foundation

/// The directory holding Tesseract's `<code>.traineddata` files.
public struct Tessdata: Sendable, Equatable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// `$TESSDATA_PREFIX` when set (the tessdata directory itself, or its parent as
    /// Tesseract 3 had it), else the first directory where Debian and others install them.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Tessdata {
        let fileManager = FileManager.default
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            let nested = (prefix as NSString).appendingPathComponent("tessdata")
            let hasModels = (try? fileManager.contentsOfDirectory(atPath: prefix))?.contains { $0.hasSuffix(".traineddata") } ?? false
            return Tessdata(directory: !hasModels && fileManager.fileExists(atPath: nested) ? nested : prefix)
        }
        let candidates = ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
                          "/usr/share/tessdata", "/usr/local/share/tessdata"]
        return Tessdata(directory: candidates.first { fileManager.fileExists(atPath: $0) } ?? candidates[0])
    }

    public func path(of code: String) -> String {
        (directory as NSString).appendingPathComponent(code + ".traineddata")
    }

    public func isInstalled(_ code: String) -> Bool {
        FileManager.default.isReadableFile(atPath: path(of: code))
    }

    /// Every language must be a Tesseract code whose data file is here and readable.
    public func check(_ languages: [String]) throws(RecognitionError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.isReadableFile(atPath: directory) else {
            throw .unreadableTessdata(directory)
        }
        for code in languages {
            guard TesseractLanguages.isKnown(code) || FileManager.default.fileExists(atPath: path(of: code)) else {
                throw .unknownLanguage(code)
            }
            guard isInstalled(code) else { throw .missingLanguage(code) }
        }
    }
}

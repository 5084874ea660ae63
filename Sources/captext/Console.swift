import Foundation

/// Output goes straight to the file descriptors, so it is never lost at exit.
enum Console {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func report(_ message: String) {
        FileHandle.standardError.write(Data("captext: \(message)\n".utf8))
    }
}

import Foundation

/// Output goes straight to the file descriptors, so it is never lost at exit.
public enum Console {
    public static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public static func report(_ message: String) {
        FileHandle.standardError.write(Data("captext: \(message)\n".utf8))
    }
}

import Foundation

extension LiveSource {
    /// The environment variable that puts a stand-in where the camera would be, for tests and
    /// benches on machines without one: `test-pattern` (GStreamer's, 1280x720 at 30 fps),
    /// `test-pattern:WIDTHxHEIGHT`, or `clip:PATH` (a video file played in real time). Only
    /// consulted when no device is given.
    public static let standInVariable = "CAPTEXT_CAMERA_SOURCE"

    /// The camera to open: `device` if given, else the stand-in the environment names, else the
    /// first /dev/video* (the lowest number: a camera's capture node comes before its metadata one).
    public static func camera(device: String?, environment: [String: String], devices: String = "/dev") throws(MediaError) -> LiveSource {
        if let device { return .camera(device: device) }
        if let standIn = environment[standInVariable], !standIn.isEmpty { return try Self.standIn(standIn) }
        let numbered = ((try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? []).compactMap { name -> Int? in
            name.hasPrefix("video") ? Int(name.dropFirst("video".count)) : nil
        }
        guard let first = numbered.min() else { throw .noCamera }
        return .camera(device: "\(devices)/video\(first)")
    }

    private static func standIn(_ value: String) throws(MediaError) -> LiveSource {
        if value.hasPrefix("clip:") { return .file(path: String(value.dropFirst("clip:".count))) }
        if value == "test-pattern" { return .testPattern(width: 1280, height: 720, framesPerSecond: 30) }
        if value.hasPrefix("test-pattern:") {
            let size = value.dropFirst("test-pattern:".count).split(separator: "x").compactMap { Int($0) }
            if size.count == 2, size.allSatisfy({ $0 > 0 && $0 <= 8192 }) {
                return .testPattern(width: size[0], height: size[1], framesPerSecond: 30)
            }
        }
        throw .failed("\(standInVariable)=\(value): expected test-pattern, test-pattern:WIDTHxHEIGHT or clip:PATH")
    }
}

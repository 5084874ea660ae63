public struct DateTimeDetector: DataDetector {
    public let type = ContentType.datetime
    public init() {}
    public func detect(in text: DetectionText, region: String) -> [DataItem] { [] }
}

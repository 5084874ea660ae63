public struct URLDetector: DataDetector {
    public let type = ContentType.url
    public init() {}
    public func detect(in text: DetectionText, region: String) -> [DataItem] { [] }
}

public struct EmailDetector: DataDetector {
    public let type = ContentType.email
    public init() {}
    public func detect(in text: DetectionText, region: String) -> [DataItem] { [] }
}

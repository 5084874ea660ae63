public struct TrackingNumberDetector: DataDetector {
    public let type = ContentType.tracking
    public init() {}
    public func detect(in text: DetectionText, region: String) -> [DataItem] { [] }
}

public struct FlightNumberDetector: DataDetector {
    public let type = ContentType.flight
    public init() {}
    public func detect(in text: DetectionText, region: String) -> [DataItem] { [] }
}

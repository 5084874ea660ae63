public struct AddressDetector: DataDetector {
    public let type = ContentType.address
    public init() {}
    public func detect(in text: DetectionText, region: String) -> [DataItem] { [] }
}

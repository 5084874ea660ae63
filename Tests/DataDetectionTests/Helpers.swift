import ContentTypes
import DataDetection

/// The items of one type in `text`, as (text as printed, value) pairs.
func found(_ type: ContentType, in text: String, region: String = "US") -> [(text: String, value: String)] {
    ContentFilter(region: region).items(in: text, type: type).map { ($0.text, $0.value) }
}

import ContentTypes
import DataDetection
import Recognition

/// A photo that still yields nothing of the wanted type (or only its last resort) after its
/// lines' second looks is read once more, whole, without the sharpening its enlarged blur gets.
/// That sharpening brings out a photo's dots and colons, and now and then turns one digit into
/// another (`KL 314 720 589 GB` read `726`: no valid tracking number). The second reading, its
/// number-like lines rechecked as the first's were, replaces the first only when it yields a
/// wanted item; a screen's pixels are never sharpened and are not read again.
public enum UnsharpenedPhotoRecheck {
    public static func refine(_ analysis: ImageAnalysis, image: Image, type: ContentType, filter: ContentFilter,
                              options: AnalysisOptions, analyzer: ImageAnalyzer) async -> ImageAnalysis {
        guard ItemRanking.wantsSecondLook(for: type, in: analysis, filter: filter), ImageAnalyzer.isPhotograph(image) else { return analysis }
        var unsharpened = options
        unsharpened.sharpensPhotos = false
        unsharpened.readsCodes = false
        guard var second = try? await analyzer.analyze(image, options: unsharpened) else { return analysis }
        second.codes = analysis.codes
        second = await NumberRecheck.refine(second, image: image, type: type, filter: filter, analyzer: analyzer)
        return ItemRanking.holdsWantedValue(of: type, in: second, filter: filter) ? second : analysis
    }
}

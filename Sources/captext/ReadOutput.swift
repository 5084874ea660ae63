import Foundation
import Recognition

/// What `captext read` prints for its inputs: plain text, or JSON with boxes.
struct ReadOutput {
    let json: Bool
    let multiple: Bool

    /// One image's entry in `--json` output.
    struct Entry: Encodable {
        let file: String
        /// Of a multi-page file, counted from 0 (printed from 1).
        let page: Int?
        let error: String?
        let analysis: ImageAnalysis?

        enum CodingKeys: String, CodingKey { case file, page, error, width, height, languages, text, blocks, codes, regions }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encodeIfPresent(page.map { $0 + 1 }, forKey: .page)
            try container.encodeIfPresent(error, forKey: .error)
            guard let analysis else { return }
            try container.encode(analysis.width, forKey: .width)
            try container.encode(analysis.height, forKey: .height)
            try container.encode(analysis.languages, forKey: .languages)
            try container.encode(analysis.text, forKey: .text)
            try container.encode(analysis.blocks, forKey: .blocks)
            try container.encode(analysis.codes, forKey: .codes)
            try container.encode(analysis.regions, forKey: .regions)
        }
    }

    /// Plain text for one image; with several images each is headed `==> NAME <==` as head(1) does.
    func text(for input: ImageInput, _ analysis: ImageAnalysis, isFirst: Bool) -> String {
        guard multiple else { return analysis.hasText ? analysis.text + "\n" : "" }
        return (isFirst ? "" : "\n") + "==> \(input.displayName) <==\n" + (analysis.hasText ? analysis.text + "\n" : "")
    }

    func json(_ entries: [Entry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = multiple ? try? encoder.encode(entries) : try? encoder.encode(entries.first)
        return (data.map { String(decoding: $0, as: UTF8.self) } ?? "null") + "\n"
    }
}

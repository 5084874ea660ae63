import ArgumentParser
import CaptureSession
import Foundation
import Recognition

/// A diagnostic for bench/ocr-accuracy/script-detection: for each region a reading would split
/// the image into, the script Tesseract's OSD finds there and, with --engines, how sure each
/// language's engine is of its reading of the region; and what each costs.
struct ScriptsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scripts",
        abstract: "Print the script detected in each region of images (tab-separated: file, x, y, width, height, script, confidence, ms, then confidence and ms per engine).",
        shouldDisplay: false)

    @Argument(help: ArgumentHelp("Image files.", valueName: "image"))
    var images: [String]

    @Option(help: ArgumentHelp("Fewest characters OSD tries a region with.", valueName: "N"))
    var minCharacters = 50

    @Option(help: ArgumentHelp("Language sets to read each region with, comma-separated (kor,jpn+eng).", valueName: "sets"))
    var engines = ""

    func run() throws {
        let detector: ScriptDetector
        do throws(RecognitionError) { detector = try ScriptDetector(tessdata: .locate(), minimumCharacters: minCharacters) }
        catch { Console.report(error.description); throw ExitCode(2) }
        let readers: [OCREngine]
        do throws(RecognitionError) {
            readers = try engines.split(separator: ",").map { spec throws(RecognitionError) in
                try OCREngine(languages: LanguageSelection.parse(String(spec)), tessdata: .locate())
            }
        } catch { Console.report(error.description); throw ExitCode(2) }
        // As `ImageAnalyzer` reads a region, except that a tilted one may still be levelled here.
        let options = AnalysisOptions(readsCodes: false)
        for name in images {
            let image: Image
            do throws(ReadFailure) { image = try ImageInput(name: name).decode() }
            catch { Console.report("\(name): \(error)"); continue }
            for region in ScriptDetector.regions(of: image) {
                let (detection, ms) = Self.timed { detector.detect(region.image) }
                let box = region.box
                var fields = [name, "\(box.x)", "\(box.y)", "\(box.width)", "\(box.height)", detection?.script ?? "-",
                              String(format: "%.2f", detection?.confidence ?? 0), String(format: "%.1f", ms)]
                for reader in readers {
                    let (analysis, ms) = Self.timed { try? reader.analyze(region.image, options: options) }
                    fields += [String(format: "%.3f", analysis.map(Self.confidence) ?? 0), String(format: "%.1f", ms)]
                }
                Console.write(fields.joined(separator: "\t") + "\n")
            }
        }
    }

    private static func timed<T>(_ work: () -> T) -> (T, Double) {
        let start = ContinuousClock.now
        let result = work()
        let elapsed = ContinuousClock.now - start
        return (result, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }

    /// Mean word confidence, weighted by the words' lengths; 0 for no words.
    private static func confidence(_ analysis: ImageAnalysis) -> Double {
        let words = analysis.blocks.flatMap(\.paragraphs).flatMap(\.lines).flatMap(\.words)
        let characters = words.reduce(0) { $0 + $1.text.count }
        return characters == 0 ? 0 : words.reduce(0) { $0 + $1.confidence * Double($1.text.count) } / Double(characters)
    }
}

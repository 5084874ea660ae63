import ArgumentParser
import CaptextCore
import CaptureSession
import ContentTypes
import DataDetection
import Foundation
import Recognition

extension SegmentationMode: ExpressibleByArgument {}
extension ContentType: ExpressibleByArgument {}
extension ValueFormat: ExpressibleByArgument {}

struct ReadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Recognise the text in image files and print it.",
        discussion: """
        Reads PNG, JPEG, TIFF, BMP, PNM, WebP, GIF and JPEG 2000, from a one-line screenshot \
        crop to a full 4K screen. Prints the text with its lines, paragraphs separated by a \
        blank line, and nothing else. With several images, each image's text is headed by a \
        line `==> FILE <==`; images are read in parallel, up to one per core. Every page of a \
        multi-page TIFF (a scanned document) is read, each headed `==> FILE (page N) <==`. A \
        JPEG is turned as its EXIF orientation says; a page lying on its side or upside down \
        is read upright (boxes stay in the file's pixels).

        --json prints one JSON document: an object for one image, an array of objects (in \
        the order given) for several. Each object has file, width, height, languages, text \
        and blocks → paragraphs → lines → words, each with a box {x, y, width, height} in \
        the image's own pixels; lines and words have a confidence from 0 to 1. A page split \
        before reading (windows, panels, columns, a ruled table's cells) lists them as regions, \
        in reading order, and each block names its region. A page of a multi-page TIFF has its \
        number in page (from 1). An image that could not be read has file and error instead.

        --at SECONDS reads video clips instead: the frame shown at that time (MP4/H.264, \
        WebM/VP9 and whatever else the system's GStreamer plugins decode), with every other \
        option as for an image.

        Languages: --lang, joined with + (eng+deu), reads every image with those alone. \
        Without it (or with --lang auto) each region is read in its own script's installed \
        languages: Latin first ($CAPTEXT_LANG's or the locale's languages, then eng), \
        Korean, Japanese or Chinese where the Latin reading is unsure and those characters \
        are found, together with the Latin ones for mixed lines; --json names each block's \
        languages. A script seen without its data installed is reported once.

        Exit status: 0 text was found (in at least one image), 1 no text was found, 2 an \
        error (an unreadable or corrupt image, missing language data, a usage error; with \
        several images the others are still read and printed).
        """)

    @Argument(help: ArgumentHelp("Image files to read; - reads one image from standard input.", valueName: "image"))
    var images: [String]

    @Option(help: ArgumentHelp("Read the frame of each video clip shown at this time, in seconds from its start (e.g. 2.5).", valueName: "seconds"))
    var at: Double?

    @Option(help: ArgumentHelp("Tesseract languages, joined with +, or auto (default: auto, preferring $CAPTEXT_LANG or the locale's).", valueName: "codes"))
    var lang: String?

    @Option(help: ArgumentHelp("Page segmentation: auto (from the image's shape), line, block, sparse or page.", valueName: "mode"))
    var psm: SegmentationMode = .auto

    @Flag(help: "Print words, lines and blocks with boxes and confidences as JSON.")
    var json = false

    @Option(help: ArgumentHelp("The image's resolution; decides how much to enlarge it instead of the measured text size.", valueName: "N"))
    var dpi: Int?

    @Option(help: ArgumentHelp("Print only the values of this content type, most prominent first (larger text, nearer the centre): phone, email, url, address, tracking, flight, datetime, text or auto.", valueName: "type"))
    var type: ContentType?

    @Option(help: ArgumentHelp("With --type: printed (the default: the characters on the image, OCR's validated repairs made) or normalized (E.164, ISO 8601, a URL with its scheme, a compact tracking number).", valueName: "format"))
    var format: ValueFormat?

    @Option(help: ArgumentHelp("Default country for phone numbers and addresses (ISO 3166 code; default: the document's own country, else the locale's, else US).", valueName: "CC"))
    var region: String?

    func validate() throws {
        if format != nil && type == nil { throw ValidationError("--format goes with --type") }
        if type != nil && json { throw ValidationError("--type prints values; it cannot be combined with --json yet") }
        if let region { _ = try RegionOption.validated(region) }
        guard !images.isEmpty else { throw ValidationError("name at least one image, or - for standard input") }
        guard images.filter({ $0 == "-" }).count <= 1 else { throw ValidationError("standard input (-) can be read only once") }
        if let at {
            guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a time in seconds from the start of the clip, 0 or more") }
            if images.contains("-") { throw ValidationError("--at reads video clips from files, not from standard input") }
        }
        if let dpi, !(20...2400).contains(dpi) { throw ValidationError("--dpi must be between 20 and 2400") }
    }

    func run() async throws {
        let analyzer: ImageAnalyzer
        do throws(RecognitionError) {
            let tessdata = Tessdata.locate()
            let plan = try LanguageSelection.plan(explicit: lang.flatMap(LanguageSelection.parseExplicit), configured: nil, tessdata: tessdata)
            analyzer = try ImageAnalyzer(plan: plan, tessdata: tessdata)
        } catch {
            Console.report(error.description)
            throw ExitCode(2)
        }
        // The language data loads while the first images are decoded and laid out; a corrupt
        // file is still reported once, before any image.
        let warming = Task { () -> RecognitionError? in
            do throws(RecognitionError) { try await analyzer.warmUp() } catch { return error }
            return nil
        }
        let inputs = images.flatMap { ImageInput(name: $0, time: at).pages() }
        let output = ReadOutput(json: json, multiple: inputs.count > 1)
        let options = AnalysisOptions(mode: psm, dpi: dpi, readsCodes: json || type != nil)
        let filter = ContentFilter(region: Region.resolve(explicit: region, environment: ProcessInfo.processInfo.environment),
                                   format: format ?? .printed, infersCountry: region == nil)
        var entries: [ReadOutput.Entry] = []
        var foundText = false, failed = false, printedAny = false
        var unreadable = Set<Script>()

        // Every analysis passes here, in input order, on its way to the output.
        var refine: ReadPipeline.Refinement?
        if let type {
            refine = { image, analysis in
                await CaptureReading.rechecked(analysis, of: image, for: type, filter: filter, options: options, analyzer: analyzer)
            }
        }
        await ReadPipeline.run(inputs, analyzer: analyzer, options: options, refine: refine, ready: { await warming.value == nil }) { input, outcome in
            switch outcome {
            case .success(let analysis):
                unreadable.formUnion(analysis.unreadableScripts)
                if let type {
                    let values = ItemRanking.values(of: type, in: analysis, filter: filter)
                    foundText = foundText || !values.isEmpty
                    Console.write(values.map { $0 + "\n" }.joined())
                    return
                }
                foundText = foundText || analysis.hasText
                if json {
                    entries.append(.init(file: input.name, page: input.page, error: nil, analysis: analysis))
                } else {
                    Console.write(output.text(for: input, analysis, isFirst: !printedAny))
                    printedAny = true
                }
            case .failure(let failure):
                failed = true
                Console.report("\(input.displayName): \(failure)")
                if json { entries.append(.init(file: input.name, page: input.page, error: failure.description, analysis: nil)) }
            }
        }
        if let failure = await warming.value {
            Console.report(failure.description)
            throw ExitCode(2)
        }
        if json { Console.write(output.json(entries)) }
        for script in unreadable.sorted() { Console.report(ScriptLanguages.notice(script, seenIn: inputs.count > 1 ? "an image" : "this image")) }
        throw ExitCode(failed ? 2 : foundText ? 0 : 1)
    }
}

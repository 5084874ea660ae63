import Foundation
import Recognition

/// Decodes and analyses inputs concurrently, handing each outcome back in input order.
enum ReadPipeline {
    typealias Outcome = Result<ImageAnalysis, ReadFailure>

    /// A second look at an image's analysis while its pixels are still at hand.
    typealias Refinement = @Sendable (Image, ImageAnalysis) async -> ImageAnalysis

    /// `ready`: awaited before the first outcome is handed over; false hands over none.
    static func run(_ inputs: [ImageInput], analyzer: ImageAnalyzer, options: AnalysisOptions,
                    refine: Refinement? = nil, ready: (@Sendable () async -> Bool)? = nil,
                    deliver: (ImageInput, Outcome) -> Void) async {
        // A few images in flight per worker keeps every engine busy without decoding the whole batch into memory.
        let window = 2 * ProcessInfo.processInfo.activeProcessorCount
        await withTaskGroup(of: (Int, Outcome).self) { group in
            var next = 0, delivered = 0, isReady = ready == nil
            var pending: [Int: Outcome] = [:]
            while delivered < inputs.count {
                if next < inputs.count && next - delivered < window {
                    let index = next, input = inputs[index]
                    group.addTask { (index, await process(input, analyzer: analyzer, options: options, refine: refine)) }
                    next += 1
                    continue
                }
                guard let (index, outcome) = await group.next() else { return }
                pending[index] = outcome
                if !isReady {
                    guard await ready?() ?? true else { return group.cancelAll() }
                    isReady = true
                }
                deliverReady(&pending, from: &delivered, inputs: inputs, deliver)
            }
        }
    }

    private static func deliverReady(_ pending: inout [Int: Outcome], from delivered: inout Int, inputs: [ImageInput],
                                     _ deliver: (ImageInput, Outcome) -> Void) {
        while let ready = pending.removeValue(forKey: delivered) {
            deliver(inputs[delivered], ready)
            delivered += 1
        }
    }

    private static func process(_ input: ImageInput, analyzer: ImageAnalyzer, options: AnalysisOptions,
                                refine: Refinement?) async -> Outcome {
        let image: Image
        do throws(ReadFailure) { image = try input.decode() } catch { return .failure(error) }
        let analysis: ImageAnalysis
        do throws(RecognitionError) { analysis = try await analyzer.analyze(image, options: options) }
        catch { return .failure(.recognition(error)) }
        return .success(await refine?(image, analysis) ?? analysis)
    }
}

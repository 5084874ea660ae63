import ArgumentParser
import CaptextConfig
import CaptureSession
import Recognition

/// The analyzer of a command that reads the screen without the daemon.
enum CommandAnalyzer {
    /// For `languages` (--lang), else `auto` preferring the config's, else $CAPTEXT_LANG or
    /// the locale's; an unusable language is reported and exits 2.
    static func make(languages: [String]?, config: Config, maxWorkers: Int) throws(ExitCode) -> ImageAnalyzer {
        do throws(RecognitionError) {
            let tessdata = Tessdata.locate()
            let plan = try LanguageSelection.plan(explicit: languages, configured: config.lang, tessdata: tessdata)
            return try ImageAnalyzer(plan: plan, tessdata: tessdata, maxWorkers: maxWorkers)
        } catch {
            Console.report(error.description)
            throw ExitCode(2)
        }
    }
}

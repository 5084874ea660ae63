import ArgumentParser

@main
struct Captext: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "captext",
        abstract: "Live Text for the X11 desktop: recognise text on screen or in images and type it where it is wanted.",
        version: "0.1.0",
        subcommands: [ReadCommand.self, DetectCommand.self, TypeCommand.self,
                      HintCommand.self, CaptureCommand.self, ServeSelectionCommand.self,
                      DaemonCommand.self, DoctorCommand.self]
    )
}

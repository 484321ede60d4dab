import ArgumentParser
import Diagnostics
import EarshotCLI
import Speech

/// `earshot voices`: the voices Earshot can speak with.
struct VoicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "voices",
    abstract: "List the voices and the file each comes from (the installed voices/, EARSHOT_VOICES, --voices).")

  @Option(
    name: .customLong("voices"), help: ArgumentHelp("A folder of extra voice files (repeatable).", valueName: "dir"))
  var voiceFolders: [String] = []

  func run() throws {
    do {
      let library = try VoiceLibrary.load(from: Resources.voiceFolders(extra: voiceFolders))
      guard !library.voices.isEmpty else {
        throw CommandFailure([
          Diagnostic(
            at: nil, "no voices found: looked in \(Resources.voiceSearchDescription(extra: voiceFolders))",
            suggestion: Resources.voicesHelp)
        ])
      }
      let width = library.voices.map(\.name.count).max() ?? 0
      for voice in library.voices {
        let settings = voice.settings
        Console.out(
          "\(voice.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(settings.rate) wpm, pitch \(settings.pitch)  \(voice.summary)"
        )
        Console.out(String(repeating: " ", count: width + 2) + "from \(voice.fileURL.path)")
      }
    } catch let failure as CommandFailure {
      throw failure
    } catch let error as VoiceError {
      throw CommandFailure([error.diagnostic])
    }
  }
}

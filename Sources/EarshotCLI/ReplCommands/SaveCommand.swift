import Files
import ScreenReader

/// `save FILE.wav`: a recording whose own file could not be written, saved elsewhere.
enum SaveCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "save", argument: .wavFile, scope: .repl, section: .sound, usage: "save FILE.wav",
    summary: "Save a recording whose own file could not be written elsewhere.", example: "save other.wav")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.saveUnsaved(invocation.argument)
    return .proceed
  }
}

extension Repl {
  /// `save FILE.wav`: puts a recording that could not be saved into another file.
  mutating func saveUnsaved(_ target: String) {
    guard let unsaved else { return note("nothing unsaved: 'record FILE.wav' records, 'stop' saves") }
    guard !target.isEmpty else { return error("'save' takes a file name, e.g. save /tmp/session.wav") }
    let problems = OutputPolicy(inputs: [.init(path, role: "the loaded scenario")]).problems([
      OutputTarget(option: "save", path: target, kind: .wav)
    ])
    if let problem = problems.first { return error(problem) }
    let milliseconds = unsaved.milliseconds  // before saving, which hands over what was held in memory
    do {
      try unsaved.save(toPath: target)
      self.unsaved = nil
      ReplRecording.active.withLock { $0 = nil }
      note("saved \(target) (\(milliseconds) ms)")
    } catch {
      self.error("cannot save \(target) (\(error.reason)); the recording is still kept")
    }
  }
}

import Files
import Foundation
import ScreenReader
import Speech

/// `record FILE.wav`: what is heard, streamed to a new WAV file until `stop`.
enum RecordCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "record", argument: .wavFile, scope: .repl, section: .sound, usage: "record FILE.wav",
    summary: "Record what is heard to a new WAV file until 'stop'.",
    detail:
      "The file holds exactly what was heard: speech cut off is cut off in the file too. A file that exists is refused.",
    example: "record session.wav")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.startRecording(invocation.argument, replacing: false)
    return .proceed
  }
}

extension Repl {
  /// `record FILE.wav` (`record! FILE.wav` replaces an existing file): streams what is
  /// heard to the file until `stop`. Refuses the loaded scenario, folders and anything
  /// `OutputFile` would not replace.
  mutating func startRecording(_ target: String, replacing: Bool) {
    let command = replacing ? "record!" : "record"
    let problems = OutputPolicy(inputs: [.init(path, role: "the loaded scenario")]).problems([
      OutputTarget(option: command, path: target, kind: .wav, replaceFlag: "record! \(target)", mayReplace: replacing)
    ])
    if let problem = problems.first, !target.isEmpty { return error(problem) }
    guard !target.isEmpty, target == "-" || target.lowercased().hasSuffix(".wav") || OutputTarget.isStream(target)
    else {
      return error("'\(command)' takes a file name ending in .wav, e.g. \(command) /tmp/session.wav")
    }
    var status = stat()
    if !replacing, !OutputTarget.isStream(target), stat(target, &status) == 0 {
      return error("\(target) already exists; 'record! \(target)' replaces it, or give another name")
    }
    if engine == nil {
      do {
        engine = try SpeechEngine()
      } catch {
        return self.error("recording needs speech: \(error.description)")
      }
    }
    finishRecording()
    do {
      recording = try ReplRecording(path: target)
    } catch {
      return self.error(error.description)
    }
    ReplRecording.active.withLock { $0 = recording }
    note("recording to \(target); 'stop' saves it")
  }
}

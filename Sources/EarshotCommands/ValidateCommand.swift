import ArgumentParser
import Diagnostics
import EarshotCLI
import Playback
import Scenario
import Training

/// `earshot validate FILE...`: check scenarios without running them.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract:
      "Check scenario files, and that their scripts' commands parse and fit the screen, silently (exit 0 when all are fine, 2 otherwise)."
  )

  @Argument(help: "Scenario files.")
  var files: [String]

  func run() throws {
    var failed = false
    for file in files {
      do {
        if CourseLoader.isCourse(path: file) {
          // A course: its steps, and every scenario it names exists and loads.
          let course = try CourseLoader.load(path: file)
          var holds = validateDictations(course)
          for path in course.scenarioPaths {
            for loaded in try ScenarioLoader.loadEachVariant(path: path) where !Self.holdsAsExercise(loaded) {
              holds = false
            }
          }
          guard holds else {
            failed = true
            continue
          }
          Console.out("\(file): ok (a course of \(course.exercisePaths.count) exercises)")
          continue
        }
        var fine = true
        var names: [String] = []
        // One variant at a time: memory stays one screen's, however many variants the file has.
        try ScenarioLoader.forEachVariant(path: file) { loaded in
          if let name = loaded.variant?.name { names.append(name) }
          if !validate(loaded) { fine = false }
        }
        if fine {
          Console.out("\(file): ok" + (names.isEmpty ? "" : " (variants: \(names.joined(separator: ", ")))"))
        } else {
          failed = true
        }
      } catch {
        failed = true
        Console.report(error.diagnostics)
      }
    }
    if failed { throw Console.badInput }
  }

  /// One variant of a file (or the file, when it has none); false when it has a mistake, printed.
  func validate(_ loaded: LoadedScenario) -> Bool {
    Console.report(loaded.warnings)
    // The scenario's own script is part of the file: its commands must parse, and
    // run on the screen (a 'touch' of a name that is not there), silently.
    let (commands, scriptErrors) = ScriptSource.parse(loaded.script, platform: .ios)
    guard scriptErrors.isEmpty else {
      Console.report(scriptErrors)
      return false
    }
    var player = Player(screen: loaded.screen, platform: .ios)
    if let (line, error) = Self.firstFailure(of: commands, on: &player) {
      let variant = loaded.variant.map { " (variant '\($0.name)')" } ?? ""
      Console.report(Diagnostic(at: line.location, error.description + variant))
      return false
    }
    return Self.holdsAsExercise(loaded)
  }

  /// An exercise's broken variant fails exactly its criterion and its fixed one nothing
  /// (`ExerciseCheck`); false, with each problem printed, when it does not.
  static func holdsAsExercise(_ loaded: LoadedScenario) -> Bool {
    let problems = ExerciseCheck.problems(of: loaded)
    Console.report(problems)
    return problems.isEmpty
  }

  /// A course's dictation gestures parse and run on their screen, on the reader the step is heard on.
  func validateDictations(_ course: Course) -> Bool {
    var fine = true
    for (step, settings) in zip(course.steps, course.stepSettings) {
      guard case .dictation(let path, let gestures, _) = step, !gestures.isEmpty,
        let loaded = try? ScenarioLoader.load(path: path)
      else { continue }
      let choice: PlatformChoice = (settings.platform ?? course.settings.platform) == "android" ? .android : .ios
      let (commands, errors) = ScriptSource.parse(gestures, platform: choice == .android ? .android : .ios)
      var player = Player(screen: loaded.screen, platform: choice)
      if !errors.isEmpty {
        Console.report(errors)
        fine = false
      } else if let (line, error) = Self.firstFailure(of: commands, on: &player) {
        Console.report(Diagnostic(at: line.location, error.description))
        fine = false
      }
    }
    return fine
  }

  /// Runs the commands without sound; the first that the screen refuses, if any.
  /// (Expectations are `play`'s to check.)
  static func firstFailure(of commands: [(ScriptLine, ScriptCommand)], on player: inout Player) -> (
    ScriptLine, PlaybackError
  )? {
    for (line, command) in commands {
      do {
        _ = try player.run(command, typed: line.text)
      } catch {
        return (line, error)
      }
    }
    return nil
  }
}

import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Recording
import Scenario
import Speech
import Training

/// `earshot quiz`: training by ear. Each exercise is heard, not read; the
/// trainee says what fails and where, hears why and the fixed version, and
/// gets a score per criterion at the end.
struct QuizCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Train by ear: hear broken screens, say what fails and where, hear the fix; scored per criterion.",
    discussion: """
      Give a course (a file with 'course:' and 'steps:', run in its order), or scenario files and folders
      (every file with a broken variant, in an order shuffled by --seed). Default: the shipped scenarios/.
      At each question answer with a number or a name; 'replay' hears the screen again, 'show' prints what
      was said, a gesture (next, activate, platform android...) explores it, 'quit' stops. Answers may be
      piped in, one a line. Exit status: 0 when the quiz ran, 2 for bad input.
      """)

  @Argument(help: "A course file, or scenario files and folders (default: the shipped scenarios).")
  var sources: [String] = []

  @Option(help: "Shuffle exercises with this seed (the same seed gives the same order). Not for courses.")
  var seed: UInt64?

  @Option(help: "Ask at most this many exercises.")
  var count: Int?

  @Option(help: ArgumentHelp("Write the answers and scores as JSON, for the trainer.", valueName: "file"))
  var record: String?

  @Option(help: ArgumentHelp("Write everything the quiz said to a WAV file, and print its length.", valueName: "file"))
  var wav: String?

  @Flag(help: "Replace an existing --wav file that Earshot did not write.")
  var force = false

  @OptionGroup var audio: AudioOptions

  func validate() throws {
    if let count, count < 1 { throw ValidationError("--count takes a number of exercises, 1 or more") }
  }

  func run() throws {
    let (items, course, usedSeed, inputs) = try gather()
    var outputs: [OutputTarget] = []
    // A trainee's record is never replaced: each run names its own file.
    if let record {
      outputs.append(OutputTarget(option: "--record", path: record, kind: .quizRecord, replaceFlag: nil))
    }
    if let wav { outputs.append(OutputTarget(option: "--wav", path: wav, kind: .wav, mayReplace: force)) }
    let problems = OutputPolicy(inputs: inputs.map { .init($0, role: "an exercise or course") }).problems(outputs)
    guard problems.isEmpty else {
      for problem in problems { Console.error(problem) }
      throw Console.badInput
    }

    let needsSpeech = wav != nil || !audio.noAudio
    let cast = needsSpeech ? try audio.settings.cast() : nil
    let recorder = try cast.flatMap { cast in
      try wav.map { _ in Recorder(engine: try AudioSettings.engine(), cast: cast) }
    }
    let live = audio.noAudio ? nil : cast.flatMap { LiveSpeech.start(cast: $0, report: Console.note) }
    var session = QuizSession(
      live: live, cast: cast, recorder: recorder, earconsEnabled: !audio.noEarcons, hintsEnabled: !audio.noHints,
      record: QuizRecord(course: course?.title, seed: usedSeed))
    session.introduce(course: course, seed: usedSeed)
    session.run(items)

    if let recorder, let wav {
      let seconds = Double(recorder.samples.count) / Double(Audio.sampleRate)
      session.record.audioSeconds = (seconds * 10).rounded() / 10
      do {
        let sink = try WAVFileSink(url: URL(fileURLWithPath: wav))
        try sink.write(recorder.samples)
        try sink.finish()
      } catch {
        Console.error("\(error)")
        throw Console.badInput
      }
    }
    session.finish(audioSeconds: session.record.audioSeconds, wav: wav)
    if let record {
      do {
        try AtomicFileWriter.write(try session.record.json(), toPath: record, replacing: false)
      } catch {
        Console.error("--record \(record): \(error)")
        throw Console.badInput
      }
    }
  }

  /// The items to run, the course if it is one, the seed used, and every input file.
  func gather() throws -> ([QuizSession.Item], Course?, UInt64?, [String]) {
    if sources.count == 1, CourseLoader.isCourse(path: sources[0]) {
      let course: Course
      do {
        course = try CourseLoader.load(path: sources[0])
      } catch {
        Console.report(error.diagnostics)
        throw Console.badInput
      }
      var items: [QuizSession.Item] = []
      for step in course.steps {
        switch step {
        case .say(let text): items.append(.say(text))
        case .note(let text): items.append(.note(text))
        case .listen(let path, _): items.append(.listen(try ScenarioLoading.load(path)))
        case .exercise(let path, let location):
          guard let exercise = try loadExercise(path) else {
            Console.report(Diagnostic(at: location, "\(path) has no broken variant ('fails:'); nothing to ask"))
            throw Console.badInput
          }
          items.append(.exercise(exercise))
        }
      }
      if let count { items = Self.firstExercises(items, count: count) }
      return (items, course, nil, [sources[0]] + course.scenarioPaths)
    }
    let given =
      sources.isEmpty ? [URL(fileURLWithPath: Resources.defaultScenario).deletingLastPathComponent().path] : sources
    var exercises: [Exercise] = []
    var inputs: [String] = []
    for source in given {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else {
        Console.error("\(source): no such file or folder; give scenario files, a folder of them, or a course")
        throw Console.badInput
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []
        for name in names.sorted() where name.hasSuffix(".yaml") {
          let path = URL(fileURLWithPath: source).appendingPathComponent(name).path
          if CourseLoader.isCourse(path: path) { continue }
          if let exercise = try loadExercise(path) {
            exercises.append(exercise)
            inputs.append(path)
          }
        }
      } else {
        guard let exercise = try loadExercise(source) else {
          Console.error(
            "\(source) has no broken variant ('fails:'), so there is nothing to ask; see docs/training.md")
          throw Console.badInput
        }
        exercises.append(exercise)
        inputs.append(source)
      }
    }
    guard !exercises.isEmpty else {
      Console.error("no exercises (scenarios with a broken variant) in \(given.joined(separator: ", "))")
      throw Console.badInput
    }
    let usedSeed = seed ?? UInt64.random(in: 1...999_999)
    var ordered = SeededOrder.shuffled(exercises, seed: usedSeed)
    if let count { ordered = Array(ordered.prefix(count)) }
    return (ordered.map { .exercise($0) }, nil, usedSeed, inputs)
  }

  func loadExercise(_ path: String) throws -> Exercise? {
    do {
      return try Exercise.load(path: path)
    } catch {
      Console.report(error.diagnostics)
      throw Console.badInput
    }
  }

  /// A course cut after its first `count` exercises.
  static func firstExercises(_ items: [QuizSession.Item], count: Int) -> [QuizSession.Item] {
    var seen = 0
    var result: [QuizSession.Item] = []
    for item in items {
      if case .exercise = item {
        guard seen < count else { break }
        seen += 1
      }
      result.append(item)
    }
    return result
  }
}

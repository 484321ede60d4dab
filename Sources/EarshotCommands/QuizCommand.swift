import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech
import Teams
import Training

/// `earshot quiz`: training by ear. Each exercise is heard, not read; the
/// trainee says what fails and where, hears why and the fixed version, and
/// gets a score per criterion at the end.
struct QuizCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Train by ear: hear broken screens, say what fails and where, hear the fix; scored per criterion.",
    discussion: """
      Give a course (a file with 'course:' and 'steps:', run in its order), or scenario files and folders \
      (every file with a broken variant, in an order shuffled by --seed). Default: the shipped scenarios/.

      At each question answer with a number or a name (a unique start of it is enough); 'replay' hears the \
      screen again, 'show' prints what was said, a gesture (next, activate...) explores it, 'quit' stops. \
      Answers may be piped in, one a line.

      With no sound device the quiz says so first and offers --read or --wav-each. '--record DIR' writes \
      each run as a new file there; '--summary DIR' reads them back. Exit status: 0 when the quiz ran, 2 for \
      bad input.
      """)

  @Argument(help: "A course file, or scenario files and folders (default: the shipped scenarios).")
  var sources: [String] = []

  @Option(
    help:
      "Shuffle exercises with this seed (the same seed gives the same order; a course's within each of its parts).")
  var seed: UInt64?

  @Option(help: "Ask at most this many exercises.")
  var count: Int?

  @Option(help: "The readers heard: ios (VoiceOver), android (TalkBack) or both (as each exercise is written).")
  var platform: PlatformChoice?

  @Option(
    help: ArgumentHelp(
      "The readers' language: \(WordTables.locales.joined(separator: ", ")) (docs/languages.md).", valueName: "locale"))
  var locale: String?

  @Option(
    help: ArgumentHelp(
      "Write each run's answers and scores as a new JSON file in this folder (made if missing), for the trainer.",
      valueName: "dir"))
  var record: String?

  @Option(help: ArgumentHelp("Who is answering, for the record (asked for at a terminal when --record is given)."))
  var trainee: String?

  @Option(
    help: ArgumentHelp(
      "Print each trainee's progress and the class's per criterion from a folder of records, and quit.",
      valueName: "dir"))
  var summary: String?

  @Option(help: ArgumentHelp("With --summary: also write the summary as an HTML page to share.", valueName: "file"))
  var html: String?

  @Flag(help: "Without sound: print what is said where it would be heard, for a trainee who reads.")
  var read = false

  @Option(
    name: .customLong("wav-each"),
    help: ArgumentHelp(
      "Write each exercise as a WAV file in this folder, to play on a device with sound.", valueName: "dir"))
  var wavEach: String?

  @Option(help: ArgumentHelp("Write everything the quiz said to a WAV file, and print its length.", valueName: "file"))
  var wav: String?

  @Flag(help: "Replace an existing --wav or --html file that Earshot did not write.")
  var force = false

  @OptionGroup var audio: AudioOptions

  func validate() throws {
    if let count, count < 1 { throw ValidationError("--count takes a number of exercises, 1 or more") }
    if html != nil && summary == nil { throw ValidationError("--html goes with --summary DIR") }
    if summary != nil && !sources.isEmpty {
      throw ValidationError("--summary reads a folder of records; give no course or scenarios with it")
    }
    if read && wavEach != nil { throw ValidationError("--read and --wav-each are two ways instead of sound; pick one") }
  }

  func run() throws {
    if let summary { return try summarise(summary) }
    let (items, course, usedSeed, inputs) = try gather()
    var outputs: [OutputTarget] = []
    // A trainee's record is never replaced: each run writes a new file in the --record folder.
    if let wav { outputs.append(OutputTarget(option: "--wav", path: wav, kind: .wav, mayReplace: force)) }
    let problems = OutputPolicy(inputs: inputs.map { .init($0, role: "an exercise or course") }).problems(outputs)
    guard problems.isEmpty else {
      for problem in problems { Console.error(problem) }
      throw Console.badInput
    }
    for (option, folder) in [("--record", record), ("--wav-each", wavEach)] {
      guard let folder else { continue }
      do {
        try QuizRecordFolder.prepare(folder)
      } catch {
        Console.error("\(option) \(error.description)")
        throw Console.badInput
      }
    }
    let defaults = try settings(course: course)

    var voices = audio.settings
    voices.rate = nil  // the readers' rate is a quiz setting (a step may fix another); the narrator keeps its own
    let cast = try voices.cast()
    let engine = wav != nil || wavEach != nil ? try AudioSettings.engine() : nil
    var silence: String? = audio.noAudio ? "sound is off (--no-audio)" : nil
    let live =
      audio.noAudio
      ? nil
      : LiveSpeech.start(cast: cast) { reason in
        silence = reason.replacingOccurrences(of: "; carrying on with text only", with: "")
      }
    var listening: QuizListening =
      if read { .read } else if let wavEach { .wavFiles(wavEach) } else if live != nil { .heard } else { .notHeard }
    // To the millisecond: two runs started in the same second still sort in the order they ran.
    let clock = ISO8601DateFormatter()
    clock.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let date = clock.string(from: Date())
    let terminal = QuizTerminal(
      live: live, cast: cast, engine: engine, records: wav != nil, earconsEnabled: !audio.noEarcons,
      hintsEnabled: !audio.noHints, clipFolder: wavEach, narration: course?.settings.locale)
    if let silence, live == nil {
      guard let chosen = terminal.goOnWithoutSound(reason: silence, listening: listening, asked: !audio.noAudio)
      else { return }
      listening = chosen
    }
    var trainee = trainee
    if record != nil, trainee == nil { trainee = terminal.askTrainee() }
    var quiz = Quiz(
      frontEnd: terminal, listening: listening, defaults: defaults, hintsEnabled: !audio.noHints,
      record: QuizRecord(course: course?.title, seed: usedSeed, trainee: trainee, date: date))
    quiz.introduce(course: course, seed: usedSeed)
    quiz.run(items)

    // A failed write is said, and the run ends with status 2, but only after the
    // record is kept: a trainee's answers are never lost to a full disk or a gone folder.
    var failed = false
    if let samples = terminal.recorded, let wav {
      let seconds = Double(samples.count) / Double(Audio.sampleRate)
      quiz.record.audioSeconds = (seconds * 10).rounded() / 10
      do {
        let sink = try WAVFileSink(url: URL(fileURLWithPath: wav))
        try sink.write(samples)
        try sink.finish()
      } catch {
        Console.error("\(error)")
        failed = true
      }
    }
    quiz.finish(audioSeconds: quiz.record.audioSeconds, wav: failed ? nil : wav)
    if let record {
      do {
        let path = try QuizRecordFolder.write(quiz.record, in: record)
        Console.note("record written to \(path)")
      } catch {
        Console.error("--record \(error.description)")
        keepInRecoveryFolder(quiz.record)
        failed = true
      }
    }
    // An over-long piped line stopped the answers (said where it was read): exit 2, as the REPL does (issue 36).
    if failed || terminal.inputStoppedAtLongLine { throw Console.badInput }
  }

  /// Writes a record that could not go to its `--record` folder where it can be found.
  func keepInRecoveryFolder(_ record: QuizRecord) {
    do {
      let folder = try RecoveryFolder.create("quiz-records")
      let path = try QuizRecordFolder.write(record, in: folder)
      Console.note("the record was kept in \(path); move it into your records folder")
    } catch {
      Console.error("the record could not be kept anywhere (\(error)); the summary above is its only copy")
    }
  }

  /// The quiz's own settings: the command line over the course's; every rate a step fixes checked where it is written.
  func settings(course: Course?) throws -> Course.Settings {
    let locale = try LocaleOption.parse(locale)?.first
    let given = Course.Settings(platform: platform?.rawValue, locale: locale, rate: audio.rate)
    let defaults = given.over(course?.settings ?? Course.Settings())
    let fixed = [course?.settings].compactMap { $0 } + (course?.stepSettings ?? [])
    let bad = fixed.filter { settings in settings.rate.map { !VoiceSettings.rateRange.contains($0) } ?? false }
    guard bad.isEmpty else {
      let range = VoiceSettings.rateRange
      Console.report(
        bad.map { settings in
          Diagnostic(
            at: settings.rateLocation,
            "a rate of \(settings.rate ?? 0) words a minute is outside what the voices can speak",
            suggestion: "give a rate from \(range.lowerBound) to \(range.upperBound)")
        })
      throw Console.badInput
    }
    return defaults
  }

  /// `--summary DIR`: every record there, as text (and `--html FILE`).
  func summarise(_ folder: String) throws {
    let found: (records: [(path: String, record: QuizRecord)], skipped: [QuizRecordFolder.Failure])
    do {
      found = try QuizRecordFolder.read(folder)
    } catch {
      Console.error("--summary \(error.description)")
      throw Console.badInput
    }
    for skipped in found.skipped { Console.note("skipped \(skipped.description)") }
    let summary = QuizSummary(records: found.records.map(\.record))
    for line in summary.lines { Console.out(line) }
    guard let html else { return }
    let problems = OutputPolicy(inputs: found.records.map { .init($0.path, role: "a quiz record") })
      .problems([OutputTarget(option: "--html", path: html, kind: .summaryPage, mayReplace: force)])
    guard problems.isEmpty else {
      for problem in problems { Console.error(problem) }
      throw Console.badInput
    }
    do {
      try AtomicFileWriter.write(Data(QuizSummaryHTML.render(summary).utf8), toPath: html)
    } catch {
      Console.error("--html \(html): \(error)")
      throw Console.badInput
    }
    Console.note("summary page written to \(html)")
  }

  /// The items to run, the course if it is one, the seed used, and every input file.
  func gather() throws -> ([QuizItem], Course?, UInt64?, [String]) {
    if sources.count == 1, CourseLoader.isCourse(path: sources[0]) {
      let course: Course
      var items: [QuizItem]
      do {
        course = try CourseLoader.load(path: sources[0])
        items = try QuizItem.items(of: course)
      } catch {
        Console.report(error.diagnostics)
        throw Console.badInput
      }
      // Shuffled within each part, with nothing said before an answer that names it (issue 35).
      let usedSeed = seed ?? UInt64.random(in: 1...999_999)
      items = CourseOrder.arranged(items, seed: usedSeed)
      if let count { items = QuizItem.firstExercises(items, count: count) }
      return (items, course, usedSeed, [sources[0]] + course.scenarioPaths)
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
    return (ordered.map { .exercise($0, Course.Settings()) }, nil, usedSeed, inputs)
  }

  func loadExercise(_ path: String) throws -> Exercise? {
    do {
      return try Exercise.load(path: path)
    } catch {
      Console.report(error.diagnostics)
      throw Console.badInput
    }
  }

}

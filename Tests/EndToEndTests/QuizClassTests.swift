import EarshotTestSupport
import Foundation
import Testing
import Training

/// `earshot quiz` as a class uses it, through the built binary with answers piped in:
/// no sound said first, records that add up, one reader, another language, dictation.
@Suite struct QuizClassTests {
  static let noSound = ["PULSE_SERVER": "unix:/nonexistent/earshot-no-sound"]

  /// Writes a course or screen named `name` into `folder`; its URL.
  static func write(_ text: String, to name: String, in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// Every record file in a folder, decoded, oldest first.
  static func records(in folder: URL) throws -> [QuizRecord] {
    try QuizRecordFolder.read(folder.path).records.map(\.record)
  }

  @Test func withoutASoundDeviceTheQuizSaysSoFirstAndOffersWhatWorks() throws {
    let result = try PlayProcess.run(
      ["quiz", "scenarios/broken-no-state.yaml"], input: "state\n2\n", environment: Self.noSound)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("No sound: no sound device available") == true, "\(lines.prefix(3))")
    let firstExercise = try #require(lines.firstIndex { $0.hasPrefix("Exercise 1 of 1") })
    let before = lines[..<firstExercise].joined(separator: "\n")
    #expect(before.contains("This quiz is meant to be heard, and nothing can be heard here."))
    #expect(before.contains("--read") && before.contains("--wav-each DIR"))
    #expect(!result.stdout.contains("(listen)"), "nothing claims to be heard")
    #expect(result.stdout.contains("  > next  (not heard: no sound)"))

    // --read: the trainee reads what would have been heard, before answering.
    let read = try PlayProcess.run(
      ["quiz", "scenarios/broken-no-state.yaml", "--read"], input: "state\n2\n", environment: Self.noSound)
    let question = try #require(read.stdout.components(separatedBy: "What fails?").first)
    #expect(question.contains("I accept the terms, button"))
  }

  @Test func twoRunsWithTheSameRecordFolderKeepBothAndTheSummaryAddsThemUp() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let records = folder.appendingPathComponent("records")
    let arguments = ["quiz", "scenarios/broken-no-state.yaml", "--no-audio", "--record", records.path]
    let first = try PlayProcess.run(arguments + ["--trainee", "Ana"], input: "name\n2\n")
    let second = try PlayProcess.run(arguments + ["--trainee", "Ana"], input: "state\n2\n")
    let third = try PlayProcess.run(arguments + ["--trainee", "Ben"], input: "state\n1\n")
    for run in [first, second, third] { #expect(run.status == 0, "\(run.stderr)") }
    #expect(first.stderr.contains("record written to \(records.path)/"))
    let files = try FileManager.default.contentsOfDirectory(atPath: records.path).filter { $0.hasSuffix(".json") }
    #expect(files.count == 3, "\(files)")
    let read = try Self.records(in: records)
    #expect(read.compactMap(\.trainee).sorted() == ["Ana", "Ana", "Ben"])
    #expect(read.allSatisfy { $0.date?.hasSuffix("Z") == true && $0.answers.count == 1 })

    let summary = try PlayProcess.run(
      ["quiz", "--summary", records.path, "--html", folder.appendingPathComponent("class.html").path])
    #expect(summary.status == 0, "\(summary.stderr)")
    let text = summary.stdout
    #expect(text.hasPrefix("3 runs by 2 trainees."))
    #expect(text.contains("Ana: 2 runs"))
    // Ana's State: wrong, then right.
    let ana = try #require(text.components(separatedBy: "Ana: 2 runs").last?.components(separatedBy: "Ben:").first)
    #expect(
      ana.contains { _ in true }
        && ana.split(separator: "\n").contains { $0.contains("State") && $0.hasSuffix("0/1  1/1") })
    #expect(text.contains("The class, each trainee's last run:"))
    #expect(
      text.split(separator: "\n").contains { $0.hasPrefix("  State") && $0.hasSuffix("2/2 criterion, 1/2 element") })
    let html = try String(contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8)
    #expect(html.contains("<h2 id=\"trainee-0\">Ana</h2>"))
  }

  @Test func platformAndroidPlaysOnlyTalkBack() throws {
    // Read rather than heard (no sound here): what prints is what would be said.
    let result = try PlayProcess.run(
      ["quiz", "scenarios/broken-checkbox-no-role.yaml", "--platform", "android", "--read"],
      input: "platform ios\nrole\n2\n", environment: Self.noSound)
    #expect(result.status == 0, "\(result.stderr)")
    let transcript = result.stdout.split(separator: "\n").filter { !$0.contains("warning: [") }.joined(separator: "\n")
    #expect(transcript.contains("(TalkBack)"))
    for voiceOver in ["(VoiceOver)", "VoiceOver:", "VoiceOver,", "not checked, button"] {
      #expect(!transcript.contains(voiceOver), "\(voiceOver) in:\n\(transcript)")
    }
    #expect(transcript.contains("  this quiz is heard on TalkBack only"))
    #expect(transcript.contains("TalkBack, on reaching it:"))
    #expect(!transcript.contains("'touch'"), "no command the trainee never typed")
    // The broken and the fixed check box, as TalkBack says them.
    #expect(transcript.contains("checked, Email me offers\n"))
    #expect(transcript.contains("checked, Email me offers, Check box"))
    let both = try PlayProcess.run(
      ["quiz", "scenarios/broken-checkbox-no-role.yaml", "--read"], input: "role\n2\n", environment: Self.noSound)
    #expect(both.stdout.contains("(VoiceOver)"), "without --platform, both readers play")
  }

  /// An exercise whose script is written for TalkBack alone (its defect is Android's)
  /// fixes its own reader: a quiz on VoiceOver plays it on TalkBack, and says so.
  @Test func anExerciseWrittenForOneReaderIsHeardThereInAQuizOnTheOther() throws {
    let result = try PlayProcess.run(
      ["quiz", "scenarios/broken-keyboard-skips-checkbox.yaml", "--platform", "ios", "--read"], input: "keyb\n3\n",
      environment: Self.noSound)
    #expect(result.status == 0, "\(result.stderr)")
    let question = try #require(result.stdout.components(separatedBy: "What fails?").first)
    #expect(question.contains("listen, then say what fails. (TalkBack)"))
    #expect(question.contains("Create account, Button"))
    #expect(result.stdout.contains("Right: it fails External keyboard."), "'keyb' answers External keyboard")
  }

  @Test func localeDeSpeaksGermanReaderWords() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let records = folder.appendingPathComponent("records")
    let result = try PlayProcess.run(
      ["quiz", "scenarios/broken-no-state.yaml", "--locale", "de", "--read", "--record", records.path],
      input: "state\n2\n", environment: Self.noSound)
    #expect(result.status == 0, "\(result.stderr)")
    let question = try #require(result.stdout.components(separatedBy: "What fails?").first)
    // VoiceOver's button is 'Taste', TalkBack's heading 'Überschrift' (the German word tables).
    #expect(question.contains("I accept the terms, Taste"), "\(question)")
    #expect(question.contains("Terms, Überschrift"))
    #expect(!question.contains(", button") && !question.contains("Heading"))
    // The fixed check box, in German.
    #expect(result.stdout.contains("nicht aktiviert"))
    #expect(try Self.records(in: records).first?.locale == "de")
  }

  /// A course's dictation step: each announcement written as a WAV (no sound here),
  /// typed back, scored by word error rate, kept in the record.
  @Test func aDictationStepScoresWhatWasTyped() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let course = try Self.write(
      """
      course: Fast speech
      steps:
        - dictation: \(Repository.path("scenarios/checkbox.yaml"))
          platform: android
          rate: 380
          gestures: [next, next]
      """, to: "dictation.yaml", in: folder)
    let records = folder.appendingPathComponent("records")
    let wavs = folder.appendingPathComponent("wavs")
    let result = try PlayProcess.run(
      ["quiz", course.path, "--wav-each", wavs.path, "--record", records.path],
      input: "Checked weekly digest check box double-tap to toggle\nnot checked product news\n",
      environment: Self.noSound)
    #expect(result.status == 0, "\(result.stderr)")
    let output = result.stdout
    #expect(output.contains("Dictation: 'Newsletter' — TalkBack at 380 words a minute."))
    #expect(output.contains("  Word for word."))
    #expect(output.contains("  Said:      not checked, Product news, Check box, Double-tap to toggle"))
    #expect(output.contains("  6 of 10 words wrong (word error rate 60%)"))
    #expect(output.contains("Dictation: 6 of 19 words wrong (word error rate 32%) over 2 announcements."))
    let files = try FileManager.default.contentsOfDirectory(atPath: wavs.path).sorted()
    #expect(files == ["dictation-1.wav", "dictation-2.wav"])
    let record = try #require(try Self.records(in: records).first)
    #expect(record.dictations.map(\.score.errors) == [0, 6])
    #expect(record.dictations.allSatisfy { $0.rate == 380 && $0.reader == "TalkBack" })
  }

  @Test func validateChecksADictationsGesturesWhereTheyAreWritten() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let course = try Self.write(
      """
      course: T
      steps:
        - dictation: \(Repository.path("scenarios/checkbox.yaml"))
          gestures: [next, touch Nowhere]
      """, to: "course.yaml", in: folder)
    let result = try PlayProcess.run(["validate", course.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("course.yaml:4:22: error: no element named 'Nowhere'"), "\(result.stderr)")
  }

  @Test func aRateTheVoicesCannotSpeakIsRefusedWhereItIsWritten() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let course = try Self.write(
      """
      course: T
      steps:
        - exercise: \(Repository.path("scenarios/broken-no-state.yaml"))
          rate: 900
      """, to: "course.yaml", in: folder)
    let result = try PlayProcess.run(["quiz", course.path, "--no-audio"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "course.yaml:4:11: error: a rate of 900 words a minute is outside what the voices can speak"),
      "\(result.stderr)")
    #expect(result.stderr.contains("give a rate from 80 to 450"))
  }

  /// The shipped courses play through on each reader alone, the English one in German
  /// readers' words too: every exercise asked, nothing skipped.
  @Test(arguments: [
    ["courses/criteria-by-ear.yaml", "--platform", "ios"],
    ["courses/criteria-by-ear.yaml", "--platform", "android", "--locale", "de"],
    ["courses/kriterien-nach-gehoer.yaml", "--platform", "ios"],
    ["courses/kriterien-nach-gehoer.yaml", "--platform", "android"],
  ])
  func theShippedCoursesRunOnEachReaderAndInGerman(arguments: [String]) throws {
    let result = try PlayProcess.run(
      ["quiz"] + arguments + ["--no-audio"], input: String(repeating: "1\n1\n", count: 15))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "every step plays: \(result.stderr)")
    #expect(result.stdout.contains("Score: ") && result.stdout.contains(" of 15 criteria right"))
    if arguments.contains("de") || arguments[0].contains("kriterien") {
      #expect(result.stdout.contains("Überschrift"), "German reader words")
    }
  }

  /// Course and scenario text reach the trainee's terminal escaped, as in the REPL:
  /// a title-setting sequence in a narration or a label is shown, never obeyed.
  @Test func controlCharactersInCourseTextAreShownEscaped() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try Self.write(
      """
      title: "Bell\\a"
      elements:
        - checkbox: { id: terms, label: "I accept\\e]0;pwned\\a" }
      variants:
        broken:
          fails: State
          patch:
            terms: { exposes-state: false }
          script: [platform ios, next, activate]
        fixed:
          script: [platform ios, next]
      """, to: "screen.yaml", in: folder)
    let course = try Self.write(
      """
      course: "Escapes\\e[2J"
      steps:
        - note: "For the trainer\\e]0;pwned\\a"
        - say: "Listen\\e[31m now"
        - exercise: screen.yaml
      """, to: "course.yaml", in: folder)
    let result = try PlayProcess.run(["quiz", course.path, "--no-audio"], input: "state\nI accept\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "a raw control character")
    for shown in [
      "Escapes\\u{1B}[2J", "For the trainer\\u{1B}]0;pwned\\u{7}", "Listen\\u{1B}[31m now", "I accept\\u{1B}]0;pwned",
    ] {
      #expect(result.stdout.contains(shown), "\(shown)")
    }
  }
}

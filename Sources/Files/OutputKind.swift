import Foundation

/// What a command writes, and how an earlier file of that kind is known: a file
/// Earshot wrote there before (last run's WAV, report or page) may be replaced
/// as the command's help says; anything else a user has is kept unless they add
/// the flag that says to replace it. The test is a mark only Earshot writes, found in
/// the file's own first (or last) bytes, so it holds whatever the file is called: a
/// user's recording, a film's subtitles, pytest's JUnit or prove's TAP have the same
/// format but not the mark, and are kept (issue 36: they were replaced).
public enum OutputKind: String, Sendable, CaseIterable {
  /// `--wav`, the REPL's `record` and `save`.
  case wav
  /// `--captions`: WebVTT.
  case captions
  /// `--json`: the session's document.
  case sessionJSON
  /// `--report junit|tap|json FILE`.
  case report
  /// `export`: the Markdown or HTML announcement spec.
  case spec
  /// `--golden FILE --update`, `--golden-dir DIR --update`: replaced only with `--update`.
  case goldenTranscript
  /// `import -o`: a scenario a user may have edited since, replaced only with `--force`.
  case scenario
  /// `quiz --record`: a trainee's results, never replaced.
  case quizRecord
  /// `quiz --summary --html`: the class's progress as a page.
  case summaryPage
  /// `check --update-baseline`: the findings a CI gate already knows.
  case checkBaseline

  /// How many bytes of a file's start, and of its end, `recognises` is given.
  static let sniffLength = 4096

  /// The mark in every text format that can carry a comment or a field: JUnit and the Markdown spec as
  /// `<!-- generator: Earshot -->`, TAP as `# generator: Earshot`, the JSON report as `"generator": "Earshot"`,
  /// captions on the WEBVTT line (`WEBVTT - generator: Earshot`), pages in their generator meta.
  public static let generatorMark = "generator: Earshot"
  /// The WAV's: a `LIST` chunk of `INFO` whose software (`ISFT`) is "Earshot", before the data chunk.
  public static let wavMarkChunk: Data = {
    var chunk = Data("LIST".utf8)
    let info = Data("INFO".utf8) + Data("ISFT".utf8) + Data([8, 0, 0, 0]) + Data("Earshot\0".utf8)
    withUnsafeBytes(of: UInt32(info.count).littleEndian) { chunk.append(contentsOf: $0) }
    return chunk + info
  }()

  /// A page Earshot made says so in its head.
  static func isEarshotPage(_ text: String) -> Bool {
    text.hasPrefix("<!DOCTYPE html>") && text.contains("<meta name=\"generator\" content=\"Earshot\">")
  }

  /// Whether `prefix` (a file's first bytes, then its last) is what this kind of output writes.
  public func recognises(_ prefix: Data) -> Bool {
    let text = String(decoding: prefix, as: UTF8.self)
    switch self {
    case .wav:
      return prefix.count >= 12 && prefix.prefix(4) == Data("RIFF".utf8)
        && prefix.dropFirst(8).prefix(4) == Data("WAVE".utf8) && prefix.prefix(256).range(of: Self.wavMarkChunk) != nil
    case .captions:
      let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
      return firstLine == "WEBVTT - \(Self.generatorMark)" || firstLine == "\u{FEFF}WEBVTT - \(Self.generatorMark)"
    case .sessionJSON:
      return text.hasPrefix("{") && text.contains("\"earshot-session\"")
    case .report:
      // JUnit XML, TAP 13, or Earshot's JSON report, each with the mark.
      return
        (text.hasPrefix("<?xml") && text.contains("<testsuites") && text.contains("<!-- \(Self.generatorMark) -->"))
        || (text.hasPrefix("TAP version") && text.contains("\n# \(Self.generatorMark)\n"))
        || (text.hasPrefix("{") && text.contains("\"generator\": \"Earshot\""))
    case .spec:
      return (text.hasPrefix("# Announcement spec") && text.contains("<!-- \(Self.generatorMark) -->"))
        || Self.isEarshotPage(text)
    case .summaryPage:
      return Self.isEarshotPage(text)
    case .checkBaseline:
      return text.hasPrefix("{") && text.contains("\"earshot-check-baseline\"")
    case .goldenTranscript, .scenario, .quizRecord:
      return false
    }
  }
}

import Foundation

/// What a command writes, and how an earlier file of that kind is known: a file
/// Earshot wrote there before (last run's WAV, report or page) may be replaced
/// as the command's help says; anything else a user has is kept unless they add
/// the flag that says to replace it. The test is the file's own first bytes, so
/// it holds whatever the file is called.
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
        && prefix.dropFirst(8).prefix(4) == Data("WAVE".utf8)
    case .captions:
      return text.hasPrefix("WEBVTT") || text.hasPrefix("\u{FEFF}WEBVTT")
    case .sessionJSON:
      return text.hasPrefix("{") && text.contains("\"earshot-session\"")
    case .report:
      // JUnit XML, TAP 13, or Earshot's JSON report (its counts open the object).
      return (text.hasPrefix("<?xml") && text.contains("<testsuites")) || text.hasPrefix("TAP version")
        || (text.hasPrefix("{") && text.contains("\"tests\":") && text.contains("\"cases\":"))
    case .spec:
      return text.hasPrefix("# Announcement spec") || Self.isEarshotPage(text)
    case .summaryPage:
      return Self.isEarshotPage(text)
    case .checkBaseline:
      return text.hasPrefix("{") && text.contains("\"earshot-check-baseline\"")
    case .goldenTranscript, .scenario, .quizRecord:
      return false
    }
  }
}

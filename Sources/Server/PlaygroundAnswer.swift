import Diagnostics
import ScreenReader

/// What the page is told after a command, a touch or a reload, as JSON: per reader,
/// the transcript's lines, `why` (each spoken part, its kind and where it came from),
/// the picture, and where to fetch the speech.
struct PlaygroundAnswer: Codable, Sendable {
  struct Reader: Codable, Sendable {
    var platform: String
    var name: String
    var lines: [String]
    var why: [WhyPart]
    var focused: String?
    /// The HTML of the screen's picture (every text in it escaped).
    var picture: String
    /// The speech as Ogg Opus; nil when nothing was said or there is no sound.
    var audio: String?
  }

  struct WhyPart: Codable, Sendable {
    var text: String
    var kind: String
    var source: String
  }

  struct Problem: Codable, Sendable {
    var line: Int?
    var column: Int?
    /// As `validate` prints it: `file:line:column: error: what, what to do`.
    var text: String

    init(_ diagnostic: Diagnostic) {
      line = diagnostic.location?.line
      column = diagnostic.location?.column
      text = diagnostic.description
    }
  }

  var typed: String
  var readers: [Reader]
  /// The command could not run (an unknown element, a gesture a reader lacks).
  var error: String?
  var problems: [Problem] = []
  var version: String
}

import EarshotCLI
import Files
import Foundation
import Playback
import Recording
import ScreenReader

/// An approved transcript in a file, and today's: compared line by line, or
/// written when `--update` approves today's. Never silent: an update says what
/// it changed, a mismatch shows the diff and the script line that said it.
/// Public for the golden fuzz target (Fuzz/, docs/fuzzing.md).
public struct GoldenTranscript: Sendable {
  /// The approved file.
  public var path: String
  /// Today's transcript, each line with the script line that produced it.
  public var lines: [(text: String, location: SourceLocation?)]

  public init(path: String, lines: [(text: String, location: SourceLocation?)]) {
    self.path = path
    self.lines = lines
  }

  public enum Verdict {
    case matches
    case differs(LineDiff)
    /// No approved file yet.
    case missing
    case updated(LineDiff)
    case created
    case unchanged
    /// `--update` left the file alone: it approves another script (its commands differ from today's at
    /// `line`, 1-based in the approved file), and replacing that approval takes `--force`.
    case approvesAnotherScript(line: Int, approved: String?, today: String?)
  }

  public var text: String { lines.map { $0.text + "\n" }.joined() }

  /// Compares with the approved file, or (`update`) writes today's over it: over the approval of the same
  /// commands, or of other commands only when `replacingAnotherScript` (`--force`). Two runs with different scripts
  /// can name one file (`--golden-dir DIR` and `--golden DIR/s.txt --script S`), and the second replaced the
  /// first's approval (issue 36).
  public func check(update: Bool, replacingAnotherScript: Bool = false) throws -> Verdict {
    let approved = try readApproved(update: update)
    if update {
      guard let approved else {
        try AtomicFileWriter.write(Data(text.utf8), toPath: path)
        return .created
      }
      if !replacingAnotherScript, let difference = Self.firstDifferentCommand(approved: approved, today: lines) {
        return difference
      }
      let diff = LineDiff(old: Self.split(approved), new: lines.map(\.text))
      guard !diff.isEmpty || approved != text else { return .unchanged }
      try AtomicFileWriter.write(Data(text.utf8), toPath: path)
      return .updated(diff)
    }
    guard let approved else { return .missing }
    let diff = LineDiff(old: Self.split(approved), new: lines.map(\.text))
    return diff.isEmpty && approved == text ? .matches : .differs(diff)
  }

  /// Where the approved transcript's commands (its `> ` lines) stop being today's, nil when they are the same.
  static func firstDifferentCommand(
    approved: String, today: [(text: String, location: SourceLocation?)]
  ) -> Verdict? {
    let commands = Self.split(approved).enumerated().filter { $0.element.hasPrefix("> ") }
    let todays = today.map(\.text).filter { $0.hasPrefix("> ") }
    guard !commands.isEmpty else { return nil }
    for (index, command) in commands.enumerated() where index >= todays.count || todays[index] != command.element {
      return .approvesAnotherScript(
        line: command.offset + 1, approved: command.element, today: index < todays.count ? todays[index] : nil)
    }
    guard todays.count > commands.count, let last = commands.last else { return nil }
    return .approvesAnotherScript(line: last.offset + 1, approved: nil, today: todays[commands.count])
  }

  /// The largest approved transcript read (about 200,000 commands' worth).
  public static let maximumBytes = 16 << 20

  /// The approved file, read through `InputFile` (bounded, never a FIFO); nil when
  /// there is none yet. A file that is not a transcript (not text, or not starting
  /// with command lines "> ..." and indented speech) is refused quoting only its first few characters,
  /// instead of being printed whole as a diff.
  func readApproved(update: Bool) throws(InputError) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    let data = try InputFile.read(path, limit: Self.maximumBytes, what: "golden transcript")
    let text = Self.normalised(String(decoding: data, as: UTF8.self))
    // Every line play writes is a command ("> next") or what a reader said, indented. That shape, not the bytes,
    // tells a transcript: one whose labels hold BEL, NUL or backspace is still one (issue 36: it was refused).
    let first = text.split(separator: "\n").prefix(5)
    let looksLikeOne = !first.isEmpty && first.allSatisfy { $0.hasPrefix("> ") || $0.hasPrefix("  ") }
    guard update || looksLikeOne else {
      throw InputError(
        path: path, what: "golden transcript",
        problem: .foreign(
          start: InputFile.quotedStart(of: text),
          expected:
            "a transcript starts with '> ' and a command; name a file 'earshot play --golden FILE --update' wrote"
        ))
    }
    return text
  }

  /// The text as `--update` wrote it, whatever an editor or a checkout did to it since: without a byte-order mark,
  /// and with LF line ends where every line ended in CR LF, or where CR alone ended them (it was compared as one
  /// line, issue 36). A CR inside a line of an LF file is kept: it is the label's.
  static func normalised(_ text: String) -> String {
    var text = Substring(text)
    if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
    let scalars = text.unicodeScalars
    let feeds = scalars.count { $0 == "\n" }
    var pairs = 0
    var previous: Unicode.Scalar?
    for scalar in scalars {
      if scalar == "\n", previous == "\r" { pairs += 1 }
      previous = scalar
    }
    if feeds > 0, pairs == feeds {
      return text.replacingOccurrences(of: "\r\n", with: "\n")
    }
    if feeds == 0, scalars.contains("\r") {
      return text.replacingOccurrences(of: "\r", with: "\n")
    }
    return String(text)
  }

  public static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The script line behind the first changed transcript line, for "said after this command".
  public func location(ofNewLine line: Int) -> SourceLocation? {
    guard !lines.isEmpty else { return nil }
    return lines[min(max(line, 1), lines.count) - 1].location
  }

  /// Which step a transcript line with no script line behind it is said at: "after step 3 of the default
  /// walk ('next')", counting the transcript's commands (`> …`, the only lines not indented), or "as the
  /// screen opens" before the first; nil for an empty transcript.
  public func step(ofNewLine line: Int) -> String? {
    guard !lines.isEmpty else { return nil }
    let upTo = lines.prefix(min(max(line, 1), lines.count))
    let commands = upTo.filter { $0.text.hasPrefix(Transcript.commandLine("")) }
    guard let last = commands.last else { return "as the screen opens, before the first command" }
    let typed = last.text.dropFirst(Transcript.commandLine("").count)
    return "after step \(commands.count) of the default walk ('\(typed)')"
  }
}

import Diagnostics
import Files
import Foundation
import FuzzDriver
import Playback
import Teams

/// Where the approved file is written: a private folder, as a user's `--golden FILE`.
let folder = FuzzFolder("golden")

/// Today's transcript, fixed: the start of a shipped golden (the drawer's walk through
/// its script), each line said after a script line, as `play` records it. Its first 60
/// lines: the diff's table grows with both lengths, and at 458 lines it took 60% of
/// the fuzzer's time (120 inputs a second) for no new branch.
let played: GoldenTranscript = {
  let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let shipped = repository.appendingPathComponent("Tests/Golden/transcripts/drawer.txt")
  guard let text = try? String(contentsOf: shipped, encoding: .utf8) else {
    fatalError("the fixed transcript \(shipped.path) is missing")
  }
  let lines = GoldenTranscript.split(text).prefix(60).enumerated().map { index, line in
    (text: line, location: Optional(SourceLocation(file: "drawer.yaml", line: index + 1, column: 1)))
  }
  return GoldenTranscript(path: folder.url.appendingPathComponent("approved.txt").path, lines: lines)
}()

/// The longest message about a foreign file: its fixed words, the path, and at most
/// `InputFile.quotedCharacters` of the file (with "...").
let longestRefusal =
  InputError(path: played.path, what: "golden transcript", problem: .foreign(start: "", expected: "")).message.count
  + 400 + InputFile.quotedCharacters + 3

/// libFuzzer's entry point: every input is an approved transcript (`play --golden
/// FILE`), compared with today's as `play` compares them. A file that is not a
/// transcript (not text, or not starting with "> command" and indented speech) is
/// refused quoting no more than its first few scalars, without control or format
/// characters; one that is is shown as a diff made only of its own lines and today's.
@_cdecl("LLVMFuzzerTestOneInput")
public func goldenFuzzer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  folder.write(data, as: "approved.txt")
  let verdict: GoldenTranscript.Verdict
  do {
    verdict = try played.check(update: false)
  } catch let error as InputError {
    guard case .foreign(let quoted, _) = error.problem else {
      fatalError("a golden file refused for another reason than being foreign: \(error)")
    }
    if quoted.unicodeScalars.count > InputFile.quotedCharacters + 3 || error.message.count > longestRefusal {
      fatalError("a foreign golden file quoted at length: \(error.message)")
    }
    let categories = quoted.unicodeScalars.map(\.properties.generalCategory)
    if categories.contains(.control) || categories.contains(.format) {
      fatalError("a foreign golden file's control characters quoted: \(error.message.debugDescription)")
    }
    return 0
  } catch {
    fatalError("a golden comparison failed without an input error: \(error)")
  }
  let approved = String(decoding: data, as: UTF8.self)
  let approvedLines = GoldenTranscript.split(approved)
  switch verdict {
  case .matches:
    if approved != played.text { fatalError("a different file matches") }
  case .differs(let diff):
    // Shown only when the file is text and starts as a transcript does (the policy).
    if !InputFile.isText(data) { fatalError("a file that is not text is shown as a diff") }
    let same = diff.edits.count { if case .same = $0 { true } else { false } }
    if diff.edits.count != approvedLines.count + played.lines.count - same {
      fatalError("a diff of \(diff.edits.count) edits for \(approvedLines.count) and \(played.lines.count) lines")
    }
    let unified = diff.unified(oldName: "approved", newName: "now")
    let body = unified.filter { !$0.hasPrefix("@@ ") }.dropFirst(2)
    let known = Set(approvedLines).union(played.lines.map(\.text))
    // The marker is one scalar; a line may start with a combining mark, which joins it
    // into one Character, so the line is what follows the marker's scalar.
    for line in body where !known.contains(String(String.UnicodeScalarView(line.unicodeScalars.dropFirst()))) {
      fatalError("a diff line that is in neither file: \(line.debugDescription)")
    }
    if body.count > diff.edits.count { fatalError("a diff longer than its edits") }
    if let first = diff.firstChangedOldLine, first > approvedLines.count + 1 {
      fatalError("the first change at line \(first) of a \(approvedLines.count)-line file")
    }
    if played.location(ofNewLine: diff.firstChangedNewLine ?? 1) == nil {
      fatalError("a change said after no command")
    }
  case .missing, .created, .updated, .unchanged, .approvesAnotherScript:
    fatalError("a comparison that is not one: \(verdict)")
  }
  return 0
}

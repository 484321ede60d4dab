import Foundation
import Testing

/// A folder of approved output (Tests/Golden/...) and the script that makes it
/// afresh: the script writes into a temporary folder with the built earshot, and
/// every file must be byte for byte what was approved. A deliberate change is
/// approved with `make golden` and reviewed in the diff.
public struct GoldenFolder {
  /// The approved folder, relative to the repository root (e.g. "Tests/Golden/transcripts").
  public var approved: String
  /// The script that writes the folder, relative to the repository root.
  public var script: String
  /// What made the files, for the message ("what Earshot now says").
  public var producer: String

  public init(approved: String, script: String, producer: String) {
    self.approved = approved
    self.script = script
    self.producer = producer
  }

  /// Makes the files afresh and records an issue at the first differing line of each.
  public func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let root = Repository.root
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [root.appendingPathComponent(script).path, folder.path]
    var environment = ProcessInfo.processInfo.environment
    environment["EARSHOT"] = try ChildProcess.earshot().path
    process.environment = environment
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, sourceLocation: sourceLocation)

    let approvedFolder = root.appendingPathComponent(approved)
    let approvedNames = try FileManager.default.contentsOfDirectory(atPath: approvedFolder.path).sorted()
    let produced = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      produced == approvedNames, "a file was added or removed: run 'make golden' and review the diff",
      sourceLocation: sourceLocation)
    for name in approvedNames where produced.contains(name) {
      let want = try String(contentsOf: approvedFolder.appendingPathComponent(name), encoding: .utf8)
      let got = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      guard want != got else { continue }
      let wantLines = want.split(separator: "\n", omittingEmptySubsequences: false)
      let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(wantLines, gotLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        ?? min(wantLines.count, gotLines.count)
      Issue.record(
        """
        \(approved)/\(name):\(line + 1): differs from what \(producer) now gives
          approved: \(line < wantLines.count ? String(wantLines[line]) : "(end of file)")
          now:      \(line < gotLines.count ? String(gotLines[line]) : "(end of file)")
        (if the change is meant, run 'make golden' and review the diff)
        """, sourceLocation: sourceLocation)
    }
  }
}

import EarshotTestSupport
import Foundation
import Testing

/// What a user hears and reads for every shipped scenario (a fixed walk on each
/// screen reader, the scenario's own script, its spec) stays byte for byte what
/// was approved in Tests/Golden/transcripts. Restructuring must not change a
/// word; a deliberate change is approved with `make golden` and reviewed in the diff.
@Suite struct GoldenTranscriptTests {
  @Test func everyShippedScenarioReadsAsApproved() throws {
    let root = Repository.root
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [root.appendingPathComponent("scripts/golden-transcripts.sh").path, folder.path]
    var environment = ProcessInfo.processInfo.environment
    environment["EARSHOT"] = try ChildProcess.earshot().path
    process.environment = environment
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let approvedFolder = root.appendingPathComponent("Tests/Golden/transcripts")
    let approved = try FileManager.default.contentsOfDirectory(atPath: approvedFolder.path).sorted()
    let produced = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(produced == approved, "a scenario was added or removed: run 'make golden' and review the diff")
    for name in approved where produced.contains(name) {
      let want = try String(contentsOf: approvedFolder.appendingPathComponent(name), encoding: .utf8)
      let got = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      if want != got {
        let wantLines = want.split(separator: "\n", omittingEmptySubsequences: false)
        let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
          zip(wantLines, gotLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
          ?? min(wantLines.count, gotLines.count)
        let approvedLine = line < wantLines.count ? String(wantLines[line]) : "(end of file)"
        let heardLine = line < gotLines.count ? String(gotLines[line]) : "(end of file)"
        Issue.record(
          """
          Tests/Golden/transcripts/\(name):\(line + 1): differs from what Earshot now says
            approved: \(approvedLine)
            now:      \(heardLine)
          (if the change is meant, run 'make golden' and review the diff)
          """)
      }
    }
  }
}

import EarshotTestSupport
import Foundation
import Testing

/// The diff of a golden file against today's transcript stays within memory linear in
/// the two: its table of lines by lines had grown with their product (a 1 GB `--golden`
/// took 7.5 GB, issue #23; under the 16 MB read limit, still gigabytes).
@Suite(.serialized) struct GoldenDiffMemoryTests {
  @Test func aLongGoldenFileIsComparedInBoundedMemory() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("long.txt")
    // A transcript's start (so it is not refused as foreign), then a million empty lines.
    let start = "> next\n  one\n> next\n  two\n> next\n"
    try (start + String(repeating: "\n", count: 1_000_000)).write(to: golden, atomically: true, encoding: .utf8)
    let peak = folder.appendingPathComponent("peak").path
    let scenario = Repository.root.appendingPathComponent("scenarios/time-picker.yaml").path
    let run = try ReliabilityTests.shell(
      "/usr/bin/time -f %M -o \"\(peak)\" \"$EARSHOT\" play \"\(scenario)\" --no-audio --golden \"\(golden.path)\" </dev/null"
    )
    #expect(run.status == 1, "\(run.stderr.prefix(2000))")
    #expect(run.stderr.contains("no longer says what was approved"), "\(run.stderr.prefix(2000))")
    let kilobytes =
      Int(try String(contentsOfFile: peak, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    // 902 MB (and 38 s) before: a million lines by the time picker's 94; 120 MB now.
    #expect(kilobytes < 400_000, "peak \(kilobytes) KB")
  }
}

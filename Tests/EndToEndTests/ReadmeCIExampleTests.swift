import EarshotTestSupport
import Foundation
import Testing

/// The README's CI example, run as written, with the built `earshot` on the PATH
/// and no make: it passes on approved wording and fails, with the diff, on a change.
@Suite struct ReadmeCIExampleTests {
  /// The shell snippet between the README's ci-example markers.
  static func snippet() throws -> String {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "<!-- ci-example -->\n```sh\n"),
      let end = readme.range(of: "```\n<!-- /ci-example -->", range: start.upperBound..<readme.endIndex)
    else { throw TestFailure("README.md has no ci-example block") }
    return String(readme[start.upperBound..<end.lowerBound])
  }

  func run(_ script: String, in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    let binary = try ChildProcess.earshot().deletingLastPathComponent().path
    environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theSnippetFailsTheBuildOnAWordingChangeAndShowsTheDiff() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("scenarios")
    try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
    for name in ["checkbox.yaml", "dialog.yaml"] {
      try FileManager.default.copyItem(
        at: Repository.root.appendingPathComponent("scenarios/\(name)"), to: scenarios.appendingPathComponent(name))
    }
    let approve = try run("earshot play scenarios/ --golden-dir golden/ --update", in: folder)
    #expect(approve.status == 0, "\(approve.output)")
    let snippet = try Self.snippet()
    let passing = try run(snippet, in: folder)
    #expect(passing.status == 0, "\(passing.output)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("earshot-junit.xml").path))

    let file = scenarios.appendingPathComponent("checkbox.yaml")
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "label: Partner offers,", with: "label: Offers from partners,").utf8)
      .write(to: file)
    let failing = try run(snippet, in: folder)
    #expect(failing.status == 1)
    #expect(failing.output.contains("golden/checkbox.txt:"), "\(failing.output)")
    #expect(failing.output.contains("+  Offers from partners, not checked, dimmed, button"), "\(failing.output)")
    #expect(failing.output.contains("-  Partner offers, not checked, dimmed, button"), "\(failing.output)")
  }
}

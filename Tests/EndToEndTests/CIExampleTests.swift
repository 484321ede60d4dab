import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// docs/ci/'s GitHub Actions and GitLab CI examples, parsed as YAML and their earshot steps
/// run as written on fixture dumps of an app, with the built `earshot` on the PATH: the
/// unchanged app passes, the changed one fails the compare step with a JUnit report.
@Suite struct CIExampleTests {
  /// A step's or a job's shell text, with the job it belongs to.
  struct Step {
    var job: String
    var script: String
  }

  static func yaml(_ name: String) throws -> PropertyMap {
    let path = Repository.path("docs/ci/\(name)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard case .map(let root)? = try YAMLReader(file: path).read(text).root else {
      throw TestFailure("\(name) is not a YAML map")
    }
    return root
  }

  static func isEarshotStep(_ text: String) -> Bool {
    ["earshot compare", "earshot check", "earshot import"].contains { text.contains($0) }
  }

  /// Each GitHub Actions step whose `run:` calls earshot on a dump.
  static func githubSteps() throws -> [Step] {
    guard case .map(let jobs)? = try yaml("github-actions.yml")["jobs"] else { throw TestFailure("no jobs:") }
    var steps: [Step] = []
    for job in jobs.entries {
      guard case .map(let body) = job.value, case .list(let list, _)? = body["steps"] else {
        throw TestFailure("job \(job.key) has no steps:")
      }
      for case .map(let step) in list {
        if case .scalar(let run, _)? = step["run"], isEarshotStep(run) { steps.append(Step(job: job.key, script: run)) }
      }
    }
    return steps
  }

  /// Each GitLab CI job's earshot lines of `script:`, in order.
  static func gitlabSteps() throws -> [Step] {
    var steps: [Step] = []
    for job in try yaml("gitlab-ci.yml").entries {
      guard case .map(let body) = job.value, case .list(let lines, _)? = body["script"] else { continue }
      let earshot = lines.compactMap { line -> String? in
        guard case .scalar(let text, _) = line, isEarshotStep(text) else { return nil }
        return text
      }
      if !earshot.isEmpty { steps.append(Step(job: job.key, script: earshot.joined(separator: "\n"))) }
    }
    return steps
  }

  /// A project laid out as the examples expect: the approved scenario, and the screens the UI tests dumped.
  func project(shipped: Bool) throws -> URL {
    let folder = try Repository.temporaryFolder()
    let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/compare")
    for sub in ["accessibility", "build/screens"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    let copies = [
      ("sign-in.yaml", "accessibility/sign-in.yaml"),
      (shipped ? "sign-in.shipped.uiautomator.xml" : "sign-in.approved.uiautomator.xml", "build/screens/sign-in.xml"),
      ("sign-in.approved.xcuitest.txt", "build/screens/sign-in.txt"),
    ]
    for (from, to) in copies {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(from), to: folder.appendingPathComponent(to))
    }
    return folder
  }

  func run(_ script: String, in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-e", "-c", script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    let binary = try ChildProcess.earshot().deletingLastPathComponent().path
    environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func report(_ name: String, in folder: URL) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func bothExamplesParseAndCallCompareAndCheckOnTheDumps() throws {
    let github = try Self.githubSteps()
    #expect(Set(github.map(\.job)) == ["android", "ios"])
    #expect(github.contains { $0.script.contains("earshot compare") && $0.job == "ios" })
    #expect(github.contains { $0.script.contains("earshot check") })
    let gitlab = try Self.gitlabSteps()
    #expect(gitlab.count == 1 && gitlab[0].script.contains("earshot compare"))
  }

  @Test func anUnchangedAppPassesEveryEarshotStepAndTheReportsAreWritten() throws {
    let folder = try project(shipped: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    for step in try Self.githubSteps() + Self.gitlabSteps() {
      let outcome = try run(step.script, in: folder)
      #expect(outcome.status == 0, "\(step.job): \(step.script)\n\(outcome.output)")
    }
    for name in ["earshot-compare.xml", "earshot-compare-ios.xml"] {
      let junit = try report(name, in: folder)
      #expect(junit.contains("<testsuites") && junit.contains("failures=\"0\""), "\(name): \(junit)")
    }
    #expect(try report("earshot-check.xml", in: folder).contains("<testsuites"))
  }

  @Test func aChangedAppFailsTheCompareStepWithItsFindingsInTheReport() throws {
    let folder = try project(shipped: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for step in try Self.gitlabSteps() {
      let outcome = try run(step.script, in: folder)
      #expect(outcome.status == 1, "\(outcome.output)")
      #expect(outcome.output.contains("accessibility/sign-in.yaml:16:5: error: TalkBack: renamed"), "\(outcome.output)")
    }
    let junit = try report("earshot-compare.xml", in: folder)
    #expect(junit.contains("<failure message=\"TalkBack: renamed: the spec says 'Remember me'"), "\(junit)")
  }

  @Test func compareSARIFValidatesAgainstTheSARIF210Schema() throws {
    let folder = try project(shipped: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try run(
      "earshot compare accessibility/sign-in.yaml build/screens/sign-in.xml --report sarif > compare.sarif", in: folder)
    #expect(outcome.status == 1, "\(outcome.output)")
    let python = Repository.root.appendingPathComponent(".build/sarif-venv/bin/python")
    try #require(
      FileManager.default.isExecutableFile(atPath: python.path),
      "the SARIF validator's venv is missing: scripts/install-deps.sh --test makes it")
    let validation = try ChildProcess.run(
      python,
      [
        Repository.root.appendingPathComponent("Tests/SARIF/validate_sarif.py").path,
        folder.appendingPathComponent("compare.sarif").path,
      ])
    #expect(validation.status == 0, "SARIF schema errors:\n\(validation.standardError)")
    // Renamed, lost role, missing, extra, reordered on both readers; lost role and state of the switch.
    #expect(validation.standardOutput.hasPrefix("14 results"), "\(validation.standardOutput)")
  }
}

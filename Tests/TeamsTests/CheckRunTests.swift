import EarshotCLI
import EarshotTestSupport
import Foundation
import Teams
import Testing

/// `earshot check` in-process: what it prints for a broken and a fixed variant,
/// a file that does not load, and the exit status each earns.
@Suite struct CheckRunTests {
  func check(_ paths: [String], variant: String? = nil) -> (run: CheckRun, output: CapturedOutput) {
    var run = CheckRun(locale: nil, platforms: [.ios, .android])
    run.check(paths, variant: variant)
    let output = CapturedOutput()
    CheckFormat.text.print(run, to: output)
    return (run, output)
  }

  @Test func aBrokenVariantIsLocatedAndAFixedOneHasNoFindings() {
    let path = Repository.path("scenarios/broken-ungrouped-label.yaml")
    let (run, output) = check([path])
    #expect(run.status == .expectationFailed)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasPrefix("\(path):") && $0.contains(": warning: ") && $0.hasSuffix("(variant 'broken')") })
    #expect(lines.contains("\(path) (variant 'fixed'): no findings"))
    #expect(output.stderr.isEmpty)

    let fixed = check([path], variant: "fixed")
    #expect(fixed.run.status == nil, "nothing found: exit 0")
  }

  @Test func aFileThatDoesNotLoadIsAnErrorAndTheOthersAreStillChecked() {
    let missing = Repository.path("scenarios/no-such-screen.yaml")
    let (run, output) = check([missing, Repository.path("scenarios/checkbox.yaml")])
    #expect(run.status == .badInput)
    #expect(output.stderr.contains("no-such-screen.yaml"), "\(output.stderr)")
    #expect(output.stderr.contains("error:"), "\(output.stderr)")
    #expect(run.checked.contains { $0.file.hasSuffix("checkbox.yaml") })
  }

  @Test func theMachineFormatsAreWrittenWhole() throws {
    let (run, _) = check([Repository.path("scenarios/broken-ungrouped-label.yaml")])
    let output = CapturedOutput()
    CheckFormat.json.print(run, to: output)
    #expect(output.stdout == CheckFormat.json.render(run))
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    #expect((object?["checked"] as? [Any])?.count == 2, "the broken and the fixed variant")
  }
}

import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// docs/scenario-format.md lists every declared key, and its examples run.
@Suite struct DocumentationTests {
  static let documentPath = Repository.path("docs/scenario-format.md")

  static func document() throws -> String {
    try String(contentsOfFile: documentPath, encoding: .utf8)
  }

  /// The fenced blocks of one info string ("yaml"), in order.
  static func blocks(_ language: String, in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```" + language {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current.map { $0.joined(separator: "\n") + "\n" } ?? "")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func theKeyReferenceIsTheGeneratedOne() throws {
    let text = try Self.document()
    let begin = try #require(text.range(of: "<!-- keys:begin -->\n"), "the keys:begin marker is missing")
    let end = try #require(text.range(of: "<!-- keys:end -->"), "the keys:end marker is missing")
    let section = String(text[begin.upperBound..<end.lowerBound])
    #expect(
      section == ScenarioReference.markdown,
      "docs/scenario-format.md's key reference is out of date; replace the text between its keys markers with the output of: swift run earshot schema --markdown"
    )
  }

  @Test func theKindsTableIsTheGeneratedOne() throws {
    let text = try Self.document()
    let begin = try #require(text.range(of: "<!-- kinds:begin -->\n"), "the kinds:begin marker is missing")
    let end = try #require(text.range(of: "<!-- kinds:end -->"), "the kinds:end marker is missing")
    #expect(
      String(text[begin.upperBound..<end.lowerBound]) == ComponentKindsTable.markdown,
      "docs/scenario-format.md's kinds table is out of date with the components' examples; run scripts/update-reference.sh"
    )
  }

  @Test func everyDeclaredKeyIsDocumented() throws {
    let text = try Self.document()
    var keys = CommonProperties.keys + ComponentRegistry.kinds.flatMap { $0.keys }
    keys += IOSProperties.keys + AndroidProperties.keys + LiveAnnouncement.keys
    for key in keys {
      #expect(text.contains("`\(key.name)`"), "docs/scenario-format.md never mentions `\(key.name)`")
    }
    for kind in ComponentRegistry.kindNames {
      #expect(text.contains("| `\(kind)` |"), "the kinds table lacks `\(kind)`")
    }
  }

  @Test func theScriptLanguageIsDocumented() throws {
    let text = try Self.document()
    let words = [
      "expect \"", "expect-focus", "platform ios", "platform android", "platform both", "wait 500ms", "say \"",
      "hints on", "hints off",
    ]
    for word in words + CommandParser.intentWords + Gesture.all.map(\.spelling) + KeyboardKey.allCases.map(\.rawValue) {
      #expect(text.contains("`\(word)") || text.contains(" \(word)`"), "the script section does not mention '\(word)'")
    }
  }

  @Test func everyExampleScenarioLoads() throws {
    let examples = Self.blocks("yaml", in: try Self.document()).filter { $0.contains("\nelements:") }
    #expect(examples.count >= 8)
    for (index, example) in examples.enumerated() {
      do {
        _ = try ScenarioLoader.parse(text: example, file: "example-\(index + 1).yaml")
      } catch {
        Issue.record("example \(index + 1) of docs/scenario-format.md does not load:\n\(error)")
      }
    }
  }

  @Test func everyExampleScriptHoldsOnBothPlatforms() throws {
    let earshot = try ChildProcess.earshot()
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let examples = Self.blocks("yaml", in: try Self.document()).filter { $0.contains("\nelements:") }
    for (index, example) in examples.enumerated() {
      #expect(
        example.contains("platform ios") && example.contains("platform android"),
        "example \(index + 1) plays one platform only")
      let file = folder.appendingPathComponent("example-\(index + 1).yaml")
      try Data(example.utf8).write(to: file)
      let result = try ChildProcess.run(earshot, ["play", file.path, "--no-audio"])
      #expect(result.status == 0, "example \(index + 1) of docs/scenario-format.md:\n\(result.standardError)")
    }
  }

  @Test func theErrorExampleIsWhatEarshotPrints() throws {
    // The 'Mistakes and limits' listing is the output for this file.
    let yaml = """
      title: Checkout
      elements:
        - buton: Continue
        - checkbox: { lable: Save address }
        - dropdown: { label: Country, options: [Canada, Mexico], selected: France }
        - date-picker: { label: Birthday, value: 1990-02-30 }
        - button: { label: Delete, opens: confirm }
      modals:
        confirm:
          kind: alert
          elements:
            - button: { label: Cancel, closes: true, id: cancel }
            - button: { label: Really cancel, id: cancel }
      """
    var printed = ""
    do {
      _ = try ScenarioLoader.parse(text: yaml, file: "checkout.yaml")
    } catch {
      printed = error.description + "\n"
    }
    let listing = Self.blocks("text", in: try Self.document())
    #expect(listing.contains(printed), "docs/scenario-format.md's error listing differs from:\n\(printed)")
  }
}

import EarshotTestSupport
import Foundation
import Playback
import ScreenReader
import Testing

/// The command table is the one place a command is declared: every declaration
/// is parsed where it is allowed, and docs/repl.md lists what it declares.
@Suite struct CommandTableTests {
  @Test func noWordCallsTwoCommands() {
    var seen: [String: String] = [:]
    for declaration in CommandTable.all {
      for word in declaration.words {
        #expect(seen[word] == nil, "'\(word)' is declared by both '\(seen[word] ?? "")' and '\(declaration.name)'")
        seen[word] = declaration.name
      }
    }
    let gestureHeads = Set(Gesture.all.map(\.spelling))
    for word in seen.keys {
      #expect(!gestureHeads.contains(word), "'\(word)' is both a command and a gesture")
    }
  }

  @Test func everyEngineAndScriptCommandParsesItsOwnExampleOnBothPlatforms() {
    for declaration in CommandTable.all where declaration.isAllowedInScripts {
      for platform in Platform.allCases {
        let parsed = ScriptParser.parse(declaration.example, platform: platform)
        guard case .success(let command) = parsed else {
          Issue.record("'\(declaration.example)' (the example of '\(declaration.name)') does not parse: \(parsed)")
          continue
        }
        if declaration.scope == .engine {
          guard case .engine = command else {
            Issue.record("'\(declaration.example)' is not a screen-reader command")
            continue
          }
        }
      }
    }
  }

  @Test func everyAliasParsesAsItsCommand() {
    for declaration in CommandTable.all where declaration.scope == .engine && declaration.argument == .count {
      for alias in declaration.aliases {
        let viaAlias = ScriptParser.parse(alias, platform: .ios)
        let viaName = ScriptParser.parse(declaration.name, platform: .ios)
        guard case .success(.engine(let aliased, _, _)) = viaAlias, case .success(.engine(let named, _, _)) = viaName
        else {
          Issue.record("'\(alias)' does not parse as '\(declaration.name)'")
          continue
        }
        #expect(aliased == named)
      }
    }
  }

  @Test func everyScriptWordHasItsParserAndEveryParserADeclaration() {
    #expect(ScriptParser.wordsWithParsers == Set(CommandTable.declarations(in: .script).map(\.name)))
  }

  @Test func replCommandsAreNotScriptCommands() {
    for declaration in CommandTable.declarations(in: .repl) {
      guard case .failure(let failure) = ScriptParser.parse(declaration.example, platform: .ios) else {
        Issue.record("the script parser accepts the REPL's '\(declaration.example)'")
        continue
      }
      #expect(failure.message.hasPrefix("unknown command"))
    }
  }

  @Test func whatAScriptHoldsNamesEveryScriptWord() {
    for declaration in CommandTable.declarations(in: .script) {
      #expect(CommandTable.whatAScriptHolds.contains(declaration.name))
    }
  }

  @Test func playHelpListsEveryCommandAScriptMayHold() {
    let text = CommandTableText.scriptLanguage()
    for declaration in CommandTable.all where declaration.isAllowedInScripts {
      #expect(text.contains(declaration.usage), "play --help does not list '\(declaration.usage)'")
    }
    for gesture in Gesture.all {
      #expect(text.replacingOccurrences(of: "\n    ", with: " ").contains(gesture.spelling))
    }
    for declaration in CommandTable.declarations(in: .repl) {
      #expect(!text.contains("  " + declaration.usage + " "), "play --help lists the REPL's '\(declaration.usage)'")
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 78 })
  }

  @Test func theScriptSectionOfTheScenarioFormatNamesEveryCommandAScriptMayHold() throws {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)
    let section = try #require(text.range(of: "## Scripts")).upperBound
    let scripts = String(text[section...])
    for declaration in CommandTable.all where declaration.isAllowedInScripts {
      #expect(
        scripts.contains("`\(declaration.name)"), "docs/scenario-format.md's Scripts never names '\(declaration.name)'")
    }
  }

  @Test func theReplDocumentsCommandListIsTheGeneratedOne() throws {
    let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/repl.md"), encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- commands:begin -->\n"), "the commands:begin marker is missing")
    let end = try #require(text.range(of: "<!-- commands:end -->"), "the commands:end marker is missing")
    #expect(
      String(text[begin.upperBound..<end.lowerBound]) == CommandTableText.markdown,
      "docs/repl.md's command list is out of date with the command table; run scripts/update-reference.sh")
    for declaration in CommandTable.all {
      let cell = declaration.usage.replacingOccurrences(of: "|", with: "\\|")
      #expect(text.contains("| `\(cell)` |"), "docs/repl.md does not list '\(declaration.usage)'")
    }
  }
}

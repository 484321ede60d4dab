import EarshotTestSupport
import Foundation
import Playback
import ScreenReader
import Testing

/// The command table is the one place a command of the command language is
/// declared: every declaration is parsed where it is allowed. (ReplCommandTableTests
/// holds the whole table with the REPL's own commands: no word calls two commands,
/// `help`, completion and docs/repl.md's list.)
@Suite struct CommandTableTests {
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

  @Test func everyScriptWordParsesItsOwnExampleAsItself() {
    for declaration in CommandTable.declarations(in: .script) {
      for word in declaration.words {
        let line = word + declaration.example.dropFirst(declaration.name.count)
        guard case .success(let command) = ScriptParser.parse(line, platform: .ios) else {
          Issue.record("'\(line)' (the example of '\(declaration.name)') does not parse")
          continue
        }
        if case .engine = command { Issue.record("'\(line)' is read as a screen-reader command") }
      }
    }
  }

  @Test func whatAScriptHoldsNamesEveryScriptWord() {
    for declaration in CommandTable.declarations(in: .script) {
      #expect(CommandTable.whatAScriptHolds.contains(declaration.name))
    }
  }

  @Test func playHelpListsEveryCommandAScriptMayHold() {
    let text = CommandTableText.scriptLanguage()
    // A name of two words (`next heading`) may be wrapped between them.
    let unwrapped = text.replacingOccurrences(of: "\n    ", with: " ")
    for declaration in CommandTable.all where declaration.isAllowedInScripts {
      #expect(unwrapped.contains(declaration.usage), "play --help does not list '\(declaration.usage)'")
    }
    for gesture in Gesture.all {
      #expect(text.replacingOccurrences(of: "\n    ", with: " ").contains(gesture.spelling))
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
}

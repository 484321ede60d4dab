import EarshotTestSupport
import Foundation
import Playback
import Scenario
import ScreenReader
import Testing

@testable import EarshotCLI

/// What a user of the REPL and of scripts notices of the command table: every
/// declared command is in `help` and docs/repl.md, completes with Tab, calls one
/// command only, and a script holding a REPL command is refused where it stands.
@Suite struct ReplCommandTableTests {
  static func player() throws -> Player {
    let yaml = """
      title: Table
      elements:
        - button: Continue
        - checkbox: { label: Subscribe, actions: [Delete] }
      """
    return Player(screen: try ScenarioLoader.parse(text: yaml, file: "table.yaml").screen, platform: .both)
  }

  @Test func everyReplCommandIsTheREPLsAloneAndHandlesItsOwnName() {
    var names: Set<String> = []
    for handler in ReplCommands.handlers {
      let declaration = handler.declaration
      #expect(declaration.scope == .repl, "'\(declaration.name)' is handled by the REPL but declared for scripts")
      #expect(names.insert(declaration.name).inserted, "two REPL commands are both named '\(declaration.name)'")
      #expect(ReplCommands.handler(named: declaration.name) == handler)
    }
    #expect(ReplCommandTable.declarations(in: .repl).map(\.name) == ReplCommands.all.map(\.name))
  }

  @Test func noWordCallsTwoCommands() {
    var seen: [String: String] = [:]
    for declaration in ReplCommandTable.all {
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

  @Test func replCommandsAreNotScriptCommands() {
    for declaration in ReplCommands.all {
      guard case .failure(let failure) = ScriptParser.parse(declaration.example, platform: .ios) else {
        Issue.record("the script parser accepts the REPL's '\(declaration.example)'")
        continue
      }
      #expect(failure.message.hasPrefix("unknown command"))
    }
    let playHelp = CommandTableText.scriptLanguage()
    for declaration in ReplCommands.all {
      #expect(
        !playHelp.contains("  " + declaration.usage + " "), "play --help lists the REPL's '\(declaration.usage)'")
    }
  }

  @Test func theReplDocumentsCommandListIsTheGeneratedOne() throws {
    let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/repl.md"), encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- commands:begin -->\n"), "the commands:begin marker is missing")
    let end = try #require(text.range(of: "<!-- commands:end -->"), "the commands:end marker is missing")
    #expect(
      String(text[begin.upperBound..<end.lowerBound]) == ReplCommandTable.markdown,
      "docs/repl.md's command list is out of date with the command table; run scripts/update-reference.sh")
    for declaration in ReplCommandTable.all {
      let cell = declaration.usage.replacingOccurrences(of: "|", with: "\\|")
      #expect(text.contains("| `\(cell)` |"), "docs/repl.md does not list '\(declaration.usage)'")
    }
  }

  @Test func helpListsEveryCommandAndExplainsEachWord() {
    let text = ReplHelp.text()
    for declaration in ReplCommandTable.all {
      #expect(text.contains("  " + declaration.usage + "  "), "help does not list '\(declaration.usage)'")
      for word in declaration.words {
        let help = ReplHelp.help(for: word)
        #expect(help?.contains(declaration.summary) == true, "'help \(word)' does not explain '\(declaration.name)'")
      }
    }
    for gesture in Gesture.all {
      #expect(ReplHelp.help(for: gesture.spelling)?.contains(gesture.meaning) == true)
    }
  }

  @Test func helpFitsTheTerminalWithSummariesWrappedUnderThemselves() throws {
    let columns = 80
    let lines = ReplHelp.text(columns: columns).split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= columns }, "a help line is wider than \(columns) columns")
    // A continued summary starts under the summary above it, not at the left edge.
    let declaration = try #require(ReplCommandTable.declaration(for: "talkback-order"))
    let index = try #require(lines.firstIndex { $0.hasPrefix("  " + declaration.usage + " ") })
    let summaryStart = try #require(lines[index].range(of: declaration.summary.prefix(20)))
    let column = lines[index].distance(from: lines[index].startIndex, to: summaryStart.lowerBound)
    let continued = lines[index + 1]
    #expect(continued.prefix { $0 == " " }.count == column, "'\(continued)' is not under its summary")
    // Every word of every summary is still there.
    let joined = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    for declaration in ReplCommandTable.all {
      #expect(joined.contains(declaration.summary.split(separator: " ").joined(separator: " ")))
    }
  }

  @Test func oneCommandsHelpFitsTheTerminalToo() throws {
    let help = try #require(ReplHelp.help(for: "talkback-order"))
    let lines = ReplHelp.fitted(help, columns: 50).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 50 }, "\(lines)")
    #expect(lines.count > help.split(separator: "\n").count, "nothing was wrapped")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") }, "a continued line left its indent")
  }

  @Test func helpNamesTheGesturesOfEachReader() {
    let help = ReplHelp.help(for: "escape") ?? ""
    #expect(help.contains("VoiceOver: scrub, two-finger scrub"))
    #expect(help.contains("TalkBack: back, swipe down then left"))
  }

  @Test func tabCompletesEveryCommandAndItsArguments() throws {
    var player = try Self.player()
    _ = try player.run(.engine(.touch("Subscribe"), typed: "touch Subscribe"))
    let table = ReplCompletions.table(player: player, voices: ["en-us"], variants: ["fixed"])
    let completions = ReplCompletions(table)
    for declaration in ReplCommandTable.all {
      for word in declaration.words {
        let candidates = completions.candidates(for: word)
        #expect(
          candidates.contains(declaration.needsArgument ? word + " " : word), "Tab does not complete '\(word)'")
      }
    }
    for line in [
      "touch Continue", "expect-focus Subscribe", "action Delete", "key shift-tab", "platform both", "hints off",
      "locale de", "talkback-order role-name-state", "voice android en-us", "variant fixed", "help swipe right",
      "text off",
    ] {
      #expect(table.contains(line), "Tab does not complete '\(line)'")
    }
  }

  @Test func aScriptRefusesEachReplCommandWhereItStandsAndHoldsTheRest() {
    for declaration in ReplCommandTable.all {
      let lines = ScriptSource.split("next\n  " + declaration.example, file: "t.script")
      let (commands, errors) = ScriptSource.parse(lines, platform: .ios)
      if declaration.isAllowedInScripts {
        #expect(errors.isEmpty, "a script refuses '\(declaration.example)': \(errors)")
        #expect(commands.count == 2)
      } else {
        let word = declaration.example.split(separator: " ")[0]
        #expect(
          errors.map(\.description) == [
            "t.script:2:3: error: '\(word)' works only in the REPL; " + CommandTable.whatAScriptHolds
          ])
      }
    }
  }
}

import EarshotCLI
import Foundation
import Playback
import Scenario
import ScreenReader

/// The screen every fuzzed script runs over: one of each kind that a script can
/// touch, open, adjust or type into, and a modal, so commands reach the engine.
let screen: Screen = {
  let text = """
    title: Fuzz
    elements:
      - heading: Newsletter
      - checkbox: Subscribe
      - switch: { label: Daily digest, on: false }
      - radio-group: { label: Format, options: [HTML, Plain text], selected: HTML }
      - dropdown: { label: Language, options: [English, French], selected: English }
      - picker: { label: Day, options: [Monday, Tuesday], selected: Monday }
      - date-picker: { label: Start date, value: 2026-12-01 }
      - time-picker: { label: Send at, value: "08:00" }
      - slider: { label: Volume, value: 40 }
      - text-field: { label: Email, placeholder: name@example.com }
      - list: { label: Recent, items: [Spring, Summer] }
      - disclosure: { label: More, content: [Details.] }
      - link: Terms
      - button: { label: Delete, opens: confirm, actions: [Archive] }
    modals:
      confirm:
        kind: alert
        title: Delete?
        elements:
          - button: { label: Cancel, closes: true }
    """
  do {
    return try ScenarioLoader.parse(text: text, file: "fuzz.yaml").screen
  } catch {
    fatalError("the fuzz target's own scenario does not load: \(error)")
  }
}()

/// Whether scripts that parse are also played (`EARSHOT_FUZZ_PLAY=1`): it covers the
/// engine behind each command, at a few dozen inputs a second instead of thousands.
let plays = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_PLAY"] == "1"

/// libFuzzer's entry point: every input is a script, as `play --script FILE` reads
/// it. It is split into lines and parsed up front for each platform choice, as
/// `play` does before anything runs; mistakes must be located inside their line.
/// With `plays`, what parses is then run over `screen`, as `play` would: user errors
/// (an unknown element) are fine, a crash, a trap or a hang is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func scriptParserFuzzer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  // `ScriptSource.read` refuses what is not UTF-8 before parsing.
  guard let text = String(data: data, encoding: .utf8) else { return 0 }
  let lines = ScriptSource.split(text, file: "fuzz.script")
  let rawLines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  for choice in [PlatformChoice.ios, .android, .both] {
    let (commands, errors) = ScriptSource.parse(lines, platform: choice)
    for error in errors {
      // Every mistake points at a column of its own line.
      guard let location = error.location, location.line >= 1, location.line <= rawLines.count else {
        fatalError("a script error outside the script: \(error)")
      }
      let lineLength = rawLines[location.line - 1].count
      if location.column < 1 || location.column > lineLength + 1 {
        fatalError("column \(location.column) is outside line \(location.line) (\(lineLength) characters): \(error)")
      }
    }
    guard plays, errors.isEmpty else { continue }
    var player = Player(screen: screen, platform: choice)
    for (line, command) in commands {
      _ = try? player.run(command, typed: line.text)
    }
  }
  return 0
}

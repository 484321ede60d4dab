import Audit
import LineEditing
import Playback
import ScreenReader

/// The REPL's own commands (`ReplCommands` in the command table), each a small
/// handler found by its declaration's name. Adding a REPL command: its
/// declaration in `ReplCommands`, its handler here.
extension Repl {
  /// What a handler is given: the word as typed (`rate`, `exit`) and what followed it.
  struct Invocation {
    var word: String
    var argument: String
  }

  /// Whether the REPL goes on after a command.
  enum Outcome {
    case proceed, quit
  }

  typealias Handler = @Sendable (inout Repl, Invocation) -> Outcome

  /// Each REPL command's handler, by its declaration's name; a test holds every
  /// REPL declaration to having one.
  static let handlers: [String: Handler] = [
    "quit": { _, _ in .quit },
    "help": proceeding { repl, invocation in repl.help(invocation.argument) },
    "repeat": proceeding { repl, _ in repl.repeatLast() },
    "where": proceeding { repl, _ in repl.describeFocus() },
    "tree": proceeding { repl, _ in
      if !repl.heldBack("tree", reveals: "every element's name, role and state") { repl.showTree() }
    },
    "check": proceeding { repl, _ in
      if !repl.heldBack("check", reveals: "what the screen fails and where: the answer") { repl.checkScreen() }
    },
    "why": proceeding { repl, _ in
      if !repl.heldBack("why", reveals: "what was said, word by word") { repl.explainLast() }
    },
    "earcons": proceeding { repl, invocation in repl.setEarcons(invocation.argument) },
    "mute": proceeding { repl, _ in repl.mute() },
    "unmute": proceeding { repl, _ in repl.unmute() },
    "voice": proceeding { repl, invocation in repl.setVoice(invocation.argument) },
    "rate": proceeding { repl, invocation in repl.setVoiceSetting(invocation.word, invocation.argument) },
    "pitch": proceeding { repl, invocation in repl.setVoiceSetting(invocation.word, invocation.argument) },
    "volume": proceeding { repl, invocation in repl.setVoiceSetting(invocation.word, invocation.argument) },
    "load": proceeding { repl, invocation in repl.loadScenario(invocation.argument) },
    "reload": proceeding { repl, _ in repl.reloadScenario() },
    "record": proceeding { repl, invocation in repl.startRecording(invocation.argument, replacing: false) },
    "record!": proceeding { repl, invocation in repl.startRecording(invocation.argument, replacing: true) },
    "save": proceeding { repl, invocation in repl.saveUnsaved(invocation.argument) },
    "stop": proceeding { repl, _ in repl.stopRecording() },
    "text": proceeding { repl, invocation in repl.setText(invocation.argument) },
    "show": proceeding { repl, _ in repl.show() },
    "variant": proceeding { repl, invocation in repl.switchVariant(invocation.argument) },
  ]

  /// A handler that does its work and lets the REPL go on.
  static func proceeding(_ body: @escaping @Sendable (inout Repl, Invocation) -> Void) -> Handler {
    { repl, invocation in
      body(&repl, invocation)
      return .proceed
    }
  }

  /// Runs one line; false ends the REPL. A REPL command goes to its handler;
  /// everything else is the command language (gestures, `platform`, `expect`...).
  mutating func handle(_ line: String) -> Bool {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    let word = words[0].lowercased()
    let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    guard let declaration = CommandTable.declaration(for: word), declaration.scope == .repl,
      let handler = Self.handlers[declaration.name]
    else {
      runScript(line)
      return true
    }
    return handler(&self, Invocation(word: word, argument: argument)) == .proceed
  }

  /// `help` and `help COMMAND`.
  func help(_ topic: String) {
    if topic.isEmpty {
      print(ReplHelp.text(columns: interactive ? LineEditor.terminalColumns() : nil))
    } else if let help = ReplHelp.help(for: topic) {
      print(ReplHelp.fitted(help, columns: interactive ? LineEditor.terminalColumns() : nil))
    } else {
      let suggestion = Suggestion.didYouMean(topic, among: ReplHelp.topics)
      error("no help on '\(topic)'" + (suggestion.isEmpty ? "; 'help' lists every command" : suggestion))
    }
  }

  /// `tree`: the accessibility tree of each reader in play.
  func showTree() {
    print(player.sessions.map { TreeRenderer.render($0, style: style) }.joined(separator: "\n"))
  }

  /// `check`: the success criteria the screen fails, with where.
  func checkScreen() {
    let findings = Auditor.audit(loaded.screen, locale: player.locale)
    if findings.isEmpty { note("no findings: every success-criteria check passes") }
    for finding in findings { print("  " + style.error(finding.description)) }
  }

  /// `why`: which property or rule produced each part of the last utterance.
  func explainLast() {
    guard let last, last.results.contains(where: { !$0.events.utterances.isEmpty }) else {
      return note("nothing said yet: try 'next', then 'why'")
    }
    // A reader speaking as an older version says so: its words are that version's.
    var versions: [Platform: String] = [:]
    for session in player.sessions where session.reader.version != ReaderVersion.latest(session.reader.kind) {
      versions[session.platform] = "\(session.reader.version.name), \(session.reader.version.source)"
    }
    print(WhyRenderer.render(typed: last.typed, results: last.results, style: style, versions: versions))
  }

  mutating func setEarcons(_ argument: String) {
    guard let value = onOff(argument, for: "earcons") else { return }
    earconsEnabled = value
    note("earcons \(value ? "on" : "off")")
  }

  mutating func mute() {
    live?.interrupt()
    muted = true
    note("muted (text still prints; 'unmute' to hear it again)")
  }

  mutating func unmute() {
    muted = false
    note(live == nil ? "no sound device here: nothing to unmute ('record FILE.wav' saves speech)" : "sound on")
  }

  /// `load FILE`: another scenario, afresh.
  mutating func loadScenario(_ path: String) {
    guard !path.isEmpty else {
      return error("'load' takes a scenario path, e.g. load scenarios/tour.yaml (Tab completes paths)")
    }
    emit(load(path, keepFocus: false).lines)
  }

  /// `reload`: this scenario read again, keeping focus.
  mutating func reloadScenario() {
    emit(load(path, keepFocus: true).lines)
  }

  /// `stop`: ends the recording and saves it.
  mutating func stopRecording() {
    if recording == nil { note("not recording ('record FILE.wav' starts)") } else { finishRecording() }
  }
}

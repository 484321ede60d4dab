import CReadline
import Foundation

/// Reads command lines: with GNU readline on a terminal (history kept across
/// runs, tab completion, Ctrl-C clears the line, Ctrl-Z suspends to the shell),
/// plainly when stdin is piped.
///
/// On a terminal it uses readline's callback interface under its own `select`
/// loop, so it can run work while the user is idle at the prompt (noticing an
/// edited file) and print a note above the prompt without garbling what is
/// being typed. Everything happens on the thread that calls `readLine`.
public final class LineEditor {
  /// Supplies completion candidates: given the text being completed (the line
  /// up to the cursor), whole-line candidates that start with it.
  public typealias Completer = @Sendable (_ text: String) -> [String]

  public let isInteractive: Bool
  let historyPath: String?
  /// How long the prompt may sit idle before `idle` runs again.
  let idleInterval: Int32 = 200

  /// - Parameters:
  ///   - historyPath: file the history is read from and written to (nil: none).
  ///   - completer: candidates for Tab.
  public init(historyPath: String?, completer: @escaping Completer) {
    isInteractive = isatty(STDIN_FILENO) == 1
    self.historyPath = isInteractive ? historyPath : nil
    LineEditorHooks.completer.withLock { $0 = completer }
    earshot_unblock_signals()
    guard isInteractive else { return }
    earshot_rl_set_name(LineEditorHooks.programName)
    earshot_rl_set_completer { text, start, end in LineEditorHooks.complete(text, start, end) }
    earshot_rl_set_display_matches_hook { matches, count, longest in LineEditorHooks.display(matches, count, longest) }
    // Element names have spaces: complete the whole line typed so far.
    earshot_rl_set_word_breaks(LineEditorHooks.wordBreaks)
    earshot_rl_leave_signals_to_caller()
    _ = earshot_install_handler(SIGINT) { _ in LineEditorHooks.interrupted.store(true, ordering: .relaxed) }
    _ = earshot_install_handler(SIGTSTP, LineEditorHooks.onSuspendSignal)
    using_history()
    if let historyPath {
      try? FileManager.default.createDirectory(
        atPath: (historyPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      if let refusal = HistoryFile.refusal(historyPath) {
        FileHandle.standardError.write(
          Data("earshot: history is not kept: \(refusal); remove it to keep history\n".utf8))
      } else {
        HistoryFile(path: historyPath).load()  // not there on the first run
      }
      stifle_history(Self.historyLimit)
    }
  }

  /// Lines kept in the history file.
  public static let historyLimit: Int32 = 2000

  /// Whether Ctrl-C was pressed since the last call (and forgets it): lets a caller that
  /// waits outside `readLine` (speech playing to its end) stop when the user asks.
  public func takeInterrupt() -> Bool {
    LineEditorHooks.interrupted.exchange(false, ordering: .relaxed)
  }

  /// The next line (trailing spaces trimmed), or nil at end of input (Ctrl-D on an empty line).
  ///
  /// - Parameters:
  ///   - prompt: shown on a terminal; nothing is shown for piped input.
  ///   - idle: runs every fraction of a second while the user types nothing;
  ///     text it returns (whole lines) is printed above the prompt.
  ///   - interrupt: runs on Ctrl-C, before the line is cleared, and on Ctrl-Z, before suspending.
  public func readLine(prompt: String, idle: () -> String? = { nil }, interrupt: () -> Void = {}) -> String? {
    guard isInteractive else {
      guard var line = readPipedLine() else { return nil }
      while line.last?.isWhitespace == true { line.removeLast() }
      return line
    }
    LineEditorHooks.interrupted.store(false, ordering: .relaxed)
    LineEditorHooks.result.withLock { $0 = nil }
    rl_callback_handler_install(prompt) { raw in LineEditorHooks.accept(raw) }
    var outcome: LineEditorHooks.Outcome?
    while outcome == nil {
      if LineEditorHooks.interrupted.exchange(false, ordering: .relaxed) {
        interrupt()
        earshot_rl_abandon_line()
        continue
      }
      if LineEditorHooks.suspendRequested.exchange(false, ordering: .relaxed) {
        interrupt()  // a stopped screen reader is silent
        earshot_rl_suspend(LineEditorHooks.onSuspendSignal)
        continue
      }
      let ready = earshot_wait_for_input(STDIN_FILENO, idleInterval)
      if ready > 0 {
        rl_callback_read_char()
      } else if ready == 0 {
        if let text = idle(), !text.isEmpty {
          earshot_rl_print_above_prompt(text.hasSuffix("\n") ? text : text + "\n")
        }
      } else if errno != EINTR {
        rl_callback_handler_remove()
        return nil
      }
      outcome = LineEditorHooks.result.withLock { $0 }
    }
    guard case .line(var line) = outcome else {
      print("")  // Ctrl-D: leave the shell's prompt on a line of its own
      return nil
    }
    while line.last?.isWhitespace == true { line.removeLast() }
    remember(line)
    return line
  }

  /// The longest piped line read: a command is a few dozen characters. One endless
  /// line (`tr -d '\\n' < /dev/zero |`) grew to 2 GB and then ended the REPL silently.
  public static let longestPipedLine = 64 * 1024

  /// Set when piped input stopped at a line longer than `longestPipedLine`: the caller
  /// reports bad input (exit 2) instead of a normal end.
  public private(set) var stoppedAtLongLine = false
  private var pipedLineNumber = 0

  /// Bytes read from piped standard input and not yet returned as lines.
  private var pending: [UInt8] = []
  private var pendingStart = 0
  private var inputEnded = false

  /// The next piped line (without its newline), read with read(2) in 64 KB blocks up
  /// to the limit (a signal interrupting the read is retried, not taken for the end);
  /// nil at the end of input, or (saying so) at a line over the limit.
  func readPipedLine() -> String? {
    guard !stoppedAtLongLine else { return nil }
    pipedLineNumber += 1
    var searched = pendingStart
    while true {
      let newline = pending[searched...].firstIndex(of: 10)
      if let newline, newline - pendingStart <= Self.longestPipedLine {
        return takeLine(upTo: newline, skipping: 1)
      }
      searched = pending.count
      if (newline ?? pending.count) - pendingStart > Self.longestPipedLine {
        stoppedAtLongLine = true
        let message =
          "earshot: error: <stdin>:\(pipedLineNumber): the line is longer than \(Self.longestPipedLine / 1024) KB; stopped reading input there\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        return nil
      }
      if inputEnded {
        return pendingStart < pending.count ? takeLine(upTo: pending.count, skipping: 0) : nil
      }
      if pendingStart > 0 {
        pending.removeFirst(pendingStart)
        searched -= pendingStart
        pendingStart = 0
      }
      var block = [UInt8](repeating: 0, count: 64 * 1024)
      let count = block.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        inputEnded = true
        continue
      }
      pending.append(contentsOf: block[0..<count])
    }
  }

  /// The pending bytes up to `end` as a line ("\r\n" ends one too), dropping `skipping` more.
  private func takeLine(upTo end: Int, skipping: Int) -> String {
    var bytes = pending[pendingStart..<end]
    if bytes.last == 13 { bytes = bytes.dropLast() }
    pendingStart = end + skipping
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Adds a line to the history (not a repeat of the last one) and saves it.
  func remember(_ line: String) {
    guard !line.isEmpty else { return }
    if let last = earshot_history_last(), String(cString: last) == line { return }
    add_history(line)
    if let historyPath { HistoryFile(path: historyPath).save() }
  }

  /// The default history file: $XDG_STATE_HOME/earshot/history or ~/.local/state/earshot/history.
  public static func defaultHistoryPath() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/earshot/history" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/earshot/history" }
    return nil
  }

  /// The width of the terminal standard output is on, or nil when it is not a terminal.
  public static func terminalColumns() -> Int? {
    let columns = Int(earshot_terminal_columns(STDOUT_FILENO))
    return columns > 0 ? columns : nil
  }
}

import CReadline
import Foundation
import Synchronization

/// Reads command lines: with GNU readline on a terminal (history kept across
/// runs, tab completion, Ctrl-C clears the line), plainly when stdin is piped.
public final class LineEditor {
  /// Supplies completion candidates: given the word being completed and the whole line.
  public typealias Completer = @Sendable (_ word: String, _ line: String) -> [String]

  public let isInteractive: Bool
  let historyPath: String?

  /// - Parameters:
  ///   - historyPath: file the history is read from and written to (nil: none).
  ///   - completer: candidates for Tab.
  ///   - onInterrupt: called on Ctrl-C (e.g. to cut speech off).
  public init(historyPath: String?, completer: @escaping Completer, onInterrupt: @escaping @Sendable () -> Void) {
    isInteractive = isatty(STDIN_FILENO) == 1
    self.historyPath = historyPath
    LineEditorHooks.completer.withLock { $0 = completer }
    LineEditorHooks.interrupt.withLock { $0 = onInterrupt }
    guard isInteractive else { return }
    earshot_rl_set_name(LineEditorHooks.programName)
    earshot_rl_set_completer(completeHook)
    // Element names have spaces; only these break words for completion.
    earshot_rl_set_word_breaks(LineEditorHooks.wordBreaks)
    earshot_rl_set_signal_hook(signalHook)
    signal(SIGINT, interruptHandler)
    if let historyPath {
      try? FileManager.default.createDirectory(
        atPath: (historyPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = read_history(historyPath)  // ENOENT on the first run is fine
      stifle_history(2000)
    }
  }

  /// The next line, or nil at end of input (Ctrl-D on an empty line).
  public func readLine(prompt: String) -> String? {
    guard isInteractive else { return Swift.readLine(strippingNewline: true) }
    LineEditorHooks.interrupted.store(false, ordering: .relaxed)
    guard let raw = readline(prompt) else { return nil }
    defer { free(raw) }
    var line = String(cString: raw)
    while line.last == " " { line.removeLast() }
    if !line.isEmpty {
      add_history(line)
      if let historyPath { _ = write_history(historyPath) }
    }
    return line
  }

  /// The default history file: $XDG_STATE_HOME/earshot/history or ~/.local/state/earshot/history.
  public static func defaultHistoryPath() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/earshot/history" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/earshot/history" }
    return nil
  }
}

/// State the C callbacks reach: readline calls them with no context pointer.
enum LineEditorHooks {
  static let completer = Mutex<LineEditor.Completer?>(nil)
  static let interrupt = Mutex<(@Sendable () -> Void)?>(nil)
  static let interrupted = Atomic<Bool>(false)
  /// readline keeps these pointers for the whole process.
  nonisolated(unsafe) static let programName: UnsafeMutablePointer<CChar> = strdup("earshot")
  nonisolated(unsafe) static let wordBreaks: UnsafeMutablePointer<CChar> = strdup("\t\n")
}

/// SIGINT: only note it; the work happens in the signal hook, outside the handler.
private func interruptHandler(_ signal: Int32) {
  LineEditorHooks.interrupted.store(true, ordering: .relaxed)
}

/// readline calls this when a read was interrupted by a signal.
private func signalHook() -> Int32 {
  if LineEditorHooks.interrupted.exchange(false, ordering: .relaxed) {
    LineEditorHooks.interrupt.withLock { $0 }?()
    earshot_rl_abandon_line()
  }
  return 0
}

/// Tab completion: candidates from the completer, never file names.
private func completeHook(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  earshot_rl_set_completion_over(1)
  let word = text.map { String(cString: $0) } ?? ""
  let line = earshot_rl_line_buffer().map { String(cString: $0) } ?? ""
  let prefix = String(line.prefix(Int(start)))
  let candidates = LineEditorHooks.completer.withLock { $0 }?(word, prefix + word) ?? []
  CompletionCandidates.current.withLock { $0 = candidates }
  return rl_completion_matches(text, completionGenerator)
}

enum CompletionCandidates {
  static let current = Mutex<[String]>([])
}

/// readline asks for candidates one at a time and frees each: return strdup copies.
private func completionGenerator(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
  let candidates = CompletionCandidates.current.withLock { $0 }
  let index = Int(state)
  guard index < candidates.count else { return nil }
  return strdup(candidates[index])
}

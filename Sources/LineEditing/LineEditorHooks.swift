import CReadline
import Foundation
import Synchronization

/// State readline's C callbacks reach (they get no context pointer), and the
/// callbacks themselves. Every callback runs on the thread inside `readLine`,
/// except the SIGINT and SIGTSTP handlers, which only set atomic flags.
enum LineEditorHooks {
  enum Outcome: Sendable, Equatable {
    case line(String)
    case endOfInput
  }

  static let completer = Mutex<LineEditor.Completer?>(nil)
  /// Set by the SIGINT handler; the read loop acts on it.
  static let interrupted = Atomic<Bool>(false)
  /// Set by the SIGTSTP handler (Ctrl-Z); the read loop suspends the process.
  static let suspendRequested = Atomic<Bool>(false)
  static let onSuspendSignal: @convention(c) (Int32) -> Void = { _ in
    LineEditorHooks.suspendRequested.store(true, ordering: .relaxed)
  }
  /// What the line handler received for the current `readLine`.
  static let result = Mutex<Outcome?>(nil)
  /// The text Tab was completing, so the list can show candidates without it.
  static let completing = Mutex<String>("")
  /// readline keeps these pointers for the whole process.
  nonisolated(unsafe) static let programName: UnsafeMutablePointer<CChar> = strdup("earshot")
  nonisolated(unsafe) static let wordBreaks: UnsafeMutablePointer<CChar> = strdup("\t\n")

  /// readline's line handler: keeps the line and stops reading, so no new
  /// prompt is drawn until the caller asks for the next line.
  static func accept(_ raw: UnsafeMutablePointer<CChar>?) {
    let outcome: Outcome
    if let raw {
      outcome = .line(String(cString: raw))
      free(raw)
    } else {
      outcome = .endOfInput
    }
    result.withLock { $0 = outcome }
    rl_callback_handler_remove()
  }

  /// Tab: candidates from the completer, never file names. Builds readline's
  /// match array itself (first the text to insert, then every match), with a
  /// case-insensitive common prefix so `touch sub` completes to `touch Subscribe`.
  static func complete(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
  ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    earshot_rl_set_completion_over(1)
    let typed = text.map { String(cString: $0) } ?? ""
    completing.withLock { $0 = typed }
    let candidates = completer.withLock { $0 }?(typed) ?? []
    guard !candidates.isEmpty else { return nil }
    let insert = candidates.count == 1 ? candidates[0] : CompletionList.commonPrefix(candidates, atLeast: typed)
    // A folder goes on being completed: no space after its slash.
    if candidates.count == 1, insert.hasSuffix("/") { earshot_rl_set_append_character(0) }
    let entries = [insert] + (candidates.count == 1 ? [] : candidates)
    let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
    guard let memory = malloc(size) else { return nil }
    let matches = memory.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() { matches[index] = strdup(entry) }
    matches[entries.count] = nil
    return matches
  }

  /// Lists the matches in columns, without the words every match shares
  /// (`touch ` + Tab lists element names, not `touch` before each one).
  static func display(_ matches: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ count: Int32, _ longest: Int32)
  {
    guard let matches, count > 0 else { return }
    let items = (1...Int(count)).compactMap { matches[$0].map { String(cString: $0) } }
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    let typed = completing.withLock { $0 }
    let lines = CompletionList.layout(CompletionList.shown(items, typed: typed), width: Int(columns > 0 ? columns : 80))
    let text = "\n" + lines.joined(separator: "\n") + "\n"
    earshot_rl_show_list(text)
  }
}

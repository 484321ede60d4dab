import EarshotTestSupport
import Foundation
import Testing

/// `reload` (and the file watch, which calls the same code) keeps the open
/// popup or modal, focus in it, and what the user did on screen, and says what
/// could not be kept. Through the built `earshot`, with the file edited between
/// commands as a designer edits it while listening.
@Suite struct ReloadStateTests {
  static let scenario = """
    title: Reload
    elements:
      - checkbox: { id: news, label: Subscribe }
      - checkbox: { label: Offers }
      - dropdown: { label: Language, options: [English, French, German], selected: English }
      - button: { label: Delete, opens: confirm }
    modals:
      confirm:
        kind: alert
        title: Delete it?
        elements:
          - checkbox: { label: Also drafts }
          - button: { label: Cancel, closes: true }
    """

  /// A piped REPL fed a line at a time, whose output is read as it comes.
  final class Session: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let lock = NSLock()
    var received = Data()
    var text: String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: received, as: UTF8.self)
    }

    init(scenario: String) throws {
      process.executableURL = try ChildProcess.earshot()
      process.arguments = ["repl", scenario, "--no-audio"]
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = "1"
      process.environment = environment
      process.standardInput = input
      process.standardOutput = output
      process.standardError = output
      output.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let chunk = handle.availableData
        guard let self else { return }
        self.lock.lock()
        self.received.append(chunk)
        self.lock.unlock()
      }
      try process.run()
    }

    /// Sends lines, then waits for the output of the last one (a `where` prints its speech).
    func send(_ lines: [String]) throws -> String {
      let marker = "say \"done \(UUID().uuidString.prefix(8))\""
      // Counted before writing: a quick answer must not land before the count.
      let start = text.count
      input.fileHandleForWriting.write(Data((lines + [marker]).map { $0 + "\n" }.joined().utf8))
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        Thread.sleep(forTimeInterval: 0.02)
        let fresh = String(text.dropFirst(start))
        if let range = fresh.range(of: "> " + marker) {
          // The narration line follows the marker; what came before is the answer.
          return String(fresh[..<range.lowerBound])
        }
      }
      throw TestFailure("no answer to \(lines); so far: \(text)")
    }

    func finish() {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
      output.fileHandleForReading.readabilityHandler = nil
    }
  }

  @Test func aReloadKeepsThePopupFocusAndWhatTheUserChose() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("reload.yaml")
    try Data(Self.scenario.utf8).write(to: file)
    let session = try Session(scenario: file.path)
    defer { session.finish() }

    _ = try session.send([
      "touch Subscribe", "activate", "touch Offers", "activate", "touch Language", "activate", "next",
    ])
    // The designer renames one checkbox, removes the other, and adds a button above everything.
    let edited = Self.scenario.replacingOccurrences(of: "label: Subscribe }", with: "label: Newsletter }")
      .replacingOccurrences(of: "  - checkbox: { label: Offers }\n", with: "")
      .replacingOccurrences(of: "elements:\n  - checkbox", with: "elements:\n  - button: Help\n  - checkbox")
    try Data(edited.utf8).write(to: file)
    let reloaded = try session.send(["reload", "where"])
    #expect(reloaded.contains("still open: the popup"), "\(reloaded)")
    #expect(reloaded.contains("focus on 'French'"), "\(reloaded)")
    #expect(reloaded.contains("> where\n  French, button"), "\(reloaded)")
    #expect(
      reloaded.contains("reset: Offers: no element with id 'offers' now"), "what was done to it is lost: \(reloaded)")
    #expect(reloaded.components(separatedBy: "reset:").count == 2, "nothing else was reset: \(reloaded)")
    // The box ticked before the reload is still ticked, under its new label.
    let box = try session.send(["escape", "touch Newsletter"])
    #expect(box.contains("Newsletter, checked, button"), "\(box)")
  }

  @Test func theFileWatchKeepsTheModalAndSaysWhatWasReset() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("reload.yaml")
    try Data(Self.scenario.utf8).write(to: file)
    let session = try Session(scenario: file.path)
    defer { session.finish() }

    _ = try session.send([
      "touch Language", "activate", "touch German", "activate", "touch Delete", "activate", "touch Also drafts",
      "activate",
    ])
    // German is no longer offered; the alert gets a new title.
    let edited = Self.scenario.replacingOccurrences(of: "French, German]", with: "French]")
      .replacingOccurrences(of: "title: Delete it?", with: "title: Delete everything?")
    try Data(edited.utf8).write(to: file)
    // No 'reload': the file watch notices the edit before the next command.
    let reloaded = try session.send(["where", "previous"])
    #expect(reloaded.contains("changed on disk: reloaded; focus on 'Also drafts'"), "\(reloaded)")
    #expect(reloaded.contains("still open: the alert 'Delete everything?'"), "\(reloaded)")
    #expect(reloaded.contains("as the file says)\n  Also drafts, checked, button\n> previous"), "\(reloaded)")
    #expect(
      reloaded.contains("reset: Language: 'German' is no longer one of its options, so it is as the file says"),
      "\(reloaded)")
    #expect(reloaded.contains("> previous\n  Delete everything?"), "\(reloaded)")
    let closed = try session.send(["touch Cancel", "activate", "touch Language"])
    #expect(closed.contains("Language, English, button, collapsed"), "\(closed)")
  }
}

import Foundation
import Playback
import Rendering
import Scenario
import ScreenReader

/// `load`, `reload`, and picking up edits to the scenario file.
extension Repl {
  /// Loads a scenario; on a mistake keeps the one that was loaded.
  /// Returns whether it loaded, and what to print.
  mutating func load(_ newPath: String, keepFocus: Bool) -> (loaded: Bool, lines: [String]) {
    var status = stat()
    if stat(newPath, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG, (status.st_mode & S_IFMT) != S_IFDIR {
      // A FIFO or a device would block the REPL until someone wrote to it.
      return (
        false,
        [
          errorLine("\(newPath) is not a regular file; 'load' reads a scenario file (.yaml)"),
          style.dim("  (kept the scenario that was loaded)"),
        ]
      )
    }
    let fresh: LoadedScenario
    do {
      // The variant in play is kept when the same file is read again.
      if newPath != path { variantName = nil }
      fresh = try ScenarioLoader.load(path: newPath, variant: variantName)
    } catch {
      return (
        false,
        error.diagnostics.map { style.error("  " + $0.description) } + [
          style.dim("  (kept the scenario that was loaded)")
        ]
      )
    }
    let oldTitle = loaded.screen.title
    let oldLanguages = loaded.screen.languages
    loaded = fresh
    // A `lang:` the scenario did not have before gets its voices, as at start.
    if fresh.screen.languages != oldLanguages { deriveVoices(locale: player.locale) }
    path = newPath
    watch.reset(path: newPath)
    var reset: [String] = []
    if keepFocus {
      reset = player.replaceScreen(fresh.screen)
    } else {
      let hints = player.hintsEnabled
      let order = player.sessions[0].talkBackOrder
      player = Player(
        screen: fresh.screen, platform: player.choice, locale: player.locale,
        versions: player.sessions[0].readerVersions)
      if !hints { _ = try? player.run(.hints(false)) }
      _ = try? player.run(.talkBackOrder(order))
      last = nil
      lastGesture = nil
    }
    let title = fresh.screen.title.map { " '\($0)'" } ?? ""
    let focus = textHidden ? "" : "; focus on '\(focusName)'"
    var lines = [style.dim("  (\(keepFocus ? "reloaded" : "loaded") \(newPath)\(textHidden ? "" : title)\(focus))")]
    if keepFocus && player.sessions[0].windowSnapshots.count > 1 {
      let window = player.sessions[0].currentWindow
      lines.append(style.dim("  (still open: the \(window.kind.rawValue)\(window.title.map { " '\($0)'" } ?? ""))"))
    }
    // Ears only: what was reset names elements, so only that something was.
    lines +=
      textHidden
      ? (reset.isEmpty ? [] : [style.note("  (reset: \(reset.count) element state\(reset.count == 1 ? "" : "s"))")])
      : reset.map { style.note("  (reset: \($0))") }
    if !keepFocus, !textHidden, let about = fresh.about { lines.append(style.dim("  About: \(about)")) }
    lines += warningLines(fresh.warnings).map { "  " + $0 }
    // A new screen opens; an edited one keeps its window, and a title that changed is
    // spoken as TalkBack speaks a window's new title (TYPE_WINDOW_STATE_CHANGED).
    if !keepFocus || fresh.screen.title != oldTitle { lines += screenOpeningLines() }
    return (true, lines)
  }

  /// What the readers say as the screen opens (TalkBack: its title), spoken and
  /// returned as lines to print.
  mutating func screenOpeningLines() -> [String] {
    guard let step = player.screenOpened() else { return [] }
    let results = step.results.map { ReplStepRenderer.Result(platform: $0.platform, events: $0.events) }
    let segments = Timeline.segments(for: step, index: spokenCount, earconsEnabled: earconsEnabled)
    last = ReplUtterances(typed: step.typed, results: results, narration: nil, segments: segments)
    speak(segments)
    return textHidden ? ["  " + style.dim(hiddenSpeech)] : renderer.render(results)
  }

  var focusName: String {
    player.sessions[0].focusedNode?.displayName ?? "nothing"
  }

  /// Reloads when the file changed on disk, keeping focus. Returns what to print.
  mutating func reloadIfChanged(immediately: Bool) -> [String] {
    guard watch.hasChanged(immediately: immediately) else { return [] }
    let changed = path
    let outcome = load(changed, keepFocus: true)
    guard outcome.loaded else {
      return [style.note("  [\(changed) changed on disk, but has mistakes:]")] + outcome.lines
    }
    let focus = textHidden ? "" : "; focus on '\(focusName)'"
    return [style.note("  [\(changed) changed on disk: reloaded\(focus)]")] + outcome.lines.dropFirst()
  }
}

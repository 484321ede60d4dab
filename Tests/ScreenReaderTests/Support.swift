import EarshotTestSupport
import ScreenReader
import Testing

/// A screen from scenario text held in memory (no files).
func screen(_ yaml: String) throws -> Screen {
  try Fixtures.screen(yaml)
}

/// A session on a screen, ready for commands.
func session(_ yaml: String, on platform: Platform) throws -> ScreenReaderSession {
  ScreenReaderSession(screen: try screen(yaml), platform: platform)
}

extension ScreenReaderSession {
  /// Runs commands and returns the last one's utterance texts.
  mutating func say(_ commands: Command...) throws -> [String] {
    var events: [ReaderEvent] = []
    for command in commands { events = try perform(command) }
    return events.utterances.map(\.text)
  }

  /// Runs one command and returns all its events.
  mutating func events(_ command: Command) throws -> [ReaderEvent] {
    try perform(command)
  }
}

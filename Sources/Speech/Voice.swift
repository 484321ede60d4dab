import Foundation

/// A named eSpeak NG voice file plus the runtime settings Earshot speaks it with.
public struct Voice: Sendable, Hashable {
  /// The name users type, e.g. "voiceover", "talkback", "narrator" (the file name without `.voice`).
  public var name: String
  /// The eSpeak NG voice file.
  public var fileURL: URL
  public var settings: VoiceSettings
  /// One line for `earshot voices`.
  public var summary: String

  public init(name: String, fileURL: URL, settings: VoiceSettings, summary: String) {
    self.name = name
    self.fileURL = fileURL
    self.settings = settings
    self.summary = summary
  }

  /// The same voice with other runtime settings, e.g. a `--rate` given on the command line.
  public func with(settings: VoiceSettings) -> Voice {
    var copy = self
    copy.settings = settings
    return copy
  }
}

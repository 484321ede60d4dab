extension VoiceOverPhrasing {
  /// A SwiftUI heading with a level: "The system speaks the level number of levels h1
  /// through h6 alongside the text" (Apple, View.accessibilityHeading(_:)), in the words
  /// VoiceOver gives a web heading's level ("heading level 2").
  func headingLevelPart(_ level: Int) -> SpeechPart {
    words.part(
      .role, .roleHeadingLevel, [.text(String(level))],
      source: "the header trait with SwiftUI's heading level \(level) (accessibilityHeading(.h\(level)))")
  }
}

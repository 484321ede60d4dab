extension PropertyReader {
  /// A language tag eSpeak NG speaks (`lang: de`, `lang: fr-CA`), as eSpeak NG's tag;
  /// anything else is a located error naming the nearest tags.
  public func speechLanguage(_ key: PropertyKey) -> String? {
    declared(key, as: .string)
    guard let written = text(key) else { return nil }
    if let tag = SpeechLanguage.matching(written) { return tag }
    let nearest = SpeechLanguage.suggestions(for: written)
    let suggestion =
      nearest.isEmpty ? "" : "; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
    diagnostics.error(
      at: locationOf(key),
      "'\(key.name)' must be a language eSpeak NG speaks (a tag such as en, de, fr-CA, pt-BR; `espeak-ng --voices` lists them), not '\(written)'"
        + suggestion)
    return nil
  }
}

/// A text holding links: VoiceOver says "link" after each link's words as it reads
/// the text through (square/Blueprint pull request 459, 2023, inserts the word after
/// each link of a label because "this mirrors the VoiceOver utterance of SwiftUI.Text
/// when rendering a markdown link").
extension VoiceOverPhrasing {
  /// The name of a text with inline links, each link followed by VoiceOver's link word;
  /// nil when the node has no links in its name.
  func inlineLinkName(_ node: AccessibilityNode) -> SpeechPart? {
    guard !node.links.isEmpty, let name = node.name, !name.isEmpty else { return nil }
    let word = words.phrase(.roleLink)
    let linkWord = SpeechSegment(" " + word.text, origin: word.isFallback ? .englishFallback : .readerWords)
    var segments: [SpeechSegment] = []
    var rest = Substring(name)
    for link in node.links {
      // The standard library's search, as Link finds them: Foundation's range(of:) copied the rest
      // of the text for each link, N² in a paragraph of N links.
      guard let range = rest.firstRange(of: link) else { continue }
      segments.append(SpeechSegment(String(rest[..<range.upperBound]), origin: .appText))
      segments.append(linkWord)
      rest = rest[range.upperBound...]
    }
    guard !segments.isEmpty else { return nil }
    if !rest.isEmpty { segments.append(SpeechSegment(String(rest), origin: .appText)) }
    return SpeechPart(
      .name, segments: segments, source: node.nameSource.sentence + ", with VoiceOver's 'link' after each link")
  }
}

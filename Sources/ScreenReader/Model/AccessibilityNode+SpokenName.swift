extension AccessibilityNode {
  /// The element's spoken name, derived here once for every reader of it (the audit's
  /// rules, the quiz's choices, the spec): its accessible name by the platform's
  /// precedence, else the label view that names it (Android labelFor), else the group's
  /// label it is read with, else, on Android, its hint text: TalkBack speaks it with the
  /// node, and Android's Accessibility Test Framework counts it as speakable text
  /// (ViewHierarchyElementUtils.getSpeakableTextFromElementSubtree appends getHintText();
  /// ATF 4.1.1, c65cab0), as a Compose text field's label is. Nil when the reader says
  /// none (blank text names nothing).
  public func spokenName(on platform: Platform) -> String? {
    let own = Self.nameStandIns.contains(nameSource) ? nil : name
    let hintText = platform == .android ? hint : nil
    return [own, labeledBy, containerLabel, hintText].lazy.compactMap { $0 }.first { !$0.isBlank }
  }

  /// Names that stand in for a missing one: what the user typed, an empty field's
  /// placeholder, the word 'password'. A listener hears them where a name would be,
  /// but they do not say what the element is.
  public static let nameStandIns: [PartSource] = [
    .typedText, .emptyEditBoxPlaceholder, .emptyEditBoxHint, .passwordWord,
  ]
}

extension String {
  /// Empty or only spaces: shows and says nothing.
  public var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

import ScreenReader

/// Name: a role word inside the name is spoken twice ("Submit button, button").
public struct RoleWordInNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "role-word-in-name", .name, "The name repeats the role the screen reader already announces.",
    triggering: [
      "elements: [ { button: Submit button } ]",
      "elements: [ { checkbox: Accept checkbox } ]",
    ],
    nonTriggering: [
      "elements: [ { button: Submit } ]",
      "elements: [ { heading: Shipping } ]",
    ])

  /// What the screen reader says on reaching the node, hints aside.
  static func speech(of node: AccessibilityNode, on platform: Platform) -> String? {
    ReaderProfile.standard(for: platform).phrasing.describe(node, context: DescriptionContext(hintsEnabled: false))
      .first?.text
  }

  static func letters(_ text: String) -> String {
    String(text.lowercased().filter(\.isLetter))
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.flatMap { entry -> [Finding] in
      var words: [String: [Platform]] = [:]
      var spokenName: String?
      var heard: [Platform: String] = [:]
      for platform in Platform.allCases {
        for node in entry.nodes[platform] ?? [] where node.isFocusable {
          let roleWord = ReaderProfile.standard(for: platform).roleWord(node.role)
          guard let name = node.name, let roleWord, node.role != .staticText else { continue }
          if letters(name).contains(letters(roleWord)), letters(name) != letters(roleWord) {
            words[roleWord.lowercased(), default: []].append(platform)
            spokenName = name
            heard[platform] = speech(of: node, on: platform)
          }
        }
      }
      guard let spokenName, let (word, platforms) = words.sorted(by: { $0.value.count > $1.value.count }).first else {
        return []
      }
      let quoted = platforms.compactMap { platform in heard[platform].map { "\(platform.screenReaderName): '\($0)'" } }
      return [
        finding(
          entry.component, platforms: platforms,
          "the name '\(spokenName)' contains the role word '\(word)', which the screen reader announces anyway (\(quoted.joined(separator: "; "))); leave the role out of the label"
        )
      ]
    }
  }
}

/// Content descriptions that are an app's test ids. React Native before 0.64 put a view's `testID`
/// only in its tag, out of uiautomator's and Appium's reach, so apps set `accessibilityLabel` to the
/// test id for their UI tests; the id then is the node's content description, and TalkBack, which
/// reads a content description as it is (TreeNodesDescription), says "login_button, Button". The
/// import keeps the name as TalkBack says it and names the nodes in a note.
enum TestIDLabels {
  /// The content descriptions in the tree that read as identifiers, in tree order, each once.
  static func find(in nodes: [SourceNode]) -> [String] {
    var found: [String] = []
    func visit(_ node: SourceNode) {
      if let name = node.contentDescription, looksLikeIdentifier(name), !found.contains(name) { found.append(name) }
      node.children.forEach(visit)
    }
    nodes.forEach(visit)
    return found
  }

  /// One word of ASCII letters and digits joined as code joins its parts (`login_button`, `submitBtn`),
  /// never a word a person writes on screen (a hyphen is left alone: "Wi-Fi", "e-mail").
  static func looksLikeIdentifier(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 3, scalars.count <= 64, scalars[0].properties.isAlphabetic,
      scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
    else { return false }
    // snake_case, or camelCase: a capital right after a small letter, inside the word.
    return text.contains("_")
      || zip(scalars, scalars.dropFirst()).contains { $0.properties.isLowercase && $1.properties.isUppercase }
  }
}

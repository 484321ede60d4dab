/// An alert or action sheet on an iOS screen. UIAlertController's view is accessibilityViewIsModal, and
/// VoiceOver then reaches only the modal view, never its siblings behind it (UIAccessibility
/// accessibilityViewIsModal; cashapp/AccessibilitySnapshot 5b03db8 AccessibilityHierarchyParser.swift keeps
/// only the last modal subview). XCUITest prints it as `Alert` or `Sheet`, WebDriverAgent as
/// `XCUIElementTypeAlert` or `XCUIElementTypeSheet` (idb's list names no alert element, so it is not looked for).
enum ModalAlert {
  static let classNames: Set<String> = [
    "Alert", "Sheet", "XCUIElementTypeAlert", "XCUIElementTypeSheet",
  ]

  /// The last alert in the tree (the one on top), if any.
  static func find(in roots: [SourceNode]) -> SourceNode? {
    var found: SourceNode?
    func walk(_ node: SourceNode) {
      if classNames.contains(node.className) && !(node.bounds?.isEmpty ?? false) { found = node }
      node.children.forEach(walk)
    }
    roots.forEach(walk)
    return found
  }
}

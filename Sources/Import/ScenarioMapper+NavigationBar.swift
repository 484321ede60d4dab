import ScreenReader

extension ScenarioMapper {
  /// A UIKit navigation bar whose back button XCUITest, WebDriverAgent or idb names `BackButton` (UIKit's
  /// identifier for it; iOS 16 and later) becomes one `navigation-bar`: VoiceOver reads the back button with
  /// UIKit's backButton trait, "Notes, Back Button" ("Back Button." replaces "Button.",
  /// cashapp/AccessibilitySnapshot 5b03db8, UIAccessibility+SnapshotAdditions.swift), then the title as
  /// a heading, then the bar's other buttons, in the bar's own order. Nil when the bar holds anything
  /// else (a value, a state, a field): then its children are imported one by one.
  mutating func emitNavigationBar(_ node: SourceNode) -> Bool {
    guard format.platform == .ios else { return false }
    var parts: [SourceNode] = []
    func collect(_ node: SourceNode) {
      for child in node.children where !Self.isUnreachable(child) && child.role != .system {
        if child.role == .button || child.role == .text || child.role == .heading {
          parts.append(child)
        } else if child.ownName == nil && child.value.nonBlank == nil {
          collect(child)
        } else {
          parts.append(child)
        }
      }
    }
    collect(node)
    guard let back = parts.first(where: { $0.role == .button && $0.identifier == "BackButton" }),
      let backLabel = back.ownName,
      let title = parts.first(where: { $0.role == .text || $0.role == .heading })?.ownName,
      parts.allSatisfy({ part in
        (part.role == .text || part.role == .heading || part.role == .button) && part.ownName != nil
          && part.enabled && !part.selected && (part.role != .button || part.value.nonBlank == nil)
      }),
      parts.filter({ $0.role != .button }).count == 1
    else { return false }
    nodeCount += parts.count
    var element = start(node, role: .navigationBar, label: title)
    element.kind = NavigationBar.kind
    // UIKit's back button without a previous title is labelled "Back", the component's default.
    if backLabel != "Back" { element.set(NavigationBar.backLabel, .text(backLabel)) }
    let buttons = parts.filter { $0.role == .button && $0.identifier != "BackButton" }.compactMap(\.ownName)
    if !buttons.isEmpty { element.set(NavigationBar.buttons, .list(buttons)) }
    element.rule =
      "UINavigationBar: the back button (identifier BackButton) says \"Back Button\", the title is a heading, then the bar's buttons"
    finish(&element, node)
    return true
  }
}

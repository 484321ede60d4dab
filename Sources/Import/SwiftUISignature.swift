/// What in an iOS dump shows that SwiftUI built an element, where the dump shows it at all:
/// XCUITest, idb and Maestro name no view classes, so only a shape SwiftUI alone makes counts.
///
/// A SwiftUI `Toggle` is exposed as a row-wide Switch (its identifier, label and value) that
/// holds its label's StaticText and a nested Switch, the control itself with only a value;
/// a UISwitch is one leaf Switch. Sources: woocommerce/woocommerce-ios pull request 9629
/// (the tree of a SwiftUI toggle, iOS 16.2 and 16.4) and mozilla-mobile/firefox-ios pull
/// request 35566 ("the matched element is the whole SwiftUI row ... the nested switch control").
enum SwiftUISignature {
  /// Marks every node whose subtree holds a SwiftUI Toggle's shape (`SourceNode.hostsSwiftUIToggle`),
  /// in one pass over the tree.
  static func mark(_ nodes: inout [SourceNode]) {
    for index in nodes.indices { mark(&nodes[index]) }
  }

  /// Whether this node, or one below it, is a SwiftUI Toggle.
  @discardableResult
  static func mark(_ node: inout SourceNode) -> Bool {
    var below = false
    for index in node.children.indices where mark(&node.children[index]) { below = true }
    let isToggle = node.role == .switchControl && node.children.contains { $0.role == .switchControl }
    // A reader that drops an element's children marks it first (AppiumXCUITestReader): kept.
    node.hostsSwiftUIToggle = node.hostsSwiftUIToggle || below || isToggle
    return node.hostsSwiftUIToggle
  }
}

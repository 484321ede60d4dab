/// UIAccessibilityTraits as the iOS dumps name them (WebDriverAgent's `traits="Button, Selected"`, idb's
/// `"traits": ["Button", "Selected"]`, both the AXTrait names without their prefix: idb's AXTraitToNameMap,
/// facebook/idb FBControlCore AXTraits.m), and what each makes of a node for VoiceOver
/// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits).
enum VoiceOverTraits {
  static func apply<Name: StringProtocol>(_ names: some Sequence<Name>, to node: inout SourceNode) {
    let traits = Set(names.map { String($0) })
    // `selected`: "Selected" before the label; `notEnabled`: "dimmed".
    if traits.contains("Selected") { node.selected = true }
    if traits.contains("NotEnabled") { node.enabled = false }
    // `header`: "Heading".
    if traits.contains("Header") {
      node.heading = true
      if node.role == .text || node.role == .view { node.role = .heading }
    }
    // A plain view or group (a SwiftUI element, a custom control; idb's AXGroup) is what its traits make it.
    guard node.role == .view || node.role == .container else { return }
    if traits.contains("Button") {
      node.role = .button
    } else if traits.contains("Link") {
      node.role = .link
    } else if traits.contains("Adjustable") {
      node.role = .slider
    } else if traits.contains("Image") {
      node.role = .image
    } else if traits.contains("StaticText") {
      node.role = .text
    }
  }
}

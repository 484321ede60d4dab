/// A kind of element a reader can jump to: the rotor's Headings, Links, Form Controls and
/// Containers (VoiceOver), TalkBack's native macro granularities (NavigationTarget
/// TARGET_HEADING, TARGET_CONTROL, TARGET_LINK, TARGET_CONTAINER; the windows granularity).
public enum NavigationTarget: String, CaseIterable, Sendable, Hashable {
  case heading, link, control, container, window

  /// Whether focus may stop on `node` when jumping by this kind, with `reader`'s rules.
  ///
  /// TalkBack (google/talkback 26a27dc0, utils/.../AccessibilityNodeInfoUtils.java):
  /// FILTER_HEADING is isHeading; FILTER_CONTROL is a button, image button, edit text,
  /// check box, radio button, toggle button, switch, drop down list or seek control, or
  /// any clickable or long-clickable node that is not a list or grid item; FILTER_LINK a
  /// node whose text holds a clickable span; FILTER_CONTAINER a list, grid, pager or
  /// scroll view, or a node with a container title.
  ///
  /// VoiceOver: the header trait for Headings, the link trait or links in the text for
  /// Links (UIAccessibilityTraits.link; UIAccessibilityCustomRotor.SystemRotorType .link);
  /// Form Controls stops on what a person fills in or sets: buttons, switches, text and
  /// search fields, sliders and other adjustable elements, pickers (Apple, iPhone User
  /// Guide, "Use the VoiceOver rotor"). A list row that merely opens something is not one.
  public func matches(_ node: AccessibilityNode, reader: ReaderKind, containerStart: Bool) -> Bool {
    switch self {
    case .heading:
      return node.role == .heading || node.otherTraits.contains(.heading)
    case .link:
      return node.role == .link || node.otherTraits.contains(.link) || !node.links.isEmpty
    case .control:
      let controlRoles: Set<Role> = [
        .button, .checkBox, .radioButton, .toggleSwitch, .textField, .searchField, .dropDownList, .slider,
        .pickerItem, .tab,
      ]
      if controlRoles.contains(node.role) { return true }
      switch reader {
      case .talkBack:
        // Any clickable node outside a list or grid (FILTER_CONTROL's last clause).
        return node.isActionable && node.collection == nil && node.role != .link
      case .voiceOver:
        return node.isAdjustable
      }
    case .container, .window:
      return containerStart
    }
  }

  /// The rule that makes a node one of this kind, in words for `why`.
  public func rule(for reader: ReaderKind) -> String {
    switch (self, reader) {
    case (.heading, .talkBack): "a heading (FILTER_HEADING)"
    case (.heading, .voiceOver): "the header trait"
    case (.link, .talkBack): "text holding a link (FILTER_LINK)"
    case (.link, .voiceOver): "the link trait, or links in its text"
    case (.control, .talkBack): "a control, or clickable outside a list (FILTER_CONTROL)"
    case (.control, .voiceOver): "a control a person sets or fills in"
    case (.container, _): "the first item of a list or tab bar"
    case (.window, _): "the first element of a window"
    }
  }

  /// The word the reader's table has for the kind, in TalkBack's "No next %1$s".
  var displayWord: WordKey? {
    switch self {
    case .heading: .targetHeading
    case .link: .targetLink
    case .control: .targetControl
    case .container: .targetContainer
    case .window: nil
    }
  }
}

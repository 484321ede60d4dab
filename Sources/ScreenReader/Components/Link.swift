/// A link: standalone (the whole element opens something) or inline, words of a
/// sentence that are links (`links:`). VoiceOver: the link trait, and the rotor's
/// Links setting for inline ones. TalkBack: a clickable text, or "Links available"
/// and its links menu for inline ones.
public struct Link: Component {
  public static let kind = "link"
  public static let summary = "A link: the whole element, or words of its text that are links (links menu / rotor)."
  public static let links = PropertyKey("links", .strings, "Inline links: words of the label that are links, in order.")
  public static let clickLabel = PropertyKey(
    "click-label", .string, "Android's custom click label: TalkBack says 'Double-tap to <label>'.")
  public static let keys: [PropertyKey] = [links, clickLabel]
  public static let examples = [
    ComponentExample(
      "- link: Terms of service", voiceOver: "Terms of service, link", talkBack: "Terms of service",
      source:
        "VoiceOver: the link trait says 'link' (UIAccessibilityTraits.link). TalkBack: Android has no link role, a clickable text is read as its text"
    ),
    ComponentExample(
      "- button: Save\n- text: Plain words.\n- link: { label: Read our Terms., links: [Terms] }",
      commands: ["first", "next link"], voiceOver: "Read our Terms link.", talkBack: "Read our Terms.",
      source:
        "moving by link: TalkBack's Links reading control stops on a node whose text holds a clickable span (FILTER_LINK, google/talkback 26a27dc0); VoiceOver's rotor on Links stops on links and text with links"
    ),
    ComponentExample(
      "- link: { label: Read our Terms., links: [Terms] }\n- button: Save", commands: ["first", "next link"],
      voiceOver: "[boundary]", talkBack: "No next link",
      source:
        "no further link: TalkBack's end_of_page with display_name_link 'link' (FocusProcessorForLogicalNavigation.announceNativeElement); VoiceOver's boundary sound"
    ),
    ComponentExample(
      "- link: { label: Terms of service, click-label: open the terms }", voiceOver: "Terms of service, link",
      talkBack: "Terms of service, Double-tap to open the terms", hints: true,
      source: "TalkBack's template_custom_hint_for_actions '%1$s to %2$s' with the click action's label"),
    ComponentExample(
      "- link: { label: I agree to the Terms and the Privacy Policy., links: [Terms, Privacy Policy] }",
      voiceOver: "I agree to the Terms link and the Privacy Policy link.",
      talkBack: "I agree to the Terms and the Privacy Policy., Links available, use Tap with 3 fingers to view",
      hints: true,
      source:
        "TalkBack offers a text's URLSpans in its links menu and says so with the menu hint; VoiceOver reads the text with 'link' after each link's words, as it reads SwiftUI's Text with a markdown link (square/Blueprint pull request 459, 2023), and offers the links in the rotor"
    ),
    ComponentExample(
      "- link: { label: Read the Terms and the FAQ., links: [Terms, FAQ], actions: [Share] }",
      voiceOver: "Read the Terms link and the FAQ link., actions available",
      talkBack: "Read the Terms and the FAQ., Actions, Links available, use Tap with 3 fingers to view",
      hints: true,
      source:
        "TalkBack: one hint naming every menu the node fills, in the menu rules' order (AccessibilityNodeFeedbackUtils.getHintForNodeActions joins NodeMenuRuleProcessor.getSelfNodeMenuActionTypes over NodeMenuRuleCreator.MenuRules: custom actions, then spannables; google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- link: { label: I agree to the Terms and the Privacy Policy., links: [Terms, Privacy Policy] }",
      commands: ["first", "actions"], voiceOver: "Actions, Links, Terms, Privacy Policy",
      talkBack: "Actions, Links, Terms, Privacy Policy",
      source: "the links menu (TalkBack) and the rotor's Links setting (VoiceOver) list the text's links"),
    ComponentExample(
      "- link: { label: Privacy policy, ios: { accessibilityTraits: [image, link] } }",
      voiceOver: "Privacy policy, link, image", talkBack: nil,
      source:
        "VoiceOver's trait order puts link before image whatever order the app gives them: 'Heading. Link. Adjustable. Image. Search Field.' (cashapp/AccessibilitySnapshot 5b03db8, ButtonAccessibilityTraitsViewController.swift row 27; UIAccessibility+SnapshotAdditions.swift)"
    ),
  ]

  public var common: CommonProperties
  public var links: [String]
  public var clickLabel: String?

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    links = reader.strings(Self.links) ?? []
    clickLabel = reader.string(Self.clickLabel)
    // Inline links are followed from TalkBack's links menu or VoiceOver's rotor, one at a time; a double tap on
    // the text follows none of them (it is not actionable: `realize`), so `opens:` there silently did nothing on
    // a double tap and opened the same modal from every link (issue 36). Refused, with the two ways that work.
    if !links.isEmpty, let target = common.opens {
      reader.diagnostics.error(
        at: reader.locationOf(CommonProperties.opens),
        "a double tap on a text with inline links opens nothing, and 'opens: \(target)' would open it from every link; "
          + "make the link its own element ('- link: { label: \(links[0]), opens: \(target) }'), or remove 'links:' so the whole text opens it"
      )
    }
    // Links are written in the label's order: each is looked for after the one before, so checking them costs
    // the label's length once (searching the whole label for each made 10,000 links take 34 s, issue 36); one
    // out of order is looked for in the whole label.
    let label = common.label ?? ""
    var searchFrom = label.startIndex
    for link in links {
      if let found = label[searchFrom...].firstRange(of: link) {
        searchFrom = found.upperBound
        continue
      }
      guard !label.contains(link) else { continue }
      reader.diagnostics.error(
        at: reader.locationOf(Self.links),
        "the link '\(link)' is not in the label; each inline link is words of the label"
      )
    }
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let inline = !links.isEmpty
    return context.labelledNodes(
      for: common, role: inline ? .staticText : (context.platform == .ios ? .link : .none)
    ) { node in
      node.links = links
      node.isActionable = !inline && !common.disabled
      if context.platform == .android { node.clickLabel = clickLabel }
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    switch action {
    case .activate where links.isEmpty, .custom:
      // Following a link (the element, or one from the links menu) does what the element says.
      return common.disabled ? [] : common.activationEffects
    default:
      return []
    }
  }
}

/// A text input. The placeholder is never its name: VoiceOver reads it as the
/// value while the field is empty; TalkBack reads an empty box's hint text.
public struct TextField: Component {
  public static let kind = "text-field"
  public static let summary = "A text input with a label and an optional placeholder and value."
  public static let examples = [
    ComponentExample(
      "- text-field: { label: Name, placeholder: Jane Doe }", voiceOver: "Name, Jane Doe, text field",
      talkBack: "Jane Doe, Edit box for Name",
      source:
        "VoiceOver reads the placeholder as the value while empty. TalkBack: the hint text of an empty box, value_edit_box and template_labeled_item '%1$s for %2$s' (strings_compositor.xml)"
    ),
    ComponentExample(
      "- text-field: { label: Name, value: Ada }", voiceOver: "Name, Ada, text field",
      talkBack: "Ada, Edit box for Name",
      source: "the typed text replaces the placeholder on both"),
  ]
  public static let keys: [PropertyKey] = [
    PropertyKey("placeholder", .string, "Greyed text shown while empty; never the name."),
    PropertyKey("value", .string, "Text already typed."),
  ]

  public var common: CommonProperties
  public var placeholder: String?
  public var value: String?

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    placeholder = reader.string("placeholder")
    value = reader.string("value")
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let typed = value.flatMap { $0.isEmpty ? nil : $0 }
    switch context.platform {
    case .ios:
      return context.labelledNodes(for: common, role: .textField) { node in
        guard node.valueSource != "accessibilityValue" else { return }
        if let typed {
          node.value = typed
          node.valueSource = "the typed text"
        } else if let placeholder {
          node.value = placeholder
          node.valueSource = "the placeholder (read while the field is empty)"
        }
      }
    case .android:
      return context.labelledNodes(for: common, role: .textField) { node in
        // The visible label is its own view linked with labelFor: "Edit box for Name".
        if node.nameSource == "the visible label" {
          node.labeledBy = common.grouped && common.android.labelFor != false ? node.name : nil
          node.name = nil
        }
        if let typed {
          node.name = typed
          node.nameSource = "the typed text"
        } else if let placeholder, node.name == nil {
          node.name = placeholder
          node.nameSource = "the hint text of an empty edit box (the placeholder)"
        }
      }
    }
  }
}

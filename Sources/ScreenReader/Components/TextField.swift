/// A text input. The placeholder is never its name: VoiceOver reads it as the
/// value while the field is empty; TalkBack reads an empty box's hint text.
/// Secure (password), search, required and error states, and `type TEXT` to
/// enter text as a user would.
public struct TextField: Component {
  public static let kind = "text-field"
  public static let summary = "A text input with a label, an optional placeholder and value, and its states."
  public static let placeholder = PropertyKey("placeholder", .string, "Greyed text shown while empty; never the name.")
  public static let value = PropertyKey("value", .string, "Text already typed.")
  public static let secure = PropertyKey("secure", .bool, "A password field: what is typed is never read out.")
  public static let search = PropertyKey(
    "search", .bool, "A search field (iOS search field trait; Android SearchView).")
  public static let required = PropertyKey(
    "required", .bool, "Must be filled: read as 'required'; submitting it empty shows its error.")
  public static let error = PropertyKey(
    "error", .string, "The error text; shown now, or, when required, after a submit finds it empty.")
  public static let multiline = PropertyKey(
    "multiline", .bool,
    "A text view of several lines (UITextView, SwiftUI TextEditor; a multi-line EditText): VoiceOver's hint names the Misspelled Words rotor."
  )
  public static let keys: [PropertyKey] = [placeholder, value, secure, search, required, error, multiline]
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
    ComponentExample(
      "- text-field: Email", voiceOver: "Email, text field, Double tap to edit",
      talkBack: "Edit box for Email, Double-tap to edit text, Double-tap and hold to long press", hints: true,
      source:
        "an EditText is long-clickable (text selection), so TalkBack follows its edit hint with template_hint_long_clickable; VoiceOver's text field hint"
    ),
    ComponentExample(
      "- text-field: Name", commands: ["first", "type Ada Lovelace"], voiceOver: "Ada Lovelace",
      talkBack: "Ada Lovelace", source: "the keyboard echo speaks what is typed (typing echo: words)"),
    ComponentExample(
      "- text-field: { label: Password, secure: true, value: hunter2 }", voiceOver: "Password, secure text field",
      talkBack: "password, 7 characters, Edit box for Password",
      source:
        "VoiceOver: the secure text field role, its text never read. TalkBack: a password's text is never read but counted: value_password, then template_password_character_count, as an EditText with text offers ACTION_SET_SELECTION (EditTextDescription.nameDescription, google/talkback 26a27dc0; compositor.json get_edit_text_text at 6c0b475b)"
    ),
    ComponentExample(
      "- text-field: { label: Email, value: ada@, error: Enter a valid email }",
      voiceOver: "Email, ada@, Enter a valid email, text field",
      talkBack: "ada@, Edit box, Error: Enter a valid email for Email",
      source:
        "TalkBack: template_node_error_with_error_message 'Error: %1$s', after the text and before the hint, and template_labeled_item 'for Email' around all of it (TreeNodesDescription.getAppendedTreeDescription and treeDescriptionWithLabel, google/talkback 26a27dc0). iOS has no error property: apps put it in the accessibilityValue"
    ),
    ComponentExample(
      "- text-field: { label: Email, required: true, error: Enter your email }\n- button: { label: Sign up, submits: true }",
      commands: ["last", "activate"], voiceOver: "Email, required, Enter your email, text field",
      talkBack: "Edit box, Error: Enter your email for Email, required",
      source:
        "neither platform has a required property, so 'required' is part of the label; submitting moves focus to the first field in error, which is read with its error"
    ),
    ComponentExample(
      "- text-field: { placeholder: Search, search: true }", voiceOver: "Search, search field",
      talkBack: "Search, Edit box",
      source:
        "UIAccessibilityTraits.searchField, 'search field'; SearchView's query box is an EditText (value_edit_box)"
    ),
    ComponentExample(
      "- text-field: { label: Notes, value: Call the bank, multiline: true }",
      voiceOver: "Notes, Call the bank, text field, Double tap to edit, Use the rotor to access Misspelled Words",
      talkBack: "Call the bank, Edit box for Notes, Double-tap to edit text, Double-tap and hold to long press",
      hints: true,
      source:
        "a UITextView reads as a text field whose hint adds the Misspelled Words rotor: 'Double tap to edit., Use the rotor to access Misspelled Words' (cashapp/AccessibilitySnapshot 5b03db8, trait.text_area.hint; testUIKitTextView reference image). TalkBack has no word for a multi-line EditText (no such string in google/talkback's strings_compositor.xml): an edit box as any other"
    ),
    ComponentExample(
      "- text-field: { placeholder: Type something, android: { contentDescription: Message } }",
      voiceOver: "Type something, text field", talkBack: "Type something, Edit box",
      source:
        "TalkBack names an EditText by its text (an empty one's hint, TextView.getTextForAccessibility), then its content description, then its label view; 'for LABEL' only with labelFor (EditTextDescription.nameDescription, TreeNodesDescription.treeDescriptionWithLabel, google/talkback 26a27dc0). VoiceOver reads the placeholder as the value"
    ),
    ComponentExample(
      "- text-field: { android: { contentDescription: Message } }", voiceOver: "text field",
      talkBack: "Message, Edit box",
      source:
        "with no text and no hint the content description names the EditText, with no 'for' (EditTextDescription.nameDescription, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- button: Back\n- text-field: Email", commands: ["key tab"], voiceOver: nil,
      talkBack: "Edit box for Email, Press Alt + ENTER to edit text, Press Alt + Shift + ENTER to long press",
      hints: true,
      source:
        "after keyboard input TalkBack's edit and long-press hints name the key combos: template_hint_edit_text_keyboard and template_hint_long_clickable_keyboard with Alt + ENTER and Alt + Shift + ENTER (ClickableHint.getEditTextClickableHint, LongClickableHint, DefaultKeyComboModel.getDefaultKeyComboCode, google/talkback 26a27dc0)"
    ),
  ]

  public var common: CommonProperties
  public var placeholder: String?
  public var value: String?
  public var secure: Bool
  public var search: Bool
  public var required: Bool
  public var error: String?
  /// A text view of several lines rather than a one-line field.
  public var multiline: Bool
  /// Whether the error text shows: from the start, or once a submit found a required field empty.
  public var showsError: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    placeholder = reader.string(Self.placeholder)
    value = reader.string(Self.value)
    secure = reader.bool(Self.secure) ?? false
    search = reader.bool(Self.search) ?? false
    required = reader.bool(Self.required) ?? false
    error = reader.string(Self.error)
    multiline = reader.bool(Self.multiline) ?? false
    showsError = error != nil && !required
    if multiline, secure || search {
      reader.diagnostics.error(
        at: reader.locationOf(Self.multiline),
        "a \(secure ? "secure" : "search") field is a single line; remove 'multiline', or make it a plain text view")
    }
  }

  var typed: String? { value.flatMap { $0.isEmpty ? nil : $0 } }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let role: Role = search ? .searchField : .textField
    switch context.platform {
    case .ios:
      return context.labelledNodes(for: common, role: role) { node in
        node.isSecure = secure
        // UITextView and TextEditor carry UIKit's textArea trait (AccessibilitySnapshot 5b03db8).
        node.isTextArea = multiline
        if required, let name = node.name {
          node.name = "\(name), required"
          node.nameSource = .markedRequired(node.nameSource)
        }
        if showsError { node.error = error }
        guard node.valueSource != .accessibilityValue else { return }
        if let typed, !secure {
          node.value = typed
          node.valueSource = .typedText
        } else if typed == nil, let placeholder {
          node.value = placeholder
          node.valueSource = .placeholderValue
        }
      }
    case .android:
      return context.labelledNodes(for: common, role: role) { node in
        node.isSecure = secure
        // An EditText is long-clickable: a long press selects text.
        node.isLongPressable = !common.disabled
        if showsError { node.error = error }
        // The visible label is its own view linked with labelFor: "Edit box for Name".
        if node.nameSource == .visibleLabel {
          let label = required ? node.name.map { "\($0), required" } : node.name
          node.labeledBy = common.grouped && common.android.labelFor != false ? label : nil
          node.labeledByMarkedRequired = required && node.labeledBy != nil
          node.name = nil
        }
        if secure {
          // A password's text is never read: 'password' stands for it (get_edit_text_text).
          if common.android.contentDescription == nil {
            let word = context.words.phrase(.password)
            node.name = word.text
            node.nameSource = context.words.source(.passwordWord, isFallback: word.isFallback)
          }
          // Typed text is counted, never read: an EditText with text offers
          // ACTION_SET_SELECTION, so TalkBack says template_password_character_count
          // (EditTextDescription.nameDescription, google/talkback 26a27dc0;
          // get_edit_text_text at 6c0b475b): "password, 4 characters".
          if let typed, !typed.isEmpty {
            let count = typed.count
            let characters = context.words.phrase(.passwordCharacters, [.text(String(count))], count: count)
            node.name = [node.name, characters.text].compactMap { $0 }.joined(separator: ", ")
          }
        } else if let typed {
          node.name = typed
          node.nameSource = .typedText
        } else if let placeholder, node.name == nil || node.nameSource == .contentDescription {
          // An empty EditText's text for accessibility is its hint (TextView.getTextForAccessibility),
          // and EditTextDescription.nameDescription takes the text before the content description.
          node.name = placeholder
          node.nameSource = .emptyEditBoxPlaceholder
        }
      }
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard !common.disabled else { return [] }
    switch action {
    case .type(let text):
      value = (value ?? "") + text
      // Typing fixes the error; the next submit checks again.
      if required { showsError = false }
      return [.typed(echo: secure ? nil : text)]
    case .submit:
      // Still invalid (required, left empty): shows its error, and says so to the form.
      guard required, error != nil, typed == nil else { return [] }
      showsError = true
      return [.stateChanged]
    case .activate:
      return common.activationEffects
    default:
      return []
    }
  }
}

extension TextField {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    value = previous.value
    showsError = previous.showsError
    return .kept
  }
}

import ScreenReader
import Testing

@Suite("TalkBack's element description order")
struct TalkBackOrderTests {
  let yaml = """
    elements:
      - checkbox: { label: Wi-Fi, checked: true }
      - dropdown: { label: Size, options: [Small, Large], selected: Small, android: { widget: exposed-dropdown } }
      - button: { label: More, expanded: false }
    """

  @Test(
    "Each order moves the state words and the role as TalkBack's setting does",
    arguments: [
      (
        TalkBackDescriptionOrder.stateNameRole, "checked, Wi-Fi, Check box", "Size, Drop down list, Small",
        "collapsed, More, Button"
      ),
      (.nameRoleState, "Wi-Fi, Check box, checked", "Size, Drop down list, Small", "More, Button, collapsed"),
      (.roleNameState, "Check box, Wi-Fi, checked", "Drop down list, Size, Small", "Button, More, collapsed"),
    ])
  func orders(order: TalkBackDescriptionOrder, checkbox: String, dropdown: String, expandable: String) throws {
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = order
    #expect(reader.describeFocus().first?.text == checkbox)
    #expect(try reader.say(.next).first == dropdown)
    #expect(try reader.say(.next).first == expandable)
  }

  /// A control inside a row is read as the row's child (TreeNodesDescription.treeNodesDescription,
  /// google/talkback 26a27dc0): after the row's texts, its own state and role in the user's order.
  @Test(
    "A row's inner control follows its texts in every order",
    arguments: [
      (TalkBackDescriptionOrder.stateNameRole, "Wi-Fi, Home network, on, Switch", "not checked, Radio button, LTE"),
      (.nameRoleState, "Wi-Fi, Home network, Switch, on", "Radio button, not checked, LTE"),
      (.roleNameState, "Wi-Fi, Home network, Switch, on", "Radio button, not checked, LTE"),
    ])
  func innerControl(order: TalkBackDescriptionOrder, row: String, radioRow: String) throws {
    var reader = try session(
      """
      elements:
        - list-row: { label: Wi-Fi, subtitle: Home network, control: switch, checked: true }
        - list-row: { label: LTE, control: radio-button, control-side: start }
      """, on: .android)
    reader.talkBackOrder = order
    #expect(reader.describeFocus().first?.text == row)
    #expect(try reader.say(.next).first == radioRow)
  }

  @Test("'selected' follows the text when the state is not first")
  func selectedLast() throws {
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = .nameRoleState
    _ = try reader.perform(.next)
    #expect(try reader.say(.activate).first == "Small, selected, In list")
  }

  @Test("The setting survives a trip to VoiceOver and back, and VoiceOver ignores it")
  func platformSwitch() throws {
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = .nameRoleState
    reader.switchPlatform(to: .ios)
    #expect(reader.describeFocus().first?.text == "Wi-Fi, checked, button")
    reader.switchPlatform(to: .android)
    #expect(reader.describeFocus().first?.text == "Wi-Fi, Check box, checked")
  }

  /// RoleDescriptionExtractor.nodeRoleDescriptionText (google/talkback 26a27dc0, as
  /// 6c0b475b's rule_default): dedupJoin(state description, name, role) by default,
  /// but (role, name, state description) and (name, role, state description) in the
  /// other orders: an app's stateDescription and a seek bar's percent go last.
  @Test(
    "A state description moves with the order as the state words do",
    arguments: [
      (TalkBackDescriptionOrder.stateNameRole, "Connected, Wi-Fi, Check box", "40 percent, Volume, Slider"),
      (.nameRoleState, "Wi-Fi, Check box, Connected", "Volume, Slider, 40 percent"),
      (.roleNameState, "Check box, Wi-Fi, Connected", "Slider, Volume, 40 percent"),
    ])
  func stateDescriptionOrder(order: TalkBackDescriptionOrder, checkbox: String, slider: String) throws {
    let yaml = """
      elements:
        - checkbox: { label: Wi-Fi, android: { stateDescription: Connected } }
        - slider: { label: Volume, value: 40 }
      """
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = order
    #expect(reader.describeFocus().first?.text == checkbox)
    #expect(try reader.say(.next).first == slider)
  }

  /// TreeNodesDescription.treeDescriptionWithLabel (26a27dc0; compositor.json's
  /// tree_description_with_label at 6c0b475b): template_labeled_item wraps the whole
  /// appended tree description, its error and hint text included, in every order.
  @Test(
    "'for LABEL' closes the description, after the error and the hint text",
    arguments: [
      (TalkBackDescriptionOrder.stateNameRole, "ada@, Edit box, Error: Enter a valid email, Work address for Email"),
      (.nameRoleState, "ada@, Edit box, Error: Enter a valid email, Work address for Email"),
      (.roleNameState, "Edit box, ada@, Error: Enter a valid email, Work address for Email"),
    ])
  func labelClosesTheTree(order: TalkBackDescriptionOrder, field: String) throws {
    let yaml = """
      elements:
        - text-field: { label: Email, value: ada@, error: Enter a valid email, android: { hint: Work address } }
      """
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = order
    #expect(reader.describeFocus().first?.text == field)
  }

  /// Japanese template_labeled_item is "%2$sの%1$s": the label comes before the tree.
  @Test func aLabelFirstTemplateOpensTheTree() throws {
    let yaml = """
      elements:
        - text-field: { label: メール, value: ada@, error: 無効です }
      """
    var reader = ScreenReaderSession(screen: try screen(yaml), platform: .android, locale: "ja")
    let text = try #require(reader.describeFocus().first?.text)
    #expect(text.hasPrefix("メールのada@, "))
    #expect(text.hasSuffix("無効です"))
  }

  /// A labelled node with no text of its own says the template around nothing, in the
  /// locale's words (treeDescriptionWithLabel with an empty tree, 26a27dc0): no English
  /// stand-in.
  @Test(arguments: [("en", "for Email"), ("de", "für Email"), ("ja", "Emailの"), ("ru", "параметра \"Email\"")])
  func aLabelAloneIsTheTemplateAroundNothing(locale: String, heard: String) {
    var node = AccessibilityNode(id: "field", role: .none, name: nil, route: .window)
    node.labeledBy = "Email"
    let phrasing = TalkBackPhrasing(words: WordTables.words(for: .talkBack, locale: locale))
    let spoken = phrasing.describe(node, context: DescriptionContext(hintsEnabled: false)).first
    #expect(spoken?.text == heard)
    #expect(spoken?.parts.first?.source.contains("English") == false)
  }
}

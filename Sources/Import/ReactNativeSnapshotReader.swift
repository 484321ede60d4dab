/// Reads what react-test-renderer prints of a React Native screen: a Jest snapshot file
/// (`__snapshots__/*.snap`, one or more `exports[`name 1`] = `<View …>…</View>`;`) or the JSON of
/// `toJSON()` (`{"type": "View", "props": {…}, "children": […]}`). Only host components are in it
/// (`View`, `Text`, `TextInput`, `Image`, `RCTSwitch`, `RCTScrollView`…), with the accessibility props
/// React Native hands the platform: `accessibilityRole`/`role`, `accessibilityLabel`/`aria-label`,
/// `accessibilityState`/`aria-checked`…, `accessibilityValue`/`aria-valuenow`…, `accessible`,
/// `accessibilityElementsHidden`, `importantForAccessibility`, `testID`.
///
/// Each element becomes the node React Native's Android views hand TalkBack
/// (facebook/react-native packages/react-native/ReactAndroid/src/main/java/com/facebook/react/uimanager/
/// ReactAccessibilityDelegate.java: `AccessibilityRole.getValue` gives the class, button
/// android.widget.Button, checkbox android.widget.CheckBox, radio android.widget.RadioButton, switch
/// android.widget.Switch, adjustable android.widget.SeekBar, image android.widget.ImageView, search
/// android.widget.EditText; header sets the heading flag, link, tab and the others keep
/// android.view.View with a role description; `accessible` makes a view focusable; the state's
/// `disabled`, `selected` and `checked` its flags), so the TalkBack stop rules apply as to a
/// uiautomator dump; VoiceOver's side comes from the same components (React/Views/RCTViewManager.m
/// maps the same roles onto traits: button the button trait, header the header trait).
public enum ReactNativeSnapshotReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    var elements: [RNElement]
    if start.hasPrefix("{") || start.hasPrefix("[") {
      elements = try RNJSONParser.parse(text, file: file)
    } else {
      elements = try RNSnapshotParser.parse(text, file: file)
    }
    guard !elements.isEmpty else {
      throw ImportError(
        file: file, location: ImportLocation(line: 1, column: 1),
        "no rendered element: the snapshot holds no <View …> tree (a snapshot of null, or of a component that renders nothing)"
      )
    }
    var count = 0
    var roots: [SourceNode] = []
    for index in elements.indices {
      roots.append(try node(&elements[index], hidden: false, count: &count, depth: 0, file: file))
    }
    return roots
  }

  /// A Jest snapshot file, or the JSON of `toJSON()`.
  static func isSnapshot(_ start: Substring) -> Bool {
    if start.hasPrefix("// Jest Snapshot") || start.hasPrefix("exports[`") { return true }
    guard start.hasPrefix("{") || start.hasPrefix("[") else { return false }
    let head = start.prefix(300).filter { !$0.isWhitespace }
    return head.hasPrefix("{\"type\":") || head.hasPrefix("[{\"type\":")
      || (head.contains("\"type\":\"") && head.contains("\"props\":{"))
  }

  // MARK: - To a source node

  private static func node(
    _ element: inout RNElement, hidden: Bool, count: inout Int, depth: Int, file: String
  ) throws(ImportError) -> SourceNode {
    guard depth < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, element.location) }
    count += 1
    guard count <= SourceNode.maximumCount else { throw SourceNode.tooMany(file, element.location) }
    let props = element.props
    func text(_ name: String) -> String? { props[name]?.text }
    func flag(_ name: String) -> Bool? { props[name]?.flag }
    let state = props["accessibilityState"]?.object ?? [:]
    let value = props["accessibilityValue"]?.object ?? [:]
    // The newer ARIA props win over the accessibility* ones (React Native resolves them first).
    let role = text("role").map { ariaRoles[$0] ?? $0 } ?? text("accessibilityRole")
    let type = element.type
    let hostClass = hostClasses[type] ?? "android.view.ViewGroup"
    let roleClass = role.flatMap { roleClasses[$0] }
    let className = roleClass ?? hostClass
    var node = SourceNode(role: .view, className: "<\(type)>", location: element.location)
    let clickable =
      props["onClick"] != nil || props["onPress"] != nil || props["onResponderRelease"] != nil
      || props["onStartShouldSetResponder"] != nil && flag("accessible") == true
    node.clickable = clickable
    node.longClickable = props["onLongPress"] != nil
    node.focusable = flag("accessible") == true || flag("focusable") == true
    node.role = AndroidClassRoles.role(forClass: className, clickable: clickable)
    if let role, let special = roleSources[role] { node.role = special }
    if role == "header" { node.heading = true }
    if role == "none" && node.role == .view { node.role = .container }
    node.identifier = text("testID").nonBlank ?? text("nativeID").nonBlank
    node.contentDescription = text("aria-label") ?? text("accessibilityLabel")
    node.hint = text("accessibilityHint")
    let disabled = flag("aria-disabled") ?? state["disabled"]?.flag ?? (flag("editable") == false ? true : nil)
    node.enabled = disabled != true
    node.selected = flag("aria-selected") ?? state["selected"]?.flag ?? false
    let checked = props["aria-checked"] ?? state["checked"]
    if let checked, checked.flag != nil || checked.text == "mixed" {
      node.checked = checked.flag ?? false
      // ReactAccessibilityDelegate sets a mixed check box's state description to its own string
      // (state_mixed_description, "mixed" in English).
      if checked.text == "mixed" { node.stateDescription = "mixed" }
    }
    // A native switch's own value (RCTSwitch value={true}).
    if type == "RCTSwitch" || type == "AndroidSwitch", node.checked == nil { node.checked = flag("value") ?? false }
    if node.checked == nil, node.role == .checkbox || node.role == .switchControl || node.role == .radioButton {
      node.checked = false
    }
    let now = (props["aria-valuenow"] ?? value["now"])?.number
    let minimum = (props["aria-valuemin"] ?? value["min"])?.number ?? 0
    let maximum = (props["aria-valuemax"] ?? value["max"])?.number ?? 100
    if let now, maximum > minimum { node.rangeFraction = min(1, max(0, (now - minimum) / (maximum - minimum))) }
    if let worded = (props["aria-valuetext"] ?? value["text"])?.text { node.stateDescription = worded }
    // accessibilityElementsHidden (iOS) and importantForAccessibility no-hide-descendants (Android) hide the
    // subtree from the reader; aria-hidden is both. Display none is not laid out at all.
    let hides =
      flag("aria-hidden") == true || flag("accessibilityElementsHidden") == true
      || text("importantForAccessibility") == "no-hide-descendants" || element.styleHidesIt
    if text("importantForAccessibility") == "no" { node.importantForAccessibility = false }
    if type == "TextInput" || className == "android.widget.EditText" {
      node.role = .textField
      node.value = text("value") ?? text("defaultValue") ?? ""
      node.placeholder = text("placeholder")
      node.password = flag("secureTextEntry") == true
      node.focusable = true
    }
    // A Text's string children are its text; nested Text elements are spans of the same TextView.
    if type == "Text" || type == "RCTText" {
      node.text = element.allText.nonBlankOrNil
      element.children = []
    }
    if type == "Image" { node.contentDescription = node.contentDescription ?? text("alt") }
    if hides || hidden { node.displayed = false }
    for index in element.children.indices {
      guard case .element(var child) = element.children[index] else { continue }
      node.children.append(try Self.node(&child, hidden: hides || hidden, count: &count, depth: depth + 1, file: file))
    }
    // Loose text inside a View (rare: a host that prints strings) reads as a text child.
    for case .text(let loose) in element.children where type != "Text" && loose.nonBlankOrNil != nil {
      var textNode = SourceNode(role: .text, className: "android.widget.TextView", location: element.location)
      textNode.text = loose
      node.children.append(textNode)
    }
    return node
  }

  /// Host components to the class their Android view reports (View.getAccessibilityClassName).
  static let hostClasses: [String: String] = [
    "View": "android.view.ViewGroup", "Text": "android.widget.TextView", "RCTText": "android.widget.TextView",
    "TextInput": "android.widget.EditText", "Image": "android.widget.ImageView",
    "RCTSwitch": "android.widget.Switch", "AndroidSwitch": "android.widget.Switch",
    "RCTScrollView": "android.widget.ScrollView", "ScrollView": "android.widget.ScrollView",
    "AndroidHorizontalScrollView": "android.widget.HorizontalScrollView",
    "AndroidProgressBar": "android.widget.ProgressBar", "ActivityIndicator": "android.widget.ProgressBar",
    "RCTSlider": "android.widget.SeekBar", "AndroidCheckBox": "android.widget.CheckBox",
    "RCTModalHostView": "android.view.ViewGroup", "Modal": "android.view.ViewGroup",
  ]

  /// `AccessibilityRole.getValue` (ReactAccessibilityDelegate.java): the class each role reports.
  static let roleClasses: [String: String] = [
    "button": "android.widget.Button", "togglebutton": "android.widget.ToggleButton",
    "search": "android.widget.EditText", "image": "android.widget.ImageView",
    "imagebutton": "android.widget.ImageButton",
    "adjustable": "android.widget.SeekBar", "checkbox": "android.widget.CheckBox",
    "radio": "android.widget.RadioButton", "spinbutton": "android.widget.SpinButton",
    "switch": "android.widget.Switch", "list": "android.widget.AbsListView", "grid": "android.widget.GridView",
    "scrollview": "android.widget.ScrollView", "horizontalscrollview": "android.widget.HorizontalScrollView",
    "text": "android.widget.TextView", "none": "android.view.View", "link": "android.view.View",
    "header": "android.view.View", "tab": "android.view.View", "progressbar": "android.view.View",
    "combobox": "android.view.View", "radiogroup": "android.view.View", "tablist": "android.view.View",
  ]

  /// Roles that keep android.view.View but whose role description TalkBack speaks ("Link", "Tab").
  static let roleSources: [String: SourceRole] = [
    "link": .link, "header": .heading, "tab": .tab, "progressbar": .progress, "combobox": .dropdown,
    "tablist": .container, "radiogroup": .container, "imagebutton": .button, "togglebutton": .toggleButton,
  ]

  /// The `role` prop's ARIA names for the roles above (React Native's own table).
  static let ariaRoles: [String: String] = [
    "heading": "header", "img": "image", "slider": "adjustable", "searchbox": "search",
    "presentation": "none", "option": "radio",
  ]
}

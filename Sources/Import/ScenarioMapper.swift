import ScreenReader

/// Turns a source tree into scenario elements the way the screen reader of the
/// source platform meets them: layouts that only wrap are dropped, and the text
/// inside a control that reads as one element becomes its label (TalkBack reads
/// "the text of non-focusable children" of a focusable node with no
/// contentDescription, joined with ", "; VoiceOver reads a cell's labels as one).
/// ReadingOrder then puts the elements in swipe order.
struct ScenarioMapper {
  let format: ImportFormat
  /// The dump's own format, when its tree is mapped by another's rules (`ImportFormat.mappedAs`).
  var source: ImportFormat
  var elements: [ImportedElement] = []
  var notes = ImportNotes()
  var title: String?
  var nodeCount = 0
  var usedIDs: Set<String> = []
  /// For each id base, the number to try next (`pay-2`, `pay-3`…).
  var nextNumber: [String: Int] = [:]
  /// The largest scenario: once the elements mapped take more (`ScenarioYAMLWriter.leastBytes`), none can fit.
  var byteBudget = Int.max
  var mappedBytes = 0
  /// The first element past the budget; once set, no more nodes are visited.
  var overflow: ImportedElement?
  /// The whole dump is System UI (Quick Settings, the shade, the lock screen).
  var systemUIScreen = false
  /// Nodes TalkBack never visits: not visible, or of no size.
  var skippedInvisible = 0
  /// Focusable or clickable nodes with nothing to say, which are no stops.
  var silentStops = 0

  init(format: ImportFormat) {
    self.format = format.mappedAs
    self.source = format
  }

  /// The roots are siblings (idb's flat list is all roots), so tabs side by side among them group too.
  mutating func map(_ roots: [SourceNode]) {
    if format.platform == .android {
      mapForTalkBack(roots)
      return
    }
    var top = SourceNode(role: .container, className: "", location: ImportLocation(line: 1, column: 0))
    top.children = roots
    // With an alert up, VoiceOver reaches only the alert (`ModalAlert`).
    if let alert = ModalAlert.find(in: roots) {
      top.children = [alert]
      title = roots.first { $0.role == .application }?.ownName
      notes.add(
        "alert",
        "an alert is up: VoiceOver reaches only the alert (accessibilityViewIsModal), so the screen behind it was left out; import the screen again without the alert for the rest"
      )
    }
    visitChildren(of: top, inNavigationBar: false)
  }

  // MARK: - Walking the tree

  mutating func visit(_ node: SourceNode, inNavigationBar: Bool) {
    guard overflow == nil else { return }
    nodeCount += 1
    if node.role == .system { return }
    if Self.isUnreachable(node) {
      skippedInvisible += 1
      return
    }
    if node.package == "com.android.systemui" {
      notes.add("systemui", "the status bar and other System UI windows were left out")
      return
    }
    switch node.role {
    case .application:
      title = title ?? node.ownName
      visitChildren(of: node, inNavigationBar: inNavigationBar)
    case .navigationBar:
      if !emitNavigationBar(node) { visitChildren(of: node, inNavigationBar: true) }
    case .pageIndicator:
      emitPageIndicator(node)
    case .radioGroup where !node.children.isEmpty:
      emitChoiceGroup(node, role: .radioGroup)
    case .segmentedControl where !node.children.isEmpty:
      emitChoiceGroup(node, role: .segmentedControl)
    case .tabBar where !node.children.isEmpty:
      emitChoiceGroup(node, role: .tabBar)
    case .stepper where !node.children.isEmpty:
      // Its buttons and value text, as they read (see `ComponentMapping`).
      visitChildren(of: node, inNavigationBar: inNavigationBar)
    default:
      if isElement(node) {
        emitControl(node)
      } else if let name = node.ownName, isStatic(node) {
        emitStatic(node, name: name, inNavigationBar: inNavigationBar)
        visitChildren(of: node, inNavigationBar: inNavigationBar)
      } else {
        visitChildren(of: node, inNavigationBar: inNavigationBar)
      }
    }
  }

  /// VoiceOver never reaches an element of no size, nor an unlabelled hairline (a tab bar's 1-point divider).
  static func isUnreachable(_ node: SourceNode) -> Bool {
    guard let bounds = node.bounds else { return false }
    let thin = bounds.right - bounds.left <= 1 || bounds.bottom - bounds.top <= 1
    return bounds.isEmpty || (thin && node.ownName == nil && node.value.nonBlank == nil)
  }

  /// Children in order; radio buttons or tabs side by side outside a group become one group, as they read.
  mutating func visitChildren(of node: SourceNode, inNavigationBar: Bool) {
    var run: [SourceNode] = []
    func flush(_ mapper: inout ScenarioMapper) {
      guard let first = run.first else { return }
      var group = SourceNode(role: first.role, className: first.className, location: first.location)
      group.children = run
      group.bounds = run.compactMap(\.bounds).union
      mapper.nodeCount -= 1
      mapper.emitChoiceGroup(group, role: first.role == .tab ? .tab : .radioGroup)
      run = []
    }
    for child in node.children {
      if Self.isUnreachable(child) {
        nodeCount += 1
        skippedInvisible += 1
        continue
      }
      if child.role == .radioButton || child.role == .tab {
        if let first = run.first, first.role != child.role { flush(&self) }
        run.append(child)
        continue
      }
      flush(&self)
      visit(child, inNavigationBar: inNavigationBar)
    }
    flush(&self)
  }

  /// A node the screen reader stops on by itself.
  func isElement(_ node: SourceNode) -> Bool {
    switch node.role {
    case .button, .checkbox, .switchControl, .toggleButton, .radioButton, .textField, .dropdown, .picker,
      .datePicker, .slider, .progress, .tab, .link, .stepper, .cell:
      return true
    case .view, .container, .text, .heading, .image:
      return node.clickable || node.longClickable || node.checked != nil
        || (node.mergesDescendants && (node.ownName != nil || !groupText(node).isEmpty))
    default:
      return false
    }
  }

  /// Text, headings, images and plain views that say something but do nothing.
  func isStatic(_ node: SourceNode) -> Bool {
    switch node.role {
    case .text, .heading, .image: true
    case .view: node.children.isEmpty
    default: false
    }
  }

  /// The names of the descendants read as part of `node`, in order, joined as TalkBack joins them.
  func groupText(_ node: SourceNode) -> String {
    var parts: [String] = []
    let group = node
    func collect(_ node: SourceNode) {
      for child in node.children where child.role != .system {
        if isSeparateStop(child, within: group) { continue }
        if let name = child.ownName { parts.append(name) } else { collect(child) }
      }
    }
    collect(node)
    return parts.joined(separator: ", ")
  }

  /// Whether a descendant of an element is a stop of its own rather than part of it. Compose merges
  /// every descendant of a MergeDescendants node except those that merge their own.
  func isSeparateStop(_ child: SourceNode, within group: SourceNode) -> Bool {
    if format == .compose && group.mergesDescendants { return child.mergesDescendants }
    return isElement(child) && !isCheckableLeaf(child)
  }

  func isCheckableLeaf(_ node: SourceNode) -> Bool {
    node.checked != nil && !node.clickable && !node.focusable
  }

  /// A row's only checkable part (a Switch inside a clickable settings row): the row plays as that control.
  func soleCheckable(in node: SourceNode) -> SourceNode? {
    var found: [SourceNode] = []
    var otherControls = 0
    func search(_ node: SourceNode) {
      for child in node.children {
        if child.checked != nil && [.checkbox, .switchControl, .toggleButton, .view].contains(child.role) {
          found.append(child)
        } else if isElement(child) {
          otherControls += 1
        } else {
          search(child)
        }
      }
    }
    search(node)
    guard found.count == 1, otherControls == 0, let only = found.first else { return nil }
    // On Android a checkable child that is clickable itself is its own stop, not part of the row.
    if format.platform == .android && (only.clickable || only.focusable) { return nil }
    return only
  }

  /// Controls under `node` that are their own stops, visited after it.
  mutating func visitControls(under node: SourceNode, except consumed: ImportLocation?) {
    visitControls(under: node, of: node, except: consumed)
  }

  mutating func visitControls(under node: SourceNode, of group: SourceNode, except consumed: ImportLocation?) {
    for child in node.children where child.location != consumed {
      if isSeparateStop(child, within: group) || [.radioGroup, .segmentedControl].contains(child.role) {
        visit(child, inNavigationBar: false)
      } else {
        nodeCount += 1
        visitControls(under: child, of: group, except: consumed)
      }
    }
  }

  // MARK: - Elements

  mutating func emitStatic(_ node: SourceNode, name: String, inNavigationBar: Bool) {
    var role = node.role
    if node.heading || (inNavigationBar && role == .text) { role = .heading }
    if role == .view { role = .text }
    var element = start(node, role: role, label: name)
    finish(&element, node)
  }

  mutating func emitControl(_ node: SourceNode) {
    let (role, checkedState, consumed) = controlRole(of: node)
    let label = controlLabel(of: node, role: role)
    var element = start(node, role: role, label: label)
    describeKind(&element, node, label: label, checked: checkedState)
    describeRole(&element, node, role: role)
    finish(&element, node)
    visitControls(under: node, except: consumed)
  }

  /// What a control is: a container or text with one checkable child is that
  /// control (the child consumed), a checkable view a check box, another a button.
  mutating func controlRole(
    of node: SourceNode
  ) -> (role: SourceRole, checked: Bool?, consumed: ImportLocation?) {
    guard [.view, .container, .cell, .text, .image, .heading].contains(node.role) else {
      return (node.role, node.checked, nil)
    }
    if node.checked == nil, let only = soleCheckable(in: node) {
      return (only.role == .view ? .checkbox : only.role, only.checked, only.location)
    }
    if node.checked != nil {
      if node.role == .view {
        notes.add(
          "checkable-view",
          "a checkable \(node.className) does not say whether it is a check box or a switch; it was imported as a checkbox: change the kind to switch where it is one"
        )
      }
      return (.checkbox, node.checked, nil)
    }
    return (node.role != .cell && node.role != .view ? .button : node.role, node.checked, nil)
  }

  /// A control's name: an EditText's or Spinner's own text is what is typed or
  /// chosen, never its name.
  func controlLabel(of node: SourceNode, role: SourceRole) -> String? {
    switch role {
    case .textField, .dropdown:
      node.contentDescription.nonBlank
        ?? (format.keepsTraversalOrder ? nil : node.text.nonBlank ?? groupText(node).nonBlankOrNil)
    default:
      node.ownName ?? groupText(node).nonBlankOrNil
    }
  }

  /// The keys of the element's kind: its state, options or value.
  mutating func describeKind(
    _ element: inout ImportedElement, _ node: SourceNode, label: String?, checked: Bool?
  ) {
    switch element.kind {
    case Checkbox.kind:
      element.set(Checkbox.stateKey, .flag(checked ?? false))
    case Switch.kind:
      element.set(Switch.stateKey, .flag(checked ?? false))
    case ToggleButton.kind:
      element.set(ToggleButton.stateKey, .flag(checked ?? false))
    case RadioGroup.kind, Tabs.kind:
      let option = label ?? "Option"
      element.set(.options, .list([option]))
      if checked == true || node.selected { element.set(.selectedOption, .text(option)) }
      element.label = nil
    case Chip.kind:
      if let checked {
        element.set(Chip.filter, .flag(true))
        element.set(Chip.selected, .flag(checked))
      }
    case TextField.kind:
      describeTextField(&element, node)
    case Dropdown.kind:
      describeDropdown(&element, node)
    case Picker.kind:
      if let value = node.value.nonBlank ?? groupText(node).nonBlankOrNil {
        element.set(.options, .list([value]))
        element.set(.selectedOption, .text(value))
        notes.add("picker", "pickers: only the value on screen is known; add the other options")
      } else {
        element.kind = Button.kind
      }
    default:
      break
    }
  }

  /// What the platform role adds beyond the kind: a range, a date picker's note.
  mutating func describeRole(_ element: inout ImportedElement, _ node: SourceNode, role: SourceRole) {
    switch role {
    case .slider, .progress: describeRange(&element, node, role: role)
    case .datePicker:
      notes.add(
        "date", "date pickers were imported as buttons: change the kind to date-picker and add value: YYYY-MM-DD")
    default: break
    }
  }

  /// Radio buttons in a group, or the segments of a segmented control: one group of options.
  mutating func emitChoiceGroup(_ node: SourceNode, role groupRole: SourceRole) {
    var options: [String] = []
    var selected: String?
    var holdsTabs = false
    func collect(_ node: SourceNode) {
      for child in node.children {
        nodeCount += 1
        if [.radioButton, .button, .view, .tab].contains(child.role) || child.checked != nil {
          let name = child.ownName ?? groupText(child).nonBlankOrNil ?? "Option \(options.count + 1)"
          guard !options.contains(name) else { continue }
          options.append(name)
          holdsTabs = holdsTabs || child.role == .tab
          if child.checked == true || child.selected { selected = name }
        } else {
          collect(child)
        }
      }
    }
    collect(node)
    guard !options.isEmpty else {
      visitChildren(of: node, inNavigationBar: false)
      return
    }
    // Compose's TabRow is a selectable group too: what it holds decides what it is.
    let role = holdsTabs ? .tab : groupRole
    // The group is named for its id by its first option when it has no name of its own.
    var named = node
    if named.ownName == nil { named.text = options.first }
    var element = start(named, role: role, label: node.ownName)
    element.set(.options, .list(options))
    if let selected { element.set(.selectedOption, .text(selected)) }
    if format.platform == .android {
      element.rule =
        element.kind == Tabs.kind
        ? (source == .reactNative
          ? "React Native tabs (React Navigation's bottom tab bar): role tab, aria-selected; ReactAccessibilityDelegate gives the role the roleDescription \"Tab\" and the bar no collection info, so no position is read"
          : format == .compose
            ? "Compose tabs: Role Tab, Selected"
            : node.composeHosted
              ? "Compose tabs: a selected android.view.View under a ComposeView is Role.Tab, and so are the clickable Views beside it (AndroidComposeViewAccessibilityDelegateCompat: isSelected only for Role.Tab, roleDescription \"Tab\")"
              : node.className.contains("$Tab")
                ? "tabs: Role.getRole gives ActionBar$Tab no word, but Material's TabLayout.TabView sets roleDescription \"Tab\" (item_view_role_description; material-components-android TabLayout.java, commit 00220d0a), which a dump does not show"
                : "tabs: a Material navigation bar's items (Material's navigation_bar_item ids inside): NavigationBarItemView sets roleDescription \"Tab\" and a selected item is not clickable (material-components-android NavigationBarItemView.java, ac7e18ef), which a dump does not show")
        : "RadioButtons in a RadioGroup (Role.getRole: RadioButton)"
    }
    if element.kind == Tabs.kind {
      // A tab bar reads its tabs, not a name of its own.
      element.label = nil
    }
    finish(&element, node)
  }

  mutating func describeTextField(_ element: inout ImportedElement, _ node: SourceNode) {
    var value = node.value ?? (format.platform == .android ? node.text : nil)
    // Before Android 8 an empty EditText reports its hint as its text.
    if value != nil && value == node.placeholder { value = nil }
    if node.password {
      value = nil
      element.set(TextField.secure, .flag(true))
      notes.add(
        "password", "password fields: the typed text is not in a dump; they were imported empty, with secure: true")
    }
    if let placeholder = node.placeholder.nonBlank { element.set(TextField.placeholder, .text(placeholder)) }
    if let value = value.nonBlank { element.set(TextField.value, .text(value)) }
    if node.className.contains("Search") { element.set(TextField.search, .flag(true)) }
    if let error = node.error.nonBlank { element.set(TextField.error, .text(error)) }
  }

  mutating func describeDropdown(_ element: inout ImportedElement, _ node: SourceNode) {
    let shown = node.value.nonBlank ?? groupText(node).nonBlankOrNil ?? node.text.nonBlank
    guard let shown, shown != element.label else {
      element.kind = Button.kind
      return
    }
    element.set(Dropdown.options, .list([shown]))
    element.set(Dropdown.selected, .text(shown))
    notes.add("dropdown", "dropdowns: only the chosen option is on screen; add the other options")
  }

  /// A slider's or progress bar's value, as each reader says it.
  mutating func describeRange(_ element: inout ImportedElement, _ node: SourceNode, role: SourceRole) {
    let percent = node.rangeFraction.map { Int(($0 * 100).rounded()) }
    if let number = percent ?? node.value.flatMap({ Int($0.trimmingCharacters(in: "% ")) }) {
      // A value the source gives as a number: iOS "40%" or a Compose fraction, as a percent.
      let key = role == .slider ? Slider.value : ScreenReader.Progress.value
      element.set(key, .number(Swift.min(100, Swift.max(0, number))))
      if role == .slider, let custom = node.stateDescription.nonBlank {
        element.set(Slider.valueText, .text(custom))
      }
    } else if format.platform == .ios, let value = node.value.nonBlank {
      // VoiceOver reads a slider's accessibilityValue as the app words it ("1.5×").
      element.setIOS(IOSProperties.accessibilityValue, .text(value))
    } else if role == .slider {
      notes.add(
        "slider-value", "\(source.noun)s do not carry a slider's range: add value: (0 to 100) by hand",
        subject: element.id)
    }
  }

  /// A UIPageControl: adjustable, its accessibilityValue the page ("page 1 of 3", in the app's language) and no
  /// label; swiping up or down turns the page and VoiceOver reads the new value (UIPageControl,
  /// https://developer.apple.com/documentation/uikit/uipagecontrol, and the adjustable trait,
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable). So it is a slider over the
  /// pages, read as the app words its value: not static text with the adjustable trait, which says
  /// "adjustable" and does nothing. A value without its page and count stays its words, not adjustable.
  mutating func emitPageIndicator(_ node: SourceNode) {
    guard let value = node.value.nonBlank ?? node.ownName else { return }
    guard let (page, pages, template) = Self.pageAndCount(value), pages > 1 else {
      // One page ("page 1 of 1") has nowhere to adjust to, and a slider needs a range: its words.
      var element = start(node, role: .text, label: value)
      element.rule = "UIPageControl whose value names no page and count, or a single page: its words, as static text"
      finish(&element, node)
      return
    }
    var element = start(node, role: .slider, label: nil)
    element.set(Slider.value, .number(page))
    element.set(Slider.min, .number(1))
    element.set(Slider.max, .number(pages))
    element.set(Slider.step, .number(1))
    element.set(Slider.format, .text(Slider.Format.number.rawValue))
    element.set(Slider.valueText, .text(template))
    element.rule = "UIPageControl: adjustable over its pages, its value (page N of M) as the app words it"
    finish(&element, node)
  }

  /// "page 2 of 3" (or "Seite 2 von 3", "2/3"): the first two whole numbers of a page control's value when they
  /// are a page and the count it lies in, and the value with the page as `{value}`; nil otherwise.
  static func pageAndCount(_ value: String) -> (page: Int, pages: Int, template: String)? {
    var numbers: [(Range<String.Index>, Int)] = []
    var index = value.startIndex
    while index < value.endIndex, numbers.count < 3 {
      guard value[index].isASCII, value[index].isNumber else {
        index = value.index(after: index)
        continue
      }
      let digits = value[index...].prefix { $0.isASCII && $0.isNumber }
      guard digits.count <= 6, let number = Int(digits) else { return nil }
      numbers.append((digits.startIndex..<digits.endIndex, number))
      index = digits.endIndex
    }
    guard numbers.count == 2, numbers[0].1 >= 1, numbers[0].1 <= numbers[1].1 else { return nil }
    var template = value
    template.replaceSubrange(numbers[0].0, with: "{value}")
    return (numbers[0].1, numbers[1].1, template)
  }

  mutating func start(_ node: SourceNode, role: SourceRole, label: String?) -> ImportedElement {
    let kind = ComponentMapping.kind(for: role)
    var element = ImportedElement(kind: kind, label: label, source: sourceText(node), bounds: node.bounds)
    element.id = uniqueID(for: node, label: label, kind: kind)
    element.idFromDump = node.identifier != nil
    element.location = node.location
    element.geometricOrder = node.composeHosted
    if format.platform == .ios { element.rule = Self.voiceOverRule(role) }
    return element
  }

  /// What VoiceOver says for each role, from the trait or type the dump gives (UIAccessibilityTraits,
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits).
  static func voiceOverRule(_ role: SourceRole) -> String? {
    switch role {
    case .button: "the button trait: label, value, \"button\""
    case .text, .view: "static text: read as it is, no trait word"
    case .heading: "the header trait: \"heading\""
    case .image: "the image trait: \"image\""
    case .switchControl, .checkbox: "a switch: \"switch button\", then its value 1 as \"on\""
    case .textField: "a text field: label, value, \"text field\""
    case .tab, .tabBar: "tab bar buttons: \"tab\" and \"n of m\"; AXValue 1 or Selected is the selected tab"
    case .cell: "a cell: its texts, no button trait unless the app adds it"
    case .slider: "the adjustable trait: label, value, \"adjustable\""
    case .progress: "a progress indicator: label and value"
    case .link: "the link trait: \"link\""
    case .segmentedControl, .radioButton, .radioGroup: "segments: \"button\", \"n of m\", the selected one \"Selected\""
    case .dropdown: "a pop-up button: label, value, \"button\""
    default: nil
    }
  }

  /// The keys every kind shares, and the native properties the source platform tells.
  mutating func finish(_ element: inout ImportedElement, _ node: SourceNode) {
    // VoiceOver reads a button's accessibilityValue after its label ("Sort, Newest, button").
    if format.platform == .ios, element.kind == Button.kind, let value = node.value.nonBlank,
      value != element.label, node.role != .tab
    {
      element.setIOS(IOSProperties.accessibilityValue, .text(value))
    }
    // UIAccessibilityTraits.selected on a button that is no tab or segment (those say it through their
    // group): VoiceOver says "Selected" before the label.
    if format.platform == .ios, node.selected, element.kind == Button.kind {
      element.setIOS(
        IOSProperties.accessibilityTraits,
        .list([IOSProperties.Trait.button.rawValue, IOSProperties.Trait.selected.rawValue]))
    }
    if !node.enabled { element.set(CommonProperties.disabled, .flag(true)) }
    // The toolkit that built it: a Compose semantics tree, or a node under a ComposeView in a
    // View dump (`ScreenImporter` lifts it to the scenario when every element shares it).
    if format.platform == .android {
      // A React Native snapshot is React Native's on both platforms (ReactAccessibilityDelegate, RCTView).
      let toolkit: Toolkit =
        source == .reactNative ? .reactNative : format == .compose || node.composeHosted ? .compose : .views
      element.set(CommonProperties.toolkit, .text(toolkit.rawValue))
    }
    // A SwiftUI Toggle's shape in an iOS dump (SwiftUISignature): VoiceOver's words for it follow SwiftUI's.
    if format.platform == .ios, element.kind == Switch.kind, node.hostsSwiftUIToggle {
      element.set(CommonProperties.toolkit, .text(Toolkit.swiftui.rawValue))
    }
    if let hint = node.hint.nonBlank, format.platform == .ios { element.set(CommonProperties.hint, .text(hint)) }
    // A view showing one text and naming itself another: the text is the visible label, the
    // description the spoken name; the iOS side gets it as accessibilityLabel, as an iOS build would.
    if format.platform == .android, let text = node.text.nonBlank,
      let description = node.contentDescription.nonBlank,
      text != description, element.label == description, ![TextField.kind, Dropdown.kind].contains(element.kind)
    {
      element.label = text
      element.setAndroid(AndroidProperties.contentDescription, .text(description))
      element.setIOS(IOSProperties.accessibilityLabel, .text(description))
    }
    if let state = node.stateDescription.nonBlank, !element.hasAndroid(AndroidProperties.stateDescription) {
      element.setAndroid(AndroidProperties.stateDescription, .text(state))
    }
    if !node.customActions.isEmpty {
      element.setIOS(IOSProperties.customActions, .list(node.customActions))
      element.setAndroid(AndroidProperties.customActions, .list(node.customActions))
      notes.add(
        "actions", "custom actions were copied to the other platform too; check that the app offers them there",
      )
    }
    // Kinds whose options or field speak for them: no label is no fault.
    let namedByContent = [TextField.kind, RadioGroup.kind, SegmentedControl.kind, Dropdown.kind, Tabs.kind]
    if element.label == nil && !namedByContent.contains(element.kind)
      && !element.hasAndroid(AndroidProperties.contentDescription)
    {
      let naf = node.notAccessibilityFriendly
      notes.add(
        naf ? "unnamed-naf" : "unnamed",
        "controls with no name\(naf ? " (uiautomator flags them NAF)" : ""): both screen readers say only the role; name them in the app (contentDescription, accessibilityLabel) and add label: here",
        subject: element.id)
    }
    elements.append(element)
    mappedBytes += ScenarioYAMLWriter.leastBytes(of: element)
    if mappedBytes > byteBudget && overflow == nil { overflow = element }
  }

  func sourceText(_ node: SourceNode) -> String {
    var parts = [node.className.isEmpty ? "(no class)" : node.className]
    if let identifier = node.identifier {
      parts.append("\(source.identifierName) \(identifier)")
    }
    parts.append("line \(node.location.line)" + (node.location.column > 0 ? ", column \(node.location.column)" : ""))
    return parts.joined(separator: ", ")
  }

  /// The element's id: the source identifier's own name (`com.shop:id/pay_button` → pay_button), else one made
  /// from the label; unique in the file.
  mutating func uniqueID(for node: SourceNode, label: String?, kind: String) -> String {
    var base = ""
    if let identifier = node.identifier {
      let name = identifier.split(separator: "/").last.map(String.init) ?? identifier
      base = String(
        name.unicodeScalars.filter {
          $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.".unicodeScalars.contains($0)
        })
    }
    // Any text the node shows names it better than its kind (a field's hint, a group's first option).
    for text in [label, node.ownName, node.placeholder, node.value] where base.isEmpty {
      if let text = text.nonBlank { base = Self.slug(text) }
    }
    if base.isEmpty { base = kind }
    base = Self.shortened(base)
    var candidate = base
    // Numbers below the last one given to this base are all taken: start after it, so that a
    // thousand nodes of one name cost a thousand look-ups, not half a million.
    var number = nextNumber[base] ?? 2
    while usedIDs.contains(candidate) {
      candidate = "\(base)-\(number)"
      number += 1
    }
    nextNumber[base] = number
    usedIDs.insert(candidate)
    return candidate
  }

  /// At most 40 characters, cut after a whole word (at a hyphen, underscore or dot) where there is one.
  static func shortened(_ id: String, limit: Int = 40) -> String {
    guard id.count > limit else { return id }
    let head = id.prefix(limit + 1)
    if let cut = head.lastIndex(where: { "-_.".contains($0) }), cut > head.startIndex {
      return String(head[..<cut])
    }
    return String(id.prefix(limit))
  }

  /// Lower case, words joined by hyphens, as Earshot makes ids from labels.
  static func slug(_ text: String) -> String {
    var result = ""
    var pendingHyphen = false
    for scalar in text.lowercased().unicodeScalars {
      // ASCII answered without Unicode's property tables: most labels are all ASCII.
      let kept =
        scalar.isASCII
        ? (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
      if kept {
        if pendingHyphen && !result.isEmpty { result.append("-") }
        pendingHyphen = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    return result
  }
}

extension String {
  var nonBlankOrNil: String? { Optional(self).nonBlank }

  /// "50%" as "50 percent".
  var replacingPercentSign: String {
    hasSuffix("%") ? dropLast() + " percent" : self
  }
}

extension Array where Element == ElementFrame {
  /// The smallest rectangle holding them all.
  var union: ElementFrame? {
    guard let first else { return nil }
    return dropFirst().reduce(first) {
      ElementFrame(
        left: Swift.min($0.left, $1.left), top: Swift.min($0.top, $1.top), right: Swift.max($0.right, $1.right),
        bottom: Swift.max($0.bottom, $1.bottom))
    }
  }
}

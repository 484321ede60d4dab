import ScreenReader

/// `earshot import`'s work: recognise the format, read the tree, map it to
/// scenario elements in reading order, and write the scenario YAML.
public enum ScreenImporter {
  public struct Result: Sendable {
    public var format: ImportFormat
    public var yaml: String
    /// What the source could not tell, once each, with what to add by hand.
    public var notes: [String]
    public var elementCount: Int
    public var nodeCount: Int
    /// Where in the dump each element's node is, by the element's id (`earshot check DUMP` locates findings by it).
    public var sourceLocations: [String: ImportLocation] = [:]
    /// How large each element is drawn, in points (iOS) or dp (Android), by id, where the dump has bounds.
    public var sourceSizes: [String: TargetSize] = [:]
    /// The elements written, in reading order, each with its id and its source node's place in the dump.
    public var elements: [ImportedElement] = []
  }

  /// `maximumBytes` is the largest scenario the loader reads: the writing stops there, with an error that says so.
  public static func importScreen(
    text: String, file: String, format forced: ImportFormat? = nil, maximumBytes: Int = .max
  ) throws(ImportError) -> Result {
    // A dump saved in a way that hides its format (Python's repr(), lldb's po) is named as what it is.
    if forced == nil, let refusal = ImportRefusals.refusal(of: Substring(text), file: file) { throw refusal }
    guard let format = forced ?? ImportFormat.detect(Substring(text)) else {
      throw ImportError(
        file: file, location: ImportLocation(line: 1, column: 1),
        "this is no format earshot import knows; give a uiautomator dump or an Appium page source (XML), a Compose printToString() tree, idb ui describe-all --json, an XCUITest debugDescription, a Flutter debugDumpSemanticsTree(), a React Native snapshot, an Espresso view hierarchy, AccessibilityNodeInfo lines or a Maestro hierarchy (see docs/import.md), or name it with --format (\(ImportFormat.names))"
      )
    }
    var roots = try format.read(text, file: file)
    if format.platform == .ios { SwiftUISignature.mark(&roots) }
    // A text no scenario can hold is refused before the mapping copies and scans it.
    if let long = firstNode(in: roots, withTextOver: maximumBytes) {
      throw ImportError(
        file: file, location: long.location,
        "this node's text alone is longer than \(maximumBytes / 1024) KB, the most a scenario may be; import a smaller part of the screen, or shorten the text in the dump"
      )
    }
    var mapper = ScenarioMapper(format: format)
    mapper.byteBudget = maximumBytes
    mapper.map(roots)
    // Stopped as soon as what is mapped cannot fit, before ordering, language and writing cost anything.
    if let overflow = mapper.overflow {
      throw ImportError(
        file: file, location: overflow.location,
        "the first \(mapper.elements.count) elements, up to this node, already take more than \(maximumBytes / 1024) KB of scenario, the most a scenario may be; import a smaller part of the screen (one subtree of the dump)"
      )
    }
    guard !mapper.elements.isEmpty else {
      throw ImportError(file: file, location: nil, ImportRefusals.nothingToRead(format: format, mapper: mapper))
    }
    let screenWidth = roots.compactMap(\.bounds?.width).max()
    let tolerance = ReadingOrder.lineTolerance(platform: format.platform, screenWidth: screenWidth)
    // TalkBack swipes in the tree's order (its traversal follows the view hierarchy), which a
    // uiautomator dump keeps; geometry only where the format does not keep it.
    let ordered =
      switch format {
      case .uiautomator, .appium, .accessibilityNodeInfo, .maestro, .espresso, .reactNative:
        ReadingOrder.sortingComposeRuns(mapper.elements)
      case .compose: ReadingOrder.composeSorted(mapper.elements)
      // debugDumpSemanticsTree prints in traversal order (DebugSemanticsDumpOrder.traversalOrder, its
      // default), the order both of Flutter's bridges hand their readers (childrenInTraversalOrder).
      case .flutter: mapper.elements
      case .idb, .xcuitest, .appiumIOS, .maestroIOS: ReadingOrder.sorted(mapper.elements, tolerance: tolerance)
      }
    // Appium's UiAutomator2 driver writes each node's heading flag; a plain uiautomator dump has none.
    // Newer idb lists each element's traits, so its headings and selected items are known.
    let knowsHeadings =
      (format == .appium && text.containsBytes(" heading=\""))
      || (format == .idb && text.containsBytes("\"traits\""))
    var notes = formatNotes(format, knowsHeadings: knowsHeadings) + mapper.notes.rendered
    // What the readers never reach, counted so that a missing element is not a surprise.
    if mapper.skippedInvisible > 0 {
      notes.append(
        "\(mapper.skippedInvisible) node\(mapper.skippedInvisible == 1 ? " was" : "s were") left out as the screen reader never reaches \(mapper.skippedInvisible == 1 ? "it" : "them"): of no size, not displayed, or an unlabelled hairline"
      )
    }
    if mapper.silentStops > 0 {
      notes.append(
        "\(mapper.silentStops) clickable view\(mapper.silentStops == 1 ? " has" : "s have") nothing to say (no text, no state, no role word), so TalkBack does not stop there: left out"
      )
    }
    if format.platform == .android {
      let ids = TestIDLabels.find(in: roots)
      if !ids.isEmpty {
        let shown = ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? " and \(ids.count - 8) more" : "")
        notes.append(
          "content descriptions that are test ids (\(shown)): TalkBack says them as written, so they are kept as the names; an app that sets accessibilityLabel to its testID for UI tests (React Native before testID reached resource-id) makes TalkBack say the id: give those controls a real accessibilityLabel and keep the id in testID"
        )
      }
    }
    let other = (format.platform == .android ? Platform.ios : .android).screenReaderName
    notes.append(
      "\(other)'s side was filled from the same components (platform both works); its words follow Earshot's rules for \(other), not a recording of the app"
    )
    let guess = LocaleGuess.guess(ordered.flatMap(\.texts) + [mapper.title].compactMap { $0 })
    if let guess {
      if let locale = guess.locale {
        notes.append(
          "locale: \(locale) was guessed from the screen's text (\(guess.evidence)): the readers speak their own words in it; a dump does not say the phone's language, so change it if the phone is set otherwise"
            + (guess.weak ? "; a weak guess, from little text: check it" : "")
        )
      } else if !guess.evidence.contains("English") {
        notes.append(
          "the screen's language could not be told (\(guess.evidence)): the readers speak English words here; add locale: (de, es, fr, ja, pt-BR, ru) if the phone is set to one of those"
        )
      }
    }
    // One toolkit for every element is the scenario's (`toolkit:`), written once.
    var elements = ordered
    let toolkits = Set(elements.compactMap { $0.keys.first { $0.0 == CommonProperties.toolkit.name }?.1 })
    var toolkit: String?
    // Only when every element names it: an iOS dump shows SwiftUI on some elements alone (SwiftUISignature).
    let everyElementNamesOne = elements.allSatisfy { $0.keys.contains { $0.0 == CommonProperties.toolkit.name } }
    if toolkits.count == 1, everyElementNamesOne, case .text(let only) = toolkits.first {
      toolkit = only
      for index in elements.indices { elements[index].keys.removeAll { $0.0 == CommonProperties.toolkit.name } }
    }
    let yaml = try ScenarioYAMLWriter.write(
      title: mapper.title, locale: guess?.locale, toolkit: toolkit, elements: elements, notes: notes, file: file,
      format: format,
      maximumBytes: maximumBytes)
    var result = Result(
      format: format, yaml: yaml, notes: notes, elementCount: elements.count, nodeCount: mapper.nodeCount)
    for element in elements {
      result.sourceLocations[element.id] = element.location
      // iOS frames are points. Android's bounds are pixels and no dump says the density (ATF reads
      // it from the display), so an Android dump's sizes are not given rather than guessed. An
      // iOS app's frames say nothing of its Android app: they are judged on iOS only.
      if format.platform == .ios, let bounds = element.bounds, !bounds.isEmpty {
        result.sourceSizes[element.id] = TargetSize(width: bounds.width, height: bounds.height, platform: .ios)
      }
    }
    result.elements = elements
    return result
  }

  /// The first node, in document order, whose own texts add up to more than `limit` UTF-8 bytes.
  static func firstNode(in nodes: [SourceNode], withTextOver limit: Int) -> SourceNode? {
    for node in nodes {
      let texts = [node.text, node.contentDescription, node.value, node.placeholder, node.hint, node.stateDescription]
      let bytes = (texts + [node.error, node.identifier]).reduce(0) { $0 + ($1?.utf8.count ?? 0) }
      if bytes + node.customActions.reduce(0, { $0 + $1.utf8.count }) > limit { return node }
      if let found = firstNode(in: node.children, withTextOver: limit) { return found }
    }
    return nil
  }

  /// What each format never carries.
  static func formatNotes(_ format: ImportFormat, knowsHeadings: Bool = false) -> [String] {
    switch format {
    case .appium where knowsHeadings:
      [
        "an Appium page source has no stateDescription, usage hints or custom actions: add them under android: (stateDescription, hint, customActions)"
      ]
    case .uiautomator, .appium:
      [
        "a uiautomator dump has no heading flag: change text: to heading: where the app marks a heading (TalkBack adds \"Heading\")",
        "nor stateDescription, hints or custom actions: add them under android: (stateDescription, hint, customActions)",
      ]
    case .compose:
      ["a semantics tree has no usage hints: add hint: where the app sets onClickLabel"]
    case .idb where knowsHeadings:
      []
    case .idb:
      [
        "idb describe-all has no traits: a selected tab or segment and a heading that is not AXHeading read as plain; add ios: { accessibilityTraits: [...] } where they are"
      ]
    case .xcuitest:
      [
        "a debugDescription has no hints, no heading trait (navigation bar titles are made headings) and no custom actions: add hint:, heading: and ios: { customActions } by hand"
      ]
    case .appiumIOS:
      [
        "an Appium page source has no hints or custom actions, and only a newer WebDriverAgent lists traits (traits=\"Button, Selected\"): without them a heading or a selected tab reads plain; add hint:, heading: and ios: { accessibilityTraits: [...] } by hand"
      ]
    case .flutter:
      [
        "a Flutter semantics tree is what both of Flutter's bridges read (AccessibilityBridge on Android, SemanticsObject on iOS): its labels, flags and actions are mapped as they map them; custom actions print only as customAction, without their labels"
      ]
    case .reactNative:
      [
        "a test renderer snapshot has no geometry: the reading order is the order of the tree, and what a style hides (opacity 0, off screen) is still read"
      ]
    case .espresso:
      [
        "an Espresso hierarchy names each view's own class (MaterialButton), not the class it reports to TalkBack: the role is judged from the name; it has no heading flag, stateDescription, hints or custom actions: add them by hand"
      ]
    case .accessibilityNodeInfo:
      [
        "a node log has no hints or custom action labels unless it lists them: add hint: and android: { customActions } by hand"
      ]
    case .maestro:
      [
        "a Maestro hierarchy has no heading flag, stateDescription, hints or custom actions: add them under android: (stateDescription, hint, customActions)"
      ]
    case .maestroIOS:
      [
        "a Maestro hierarchy of an iOS screen has no element types and no traits: a button, a heading, a link or an image reads as plain text; add button:, heading:, image: and ios: { accessibilityTraits: [...] } where the app has them"
      ]
    }
  }
}

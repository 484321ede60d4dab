import ScreenReader

/// The formats `earshot import` reads, and how each is recognised from its content.
public enum ImportFormat: String, Sendable, CaseIterable {
  /// `adb shell uiautomator dump`, `UiDevice.dumpWindowHierarchy`.
  case uiautomator
  /// An Appium page source (`driver.page_source` with UiAutomator2): uiautomator's attributes, each
  /// element named after its class.
  case appium
  /// Compose `printToString()` / `printToLog()`, merged or unmerged.
  case compose
  /// `idb ui describe-all --json` (flat or `--nested`).
  case idb
  /// XCUITest `XCUIApplication().debugDescription`.
  case xcuitest
  /// An Appium page source of an iOS screen (`driver.page_source` with the XCUITest driver): XCUIElementType
  /// elements with WebDriverAgent's attributes.
  case appiumIOS = "appium-ios"
  /// Flutter's `debugDumpSemanticsTree()`: `SemanticsNode#N` with its rect, flags, actions and label.
  case flutter
  /// A React Native Jest snapshot (`__snapshots__/*.snap`) or the JSON of react-test-renderer's `toJSON()`.
  case reactNative = "react-native"
  /// Espresso's "View Hierarchy:" (`+>DecorView{…}`) from a NoMatchingViewException or `view-hierarchy-N.txt`.
  case espresso
  /// `AccessibilityNodeInfo.toString()` lines (`AccessibilityNodeInfo@…; boundsInScreen: …;`), or TalkBack's
  /// node tree (`TreeDebug`) as `adb shell dumpsys accessibility` and its debug log print it.
  case accessibilityNodeInfo = "accessibility-node-info"
  /// `maestro hierarchy` of an Android screen (its attributes carry `class`).
  case maestro
  /// `maestro hierarchy` of an iOS screen (no `class`, no traits).
  case maestroIOS = "maestro-ios"

  /// The platform whose screen the dump shows.
  public var platform: Platform {
    switch self {
    case .uiautomator, .appium, .compose, .flutter, .reactNative, .espresso, .accessibilityNodeInfo, .maestro:
      .android
    case .idb, .xcuitest, .appiumIOS, .maestroIOS: .ios
    }
  }

  /// The format whose mapping rules the mapper applies: a new reader hands over the tree its platform's
  /// screen reader is given, in the shape of a format the mapper already knows.
  var mappedAs: ImportFormat {
    switch self {
    // A Flutter semantics tree, like Compose's, is already the tree the platform's reader is given.
    case .flutter: .compose
    // View trees: TalkBack's stop rules apply as to a uiautomator dump of the same views.
    case .reactNative, .espresso, .accessibilityNodeInfo, .maestro: .uiautomator
    // Elements with labels and frames, read in geometric order, as idb's.
    case .maestroIOS: .idb
    default: self
    }
  }

  /// What the dump calls a node's identifier, for the comment above each element.
  var identifierName: String {
    switch self {
    case .uiautomator, .appium, .accessibilityNodeInfo, .maestro, .maestroIOS: "resource-id"
    case .compose: "testTag"
    case .idb: "AXUniqueId"
    case .xcuitest: "identifier"
    case .appiumIOS: "name"
    case .flutter: "identifier"
    case .reactNative: "testID"
    case .espresso: "res-name"
    }
  }

  /// What the dump is called: "uiautomator dump".
  public var noun: String {
    switch self {
    case .uiautomator: "uiautomator dump"
    case .appium: "Appium page source"
    case .compose: "semantics tree"
    case .idb: "idb description"
    case .xcuitest: "debugDescription"
    case .appiumIOS: "Appium page source"
    case .flutter: "semantics tree"
    case .reactNative: "snapshot"
    case .espresso: "view hierarchy"
    case .accessibilityNodeInfo: "node log"
    case .maestro, .maestroIOS: "Maestro hierarchy"
    }
  }

  public var summary: String {
    switch self {
    case .uiautomator: "an Android uiautomator dump"
    case .appium: "an Appium page source of an Android screen"
    case .compose: "a Compose semantics tree"
    case .idb: "an idb describe-all JSON"
    case .xcuitest: "an XCUITest debugDescription"
    case .appiumIOS: "an Appium page source of an iOS screen"
    case .flutter: "a Flutter semantics tree"
    case .reactNative: "a React Native test renderer snapshot"
    case .espresso: "an Espresso view hierarchy"
    case .accessibilityNodeInfo: "an AccessibilityNodeInfo log"
    case .maestro: "a Maestro hierarchy of an Android screen"
    case .maestroIOS: "a Maestro hierarchy of an iOS screen"
    }
  }

  /// Whether the dump lists its nodes in the framework's traversal order (the order TalkBack
  /// swipes through them); a Compose semantics tree prints children by id, so its order is geometry.
  public var keepsTraversalOrder: Bool {
    self == .uiautomator || self == .appium
  }

  /// Every name `--format` takes, for the message that lists them.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The format the text is in, judged from its first meaningful lines; nil when none fits.
  /// The dump's trees, by this format's reader: the one place a format names its reader.
  func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    switch self {
    case .uiautomator, .appium: try UIAutomatorReader.read(text, file: file)
    case .compose: try ComposeSemanticsReader.read(text, file: file)
    case .idb: try IDBDescriptionReader.read(text, file: file)
    case .xcuitest: try XCUITestDescriptionReader.read(text, file: file)
    case .appiumIOS: try AppiumXCUITestReader.read(text, file: file)
    case .flutter: try FlutterSemanticsReader.read(text, file: file)
    case .reactNative: try ReactNativeSnapshotReader.read(text, file: file)
    case .espresso: try EspressoHierarchyReader.read(text, file: file)
    case .accessibilityNodeInfo: try AccessibilityNodeInfoReader.read(text, file: file)
    case .maestro: try MaestroHierarchyReader.read(text, file: file, ios: false)
    case .maestroIOS: try MaestroHierarchyReader.read(text, file: file, ios: true)
    }
  }

  public static func detect(_ text: Substring) -> ImportFormat? {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if let maestro = MaestroHierarchyReader.detect(start) { return maestro }
    if ReactNativeSnapshotReader.isSnapshot(start) { return .reactNative }
    if start.hasPrefix("<") {
      if AppiumXCUITestReader.isPageSource(start) { return .appiumIOS }
      // uiautomator writes <node …>; Appium names each element after its class.
      return text.containsBytes("<node ") || !text.containsBytes("<android.") ? .uiautomator : .appium
    }
    if start.hasPrefix("[") || start.hasPrefix("{") { return .idb }
    // Both text formats may sit inside a log: look at the first few hundred lines that are not empty
    // (found one at a time: the rest of a large dump is never split).
    var lines = 0
    var found: ImportFormat?
    _ = try? text.forEachLine { line, _, _ throws(ImportError) in
      guard found == nil, lines < 400, !line.isEmpty else { return }
      lines += 1
      found = formatOfLine(line)
    }
    return found
  }

  /// The text format a line of a log belongs to, if any.
  private static func formatOfLine(_ line: Substring) -> ImportFormat? {
    if FlutterSemanticsReader.isNodeLine(line) { return .flutter }
    if EspressoHierarchyReader.isHierarchyLine(line) { return .espresso }
    if AccessibilityNodeInfoReader.isNodeLine(line) { return .accessibilityNodeInfo }
    if line.containsBytes("Printing with useUnmergedTree") || ComposeSemanticsReader.nodeHeaderStart(in: line) != nil {
      return .compose
    }
    if line.containsBytes("Element subtree:") || XCUITestDescriptionReader.isElementLine(line) { return .xcuitest }
    return nil
  }
}

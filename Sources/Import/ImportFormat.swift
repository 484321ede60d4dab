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

  /// The platform whose screen the dump shows.
  public var platform: Platform {
    switch self {
    case .uiautomator, .appium, .compose: .android
    case .idb, .xcuitest, .appiumIOS: .ios
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
    }
  }

  /// Whether the dump lists its nodes in the framework's traversal order (the order TalkBack
  /// swipes through them); a Compose semantics tree prints children by id, so its order is geometry.
  public var keepsTraversalOrder: Bool {
    self == .uiautomator || self == .appium
  }

  /// The format the text is in, judged from its first meaningful lines; nil when none fits.
  /// The dump's trees, by this format's reader: the one place a format names its reader.
  func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    switch self {
    case .uiautomator, .appium: try UIAutomatorReader.read(text, file: file)
    case .compose: try ComposeSemanticsReader.read(text, file: file)
    case .idb: try IDBDescriptionReader.read(text, file: file)
    case .xcuitest: try XCUITestDescriptionReader.read(text, file: file)
    case .appiumIOS: try AppiumXCUITestReader.read(text, file: file)
    }
  }

  public static func detect(_ text: Substring) -> ImportFormat? {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if start.hasPrefix("<") {
      if AppiumXCUITestReader.isPageSource(start) { return .appiumIOS }
      // uiautomator writes <node …>; Appium names each element after its class.
      return text.contains("<node ") || !text.contains("<android.") ? .uiautomator : .appium
    }
    if start.hasPrefix("[") || start.hasPrefix("{") { return .idb }
    // Both text formats may sit inside a log: look at the first few hundred lines.
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isLineEnd).prefix(400) {
      if line.contains("Printing with useUnmergedTree") || ComposeSemanticsReader.nodeHeaderStart(in: line) != nil {
        return .compose
      }
      if line.contains("Element subtree:") || XCUITestDescriptionReader.isElementLine(line) {
        return .xcuitest
      }
    }
    return nil
  }
}

import Import
import Scenario
import ScreenReader
import Testing

/// Builds small dumps in the real formats and imports them the way `earshot import` does.
enum ImportSupport {
  /// A uiautomator dump of `nodes` (each a `<node …/>` string) inside a phone-sized root.
  static func uiautomator(_ nodes: [String], package: String = "com.example") -> String {
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
      + node(className: "android.widget.FrameLayout", bounds: "[0,0][1080,2400]", children: nodes)
      .replacingOccurrences(of: "package=\"com.example\"", with: "package=\"\(package)\"") + "</hierarchy>"
  }

  static func node(
    className: String, text: String = "", description: String = "", bounds: String, clickable: Bool = false,
    checkable: Bool = false, checked: Bool = false, focusable: Bool? = nil, selected: Bool = false,
    password: Bool = false, resourceID: String = "", children: [String] = []
  ) -> String {
    func escaped(_ value: String) -> String {
      value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
        .replacingOccurrences(of: "\t", with: "&#9;")
    }
    let attributes =
      "index=\"0\" text=\"\(escaped(text))\" resource-id=\"\(resourceID)\" class=\"\(className)\" package=\"com.example\" content-desc=\"\(escaped(description))\" checkable=\"\(checkable)\" checked=\"\(checked)\" clickable=\"\(clickable)\" enabled=\"true\" focusable=\"\(focusable ?? clickable)\" focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"\(password)\" selected=\"\(selected)\" bounds=\"\(bounds)\""
    return children.isEmpty ? "<node \(attributes) />" : "<node \(attributes)>" + children.joined() + "</node>"
  }

  /// Imports the text and loads the scenario it gives, as the REPL would.
  static func load(_ text: String, file: String = "dump") throws -> (ScreenImporter.Result, LoadedScenario) {
    let result = try ScreenImporter.importScreen(text: text, file: file)
    let loaded = try ScenarioLoader.parse(text: result.yaml, file: "imported.yaml")
    return (result, loaded)
  }

  /// What the screen reader says at each stop, first to last, hints off: each stop's speech parts.
  static func stops(_ loaded: LoadedScenario, on platform: Platform = .android) throws -> [[SpeechPart]] {
    var session = ScreenReaderSession(screen: loaded.screen, platform: platform)
    session.hintsEnabled = false
    if let locale = loaded.screen.locale { session.setLocale(locale) }
    var result: [[SpeechPart]] = []
    var last: String?
    for command in [Command.first] + Array(repeating: Command.next, count: 2_000) {
      let events = try session.perform(command)
      guard let focused = session.focusedNode?.id, focused != last else { break }
      last = focused
      result.append(events.utterances.flatMap(\.parts))
    }
    return result
  }

  /// What each stop says, as text.
  static func spoken(_ loaded: LoadedScenario, on platform: Platform = .android) throws -> [String] {
    try stops(loaded, on: platform).map { $0.map(\.text).filter { !$0.isEmpty }.joined(separator: ", ") }
  }

  static func kindsAndLabels(_ loaded: LoadedScenario) -> [String] {
    loaded.screen.components.map { "\(type(of: $0).kind): \($0.common.label ?? "")" }
  }
}

extension String {
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

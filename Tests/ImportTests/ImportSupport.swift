import Import
import Scenario
import Testing

/// Builds small dumps in the real formats and imports them the way `earshot import` does.
enum ImportSupport {
  /// A uiautomator dump of `nodes` (each a `<node …/>` string) inside a phone-sized root.
  static func uiautomator(_ nodes: [String]) -> String {
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
      + node(className: "android.widget.FrameLayout", bounds: "[0,0][1080,2400]", children: nodes) + "</hierarchy>"
  }

  static func node(
    className: String, text: String = "", description: String = "", bounds: String, clickable: Bool = false,
    checkable: Bool = false, checked: Bool = false, resourceID: String = "", children: [String] = []
  ) -> String {
    func escaped(_ value: String) -> String {
      value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
        .replacingOccurrences(of: "\t", with: "&#9;")
    }
    let attributes =
      "index=\"0\" text=\"\(escaped(text))\" resource-id=\"\(resourceID)\" class=\"\(className)\" package=\"com.example\" content-desc=\"\(escaped(description))\" checkable=\"\(checkable)\" checked=\"\(checked)\" clickable=\"\(clickable)\" enabled=\"true\" focusable=\"\(clickable)\" focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" bounds=\"\(bounds)\""
    return children.isEmpty ? "<node \(attributes) />" : "<node \(attributes)>" + children.joined() + "</node>"
  }

  /// Imports the text and loads the scenario it gives, as the REPL would.
  static func load(_ text: String, file: String = "dump") throws -> (ScreenImporter.Result, LoadedScenario) {
    let result = try ScreenImporter.importScreen(text: text, file: file)
    let loaded = try ScenarioLoader.parse(text: result.yaml, file: "imported.yaml")
    return (result, loaded)
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

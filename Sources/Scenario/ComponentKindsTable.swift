import ScreenReader

/// The kinds table of docs/scenario-format.md, made from each registered kind's
/// first example, so the table says what the example tests prove Earshot says.
/// `earshot schema --kinds` prints it; `scripts/update-reference.sh` writes it
/// between the document's `kinds:begin` and `kinds:end` markers.
public enum ComponentKindsTable {
  public static var markdown: String {
    var lines = [
      "| kind | keys of its own | example | VoiceOver says | TalkBack says |",
      "| --- | --- | --- | --- | --- |",
    ]
    for kind in ComponentRegistry.kinds {
      let keys = kind.keys.map { "`\($0.name)`" }.joined(separator: ", ")
      guard let example = kind.examples.first else {
        lines.append("| `\(kind.kind)` | \(keys) | | | |")
        continue
      }
      lines.append(
        "| `\(kind.kind)` | \(keys) | \(snippet(example)) | \(said(example.voiceOver)) | \(said(example.talkBack)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The example's YAML on one line, as it would sit in a list of elements.
  static func snippet(_ example: ComponentExample) -> String {
    let lines = example.yaml.split(separator: "\n").map { $0.trimmingLeadingDash }
    var cell = "`" + ScenarioReference.cell(lines.joined(separator: " ")) + "`"
    // Examples start with `first`; any further command is shown.
    let further = example.commands.first == "first" ? example.commands.dropFirst() : example.commands[...]
    if !further.isEmpty { cell += ", then " + further.map { "`\($0)`" }.joined(separator: ", ") }
    return cell
  }

  static func said(_ text: String?) -> String {
    text.map { "\"" + ScenarioReference.cell($0) + "\"" } ?? "(iOS only)"
  }
}

extension Substring {
  fileprivate var trimmingLeadingDash: String {
    hasPrefix("- ") ? String(dropFirst(2)) : String(self)
  }
}

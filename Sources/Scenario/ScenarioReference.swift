import ScreenReader

/// The key reference of docs/scenario-format.md, made from the same declarations
/// as the schema, so the documentation lists every key a scenario may write.
/// `earshot schema --markdown` prints it; a test checks the document holds it.
public enum ScenarioReference {
  /// The Markdown that sits between the document's `keys:begin` and `keys:end` markers.
  public static var markdown: String {
    var sections: [String] = []
    sections.append(section("Top-level keys", nil, ScenarioKeys.all))
    sections.append(section("Modal keys", "Under `modals:`, each modal by its id.", ModalKeys.all))
    sections.append(
      section(
        "Variant keys",
        "Under `variants:`, each variant by its name (see [training.md](training.md)). A patch names elements and modals by id and gives the keys that differ; everything it does not name is shared.",
        ScenarioVariant.keys))
    sections.append(
      section("Keys every element takes", "Beside the kind key or inside its map.", CommonProperties.keys))
    for key in CommonProperties.keys {
      switch key.type {
      case .map(let keys):
        sections.append(section("`\(key.name):` keys", key.summary, keys, level: 4))
      case .listOf(let keys):
        sections.append(
          section("`\(key.name):` keys", key.summary + " A list of names, or of maps:", keys, level: 4))
      case .stringOrMap(let keys):
        sections.append(
          section("`\(key.name):` keys", key.summary + " Either the text alone, or a map:", keys, level: 4))
      default:
        break
      }
    }
    sections.append("### Component kinds")
    for kind in ComponentRegistry.kinds {
      let own = kind.keys.isEmpty ? " No keys of its own." : ""
      sections.append(section("`\(kind.kind)`", kind.summary + own, kind.keys, level: 4))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  static func section(_ title: String, _ intro: String?, _ keys: [PropertyKey], level: Int = 3) -> String {
    var lines = [String(repeating: "#", count: level) + " " + title]
    if let intro { lines += ["", intro] }
    if !keys.isEmpty {
      lines += ["", "| key | value | meaning |", "| --- | --- | --- |"]
      for key in keys {
        lines.append("| `\(key.name)` | \(cell(key.type.summary)) | \(cell(key.summary)) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func cell(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}

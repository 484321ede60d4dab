/// Reads the rows of a Markdown table, as a person pasting it would see them.
public enum MarkdownTable {
  /// Every table row of `markdown` (lines starting with a bar), split into cells.
  public static func rows(_ markdown: String) -> [[String]] {
    markdown.split(separator: "\n").filter { $0.hasPrefix("|") }.map { cells(String($0)) }
  }

  /// Cells of a table row, split at bars that are not escaped; escapes are kept.
  public static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in line.dropFirst() {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        current.append(character)
        escaped = true
      } else if character == "|" {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    return cells
  }
}

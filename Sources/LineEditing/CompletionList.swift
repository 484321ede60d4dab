/// The text work behind Tab: the common prefix to insert, and the list shown
/// when several candidates remain. Pure, so it is testable without a terminal.
public enum CompletionList {
  /// The longest prefix all candidates share, ignoring case (spelled as the
  /// first candidate spells it), and never shorter than what was typed.
  public static func commonPrefix(_ candidates: [String], atLeast typed: String) -> String {
    guard var prefix = candidates.first.map(Array.init) else { return typed }
    for candidate in candidates.dropFirst() {
      let other = Array(candidate)
      var length = 0
      while length < prefix.count, length < other.count,
        prefix[length].lowercased() == other[length].lowercased()
      {
        length += 1
      }
      prefix = Array(prefix.prefix(length))
    }
    return prefix.count >= typed.count ? String(prefix) : typed
  }

  /// The candidates as listed: without the words before the last space of
  /// what was typed, which they all share.
  public static func shown(_ items: [String], typed: String) -> [String] {
    guard let space = typed.lastIndex(of: " ") else { return items }
    let shared = typed[...space].count
    guard items.allSatisfy({ $0.count >= shared }) else { return items }
    return items.map { String($0.dropFirst(shared)) }
  }

  /// Lays items out in columns, down then across, within `width` characters;
  /// a long list ends with a count of what did not fit.
  public static func layout(_ items: [String], width: Int, maximumRows: Int = 20) -> [String] {
    guard !items.isEmpty else { return [] }
    let cell = (items.map(\.count).max() ?? 0) + 2
    let columns = max(1, width / max(1, cell))
    let rowsNeeded = (items.count + columns - 1) / columns
    let rows = min(rowsNeeded, maximumRows)
    let shownCount = min(items.count, rows * columns)
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < shownCount else { break }
        let item = items[index]
        line += column == columns - 1 ? item : item + String(repeating: " ", count: max(0, cell - item.count))
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    if shownCount < items.count { lines.append("... and \(items.count - shownCount) more; type more letters") }
    return lines
  }
}

import Playback
import ScreenReader

/// A long list of options on the hand-off page, folded: its first and last few
/// options keep their rows; the rest become one row that says how they read (the
/// first hidden option's rows, as the example) and lets a reviewer hear any one.
/// A 195-country dropdown would otherwise take 600 rows and their recordings,
/// every one saying the same thing with another name and number.
public struct CollapsedOptions: Sendable {
  /// The rows of one option, and what `touch` and the page call it.
  public struct Option: Sendable {
    public var name: String
    /// 1-based, as the readers count.
    public var position: Int
    /// Its "focused" row: what a swipe onto it says.
    public var focusedRow: Int
  }

  /// The list's place on the page: the window it is in.
  public var place: String
  public var optionCount: Int
  public var hidden: [Option]
  /// Every row of the hidden options (their states and what opening them shows).
  public var hiddenRows: Set<Int>
  /// The first hidden option's own rows, shown as how the rest read.
  public var exampleRows: [Int]

  /// Lists of more options than this fold.
  public static let longList = 12
  /// Options kept at each end.
  public static let kept = 3

  /// Finds the option lists in the spec's rows (nodes `ID.option.N` in one window)
  /// and folds each longer than `longList`.
  public static func find(in rows: [AnnouncementSpec.Row]) -> [CollapsedOptions] {
    struct List {
      var place: String
      var optionKeys: [String] = []
      var options: [String: (id: String, index: Int, rows: [Int])] = [:]
    }
    var lists: [String: List] = [:]
    var listOrder: [String] = []
    for (index, row) in rows.enumerated() {
      guard let (owner, optionIndex) = optionOwner(row.elementID),
        let cut = row.key.range(of: "/" + AnnouncementSpec.keyPart(forID: row.elementID) + "#", options: .backwards)
      else { continue }
      let placeKey = String(row.key[..<cut.lowerBound])
      let optionKey = placeKey + "/" + AnnouncementSpec.keyPart(forID: row.elementID)
      let listKey = placeKey + "\u{1}" + owner
      if lists[listKey] == nil { listOrder.append(listKey) }
      var list = lists[listKey] ?? List(place: row.place)
      if list.options[optionKey] == nil { list.optionKeys.append(optionKey) }
      var option = list.options[optionKey] ?? (row.elementID, optionIndex, [])
      option.rows.append(index)
      list.options[optionKey] = option
      lists[listKey] = list
    }
    var result: [CollapsedOptions] = []
    for listKey in listOrder {
      guard let list = lists[listKey], list.optionKeys.count > longList else { continue }
      let hiddenKeys = Array(list.optionKeys[kept..<(list.optionKeys.count - kept)])
      let hiddenSet = Set(hiddenKeys)
      var hiddenRows: Set<Int> = []
      // A hidden option's rows: its own states, and everything found by opening it.
      for (index, row) in rows.enumerated() where owningOption(of: row.key, in: hiddenSet) {
        hiddenRows.insert(index)
      }
      var hidden: [Option] = []
      for key in hiddenKeys {
        guard let option = list.options[key], let first = option.rows.first else { continue }
        let focused = option.rows.first { rows[$0].state == "focused" } ?? first
        hidden.append(Option(name: rows[focused].element, position: option.index + 1, focusedRow: focused))
      }
      guard let example = hiddenKeys.first.flatMap({ list.options[$0] }) else { continue }
      result.append(
        CollapsedOptions(
          place: list.place, optionCount: list.optionKeys.count, hidden: hidden, hiddenRows: hiddenRows,
          exampleRows: example.rows))
    }
    return result
  }

  /// `country.option.12` → ("country", 12); nil for any other node.
  static func optionOwner(_ elementID: String) -> (String, Int)? {
    guard let dot = elementID.lastIndex(of: "."), let index = Int(elementID[elementID.index(after: dot)...]) else {
      return nil
    }
    let head = elementID[..<dot]
    guard head.hasSuffix(".option") else { return nil }
    return (String(head.dropLast(".option".count)), index)
  }

  /// Whether a row key lies under one of these option keys: the option's own row
  /// (`KEY#state`) or one found by acting on it (`KEY~…`, `KEY>…`).
  static func owningOption(of key: String, in optionKeys: Set<String>) -> Bool {
    var index = key.startIndex
    while index < key.endIndex {
      let character = key[index]
      if character == "#" || character == "~" || character == ">", optionKeys.contains(String(key[..<index])) {
        return true
      }
      index = key.index(after: index)
    }
    return false
  }

  /// The first hidden option's place among the rows: where the folded row goes.
  public var firstRow: Int { hiddenRows.min() ?? 0 }
}

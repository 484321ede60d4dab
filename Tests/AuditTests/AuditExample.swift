/// A rule's example as written: YAML with the element a finding must land on
/// marked by `↓` just before its key (as SwiftLint marks its examples). An
/// example whose defect another rule also reports marks that element too.
struct AuditExample {
  /// The YAML without the mark.
  var text: String
  /// Line and column (1-based) of each marked key, in order.
  var marks: [(line: Int, column: Int)] = []
  /// The first mark: where the rule's own finding lands.
  var mark: (line: Int, column: Int)? { marks.first }

  /// Whether a finding lands on one of the marks.
  func marks(_ location: (line: Int, column: Int)?) -> Bool {
    guard let location else { return false }
    return marks.contains { $0 == location }
  }

  init(_ written: String) {
    var text = ""
    var line = 1
    var column = 1
    for character in written {
      if character == "↓" {
        marks.append((line, column))
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
  }
}

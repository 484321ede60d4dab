/// A line diff between an approved transcript and today's, shown as `diff -u`
/// shows one, so a reviewer reads it the way they read any change.
public struct LineDiff: Sendable {
  public enum Edit: Sendable, Hashable {
    case same(String)
    case removed(String)
    case added(String)
  }

  public let edits: [Edit]

  /// The most cells the longest-common-subsequence table may have (16 MB of 32-bit
  /// counts): an approved file may be 16 MB, and a table of its lines by today's grows
  /// with the product of the two (a 1 MB file of empty lines against a 94-line transcript
  /// took 902 MB). Past it, the changed middle is shown as removed, then added.
  public static let maximumTableCells = 4 << 20

  public init(old: [String], new: [String]) {
    // What both start and end with is unchanged; only the middle needs the table.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]
    var edits = old[..<prefix].map(Edit.same)
    if oldMiddle.count * newMiddle.count > Self.maximumTableCells {
      edits += oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added)
    } else {
      edits += Self.middle(Array(oldMiddle), Array(newMiddle))
    }
    edits += old[(old.count - suffix)...].map(Edit.same)
    self.edits = edits
  }

  /// The shortest edit of `old` into `new`: longest common subsequence, its table from the
  /// end in one flat array of (rows + 1) x (columns + 1) counts.
  private static func middle(_ old: [String], _ new: [String]) -> [Edit] {
    let width = new.count + 1
    var table = [Int32](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i * width + j] =
          old[i] == new[j]
          ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
        edits.append(.removed(old[i]))
        i += 1
      } else {
        edits.append(.added(new[j]))
        j += 1
      }
    }
    return edits
  }

  public var isEmpty: Bool { removedCount == 0 && addedCount == 0 }
  public var removedCount: Int { edits.count { if case .removed = $0 { true } else { false } } }
  public var addedCount: Int { edits.count { if case .added = $0 { true } else { false } } }

  /// The 1-based line, in the new text, of the first change.
  public var firstChangedNewLine: Int? {
    var line = 1
    for edit in edits {
      switch edit {
      case .same: line += 1
      case .removed, .added: return line
      }
    }
    return nil
  }

  /// The 1-based line, in the old text, of the first change.
  public var firstChangedOldLine: Int? {
    var line = 1
    for edit in edits {
      switch edit {
      case .same: line += 1
      case .removed, .added: return line
      }
    }
    return nil
  }

  /// "-3 +2" style counts in words: "2 lines removed, 3 added".
  public var summary: String {
    let lines = { (count: Int) in count == 1 ? "1 line" : "\(count) lines" }
    switch (removedCount, addedCount) {
    case (0, 0): return "no change"
    case (let removed, 0): return "\(lines(removed)) removed"
    case (0, let added): return "\(lines(added)) added"
    case (let removed, let added): return "\(lines(removed)) removed, \(added) added"
    }
  }

  /// Unified diff hunks with `context` unchanged lines around each change.
  public func unified(oldName: String, newName: String, context: Int = 2) -> [String] {
    guard !isEmpty else { return [] }
    var lines = ["--- \(oldName)", "+++ \(newName)"]
    // Positions of each edit in the old and new texts.
    var oldLine = 1
    var newLine = 1
    var positions: [(old: Int, new: Int)] = []
    for edit in edits {
      positions.append((oldLine, newLine))
      switch edit {
      case .same:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        groups.append(range)
      }
    }
    for group in groups {
      let slice = edits[group]
      let oldCount = slice.count { if case .added = $0 { false } else { true } }
      let newCount = slice.count { if case .removed = $0 { false } else { true } }
      let start = positions[group.lowerBound]
      lines.append("@@ -\(start.old),\(oldCount) +\(start.new),\(newCount) @@")
      for edit in slice {
        switch edit {
        case .same(let text): lines.append(" " + text)
        case .removed(let text): lines.append("-" + text)
        case .added(let text): lines.append("+" + text)
        }
      }
    }
    return lines
  }
}

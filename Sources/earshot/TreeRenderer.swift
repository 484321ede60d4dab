import ScreenReader

/// `tree`: the accessibility tree as the screen reader sees it, window by window,
/// with the focus marker, modal boundaries and hidden elements.
enum TreeRenderer {
  static func render(_ session: ScreenReaderSession, style: TerminalStyle) -> String {
    var lines = ["\(session.platform.screenReaderName) tree:"]
    for (depth, window) in session.windowSnapshots.enumerated() {
      let title = window.title.map { " '\($0)'" } ?? ""
      var notes: [String] = []
      if depth > 0 { notes.append(window.confinesFocus ? "confines focus" : "does NOT confine focus") }
      if !window.isReachable { notes.append("behind a modal: not reachable") }
      let note = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
      lines.append(String(repeating: "  ", count: depth) + "\(window.kind.rawValue)\(title)\(note)")
      for (index, node) in window.nodes.enumerated() {
        let marker = index == window.focus ? "▸ " : "  "
        var text = session.describeWithoutHints(node)
        if text.isEmpty { text = "(\(node.id), says nothing)" }
        var flags: [String] = []
        if !node.isFocusable { flags.append("hidden from the screen reader") }
        if node.isVisuallyHidden { flags.append("invisible on screen") }
        let suffix = flags.isEmpty ? "" : style.dim("  [" + flags.joined(separator: ", ") + "]")
        lines.append(String(repeating: "  ", count: depth + 1) + marker + (node.isFocusable ? text : style.dim(text)) + suffix)
      }
    }
    return lines.joined(separator: "\n")
  }
}

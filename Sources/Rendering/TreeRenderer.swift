import ScreenReader

/// `tree`: the accessibility tree as the screen reader sees it, window by window,
/// with the focus marker, modal boundaries and hidden elements.
public enum TreeRenderer {
  public static func render(_ session: ScreenReaderSession, style: TerminalStyle) -> String {
    let reader = session.platform.screenReaderName
    var lines = ["\(reader) tree " + style.dim("(▸ focus; dimmed: out of reach)") + ":"]
    let windows = session.windowSnapshots
    for (depth, window) in windows.enumerated() {
      let title = window.title.map { " '\($0)'" } ?? ""
      let heading = "\(window.kind.rawValue)\(title)"
      if depth == 0 {
        lines.append(window.isReachable ? heading : style.dim(heading))
      } else {
        let boundary =
          window.confinesFocus ? "modal: focus stays inside" : "NOT modal: swipes leak out to the window below"
        lines.append(style.note("── \(heading), \(boundary) ──"))
      }
      if !window.isReachable, let above = windows.last {
        lines.append(style.dim("   (behind the \(above.kind.rawValue): \(reader) cannot reach these)"))
      }
      for (index, node) in window.nodes.enumerated() {
        let marker = index == window.focus ? "▸ " : "  "
        var text = session.describeWithoutHints(node)
        if text.isEmpty { text = "(\(node.id): says nothing)" }
        var flags: [String] = []
        if !node.isFocusable { flags.append("hidden from \(reader)") }
        if node.isVisuallyHidden { flags.append("invisible on screen") }
        let suffix =
          flags.isEmpty
          ? "" : "  " + style.paint("[" + flags.joined(separator: ", ") + "]", TerminalStyle.code(for: .state))
        let body = node.isFocusable && window.isReachable ? text : style.dim(text)
        lines.append("  " + marker + body + suffix)
      }
    }
    return lines.joined(separator: "\n")
  }
}

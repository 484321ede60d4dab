import ScreenReader

/// A `Wireframe` as HTML: boxes placed by percentages of the screen's size, so the
/// picture scales with the page; each box says its label and where the reader's
/// swipes reach it (a number a sighted reviewer sees and a screen reader reads).
/// `interactive`: each box is a button that touches the element (the playground).
public enum WireframeHTML {
  public static func render(_ wireframe: Wireframe, interactive: Bool = false, caption: String? = nil) -> String {
    let reader = wireframe.platform.screenReaderName
    let ratio = "\(number(wireframe.width)) / \(number(wireframe.height))"
    var html = "<figure class=\"wireframe-figure\">"
    html +=
      "<figcaption>\(HTMLText.escape(caption ?? "The screen as \(reader) reaches it")): numbers are \(HTMLText.escape(reader))'s swipe order"
      + (wireframe.boxes.contains(where: \.isFocused) ? "; the outlined element has focus" : "") + "</figcaption>"
    html += "<div class=\"wireframe\" style=\"aspect-ratio: \(ratio)\">"
    if let title = wireframe.overlayTitle {
      html += "<div class=\"wireframe-shade\"><span class=\"wireframe-title\">\(HTMLText.escape(title))</span></div>"
    }
    for box in wireframe.boxes {
      let frame = box.frame
      let style =
        "left:\(percent(frame.x, of: wireframe.width));top:\(percent(frame.y, of: wireframe.height));"
        + "width:\(percent(frame.width, of: wireframe.width));height:\(percent(frame.height, of: wireframe.height))"
      var classes = ["box"]
      if box.isFocused { classes.append("focused") }
      if box.isOverlay { classes.append("overlay") }
      if wireframe.overlayTitle != nil && !box.isOverlay { classes.append("behind") }
      if box.order.isEmpty { classes.append("unreached") }
      let order =
        box.order.isEmpty
        ? "<span class=\"order none\">not reached</span>"
        : "<span class=\"order\"><span class=\"visually-hidden\">\(HTMLText.escape(reader)) </span>"
          + box.order.map(String.init).joined(separator: ", ") + "</span>"
      let focus = box.isFocused ? "<span class=\"visually-hidden\"> (focused)</span>" : ""
      let body = order + " <span class=\"label\">\(HTMLText.escape(box.label))</span>" + focus
      if interactive {
        html +=
          "<button type=\"button\" class=\"\(classes.joined(separator: " "))\" style=\"\(style)\""
          + " data-touch=\"\(HTMLText.escape(box.id))\" aria-label=\"Touch \(HTMLText.escape(box.label))"
          + (box.order.isEmpty ? ", not reached" : ", \(reader) \(box.order.map(String.init).joined(separator: ", "))")
          + (box.isFocused ? ", focused" : "") + "\">" + body + "</button>"
      } else {
        html += "<div class=\"\(classes.joined(separator: " "))\" style=\"\(style)\">" + body + "</div>"
      }
    }
    html += "</div></figure>"
    return html
  }

  /// A length as CSS takes it: whole numbers without a fraction, others to a hundredth.
  static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    return hundredths.truncatingRemainder(dividingBy: 100) == 0
      ? String(Int(hundredths / 100)) : String(hundredths / 100)
  }

  static func percent(_ value: Double, of whole: Double) -> String {
    // Frames are bounded (ElementFrame.largestCoordinate), so the hundredths fit an Int.
    let hundredths = whole > 0 ? Int((value * 10_000 / whole).rounded(.towardZero)) : 0
    return "\(hundredths / 100).\(String(repeating: "0", count: hundredths % 100 < 10 ? 1 : 0))\(hundredths % 100)%"
  }

  /// The picture's look, for a page to include once.
  public static let style = """
    .wireframe-figure { margin: 0 0 1rem; }
    .wireframe { position: relative; width: 100%; max-width: 24rem; border: 2px solid #4a4a4a;
      border-radius: 12px; background: #f7f7f7; overflow: hidden; }
    .wireframe .box { position: absolute; box-sizing: border-box; border: 1px solid #767676; background: #fff;
      color: #1a1a1a; font: inherit; font-size: 0.75rem; line-height: 1.1; text-align: left; padding: 1px 3px;
      overflow: hidden; margin: 0; }
    .wireframe .box.overlay { background: #fff; border-color: #1a1a1a; z-index: 2; }
    .wireframe .box.focused { outline: 3px solid #b45f06; outline-offset: -3px; z-index: 3; }
    .wireframe .box.unreached { border-style: dashed; color: #4a4a4a; }
    .wireframe button.box { cursor: pointer; }
    .wireframe button.box:focus-visible { outline: 3px solid #0b5394; outline-offset: 1px; z-index: 4; }
    .wireframe .order { display: inline-block; min-width: 1.1rem; background: #0b5394; color: #fff;
      border-radius: 3px; text-align: center; font-weight: bold; margin-right: 2px; }
    .wireframe .order.none { background: #4a4a4a; }
    .wireframe .box.behind { background: #e0e0e0; border-style: dashed; }
    .wireframe-shade { position: absolute; left: 0; top: 0; z-index: 1; }
    .wireframe-title { display: inline-block; background: #1a1a1a; color: #fff; margin: 4px; padding: 0 4px; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
      white-space: nowrap; }
    """
}

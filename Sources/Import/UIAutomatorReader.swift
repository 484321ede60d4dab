import Foundation
import ScreenReader

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Android `uiautomator dump` (or `UiDevice.dumpWindowHierarchy`) XML:
/// `<hierarchy rotation="0"><node index="0" text="" resource-id="" class="..." .../></hierarchy>`.
/// `adb exec-out uiautomator dump /dev/tty` appends "UI hierchary dumped to: /dev/tty"
/// (sic) after the XML; that line is left out.
public enum UIAutomatorReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    let end = text.range(of: "</hierarchy>", options: .backwards)?.upperBound ?? text.endIndex
    let count = text.utf8.distance(from: text.startIndex, to: end)
    var text = text
    // The parser and the delegate read the text's own bytes, uncopied, while it is parsed here.
    let result: Result<[SourceNode], ImportError> = text.withUTF8 { buffer in
      guard let base = buffer.baseAddress, count > 0 else {
        return Result { () throws(ImportError) in try parse(Data(), file: file) }
      }
      let bytes = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: count, deallocator: .none)
      return Result { () throws(ImportError) in try parse(bytes, file: file) }
    }
    return try result.get()
  }

  private static func parse(_ bytes: Data, file: String) throws(ImportError) -> [SourceNode] {
    try XMLTagLocator.refuseMarkupTheParserCannotRead(in: bytes, file: file)
    // Fed to libxml2 in pieces: given whole, a dump over 10 MB fails as "not well-formed" (its limit on one input).
    let parser = XMLParser(stream: InputStream(data: bytes))
    let delegate = Delegate(file: file, bytes: bytes)
    parser.delegate = delegate
    parser.shouldProcessNamespaces = false
    let parsed = parser.parse()
    if let problem = delegate.problem { throw problem }
    guard parsed else {
      // libxml2 reports its 10 MB limit on one name, value or text as an internal or memory error.
      let code = (parser.parserError as NSError?)?.code
      if code == XMLParser.ErrorCode.internalError.rawValue || code == XMLParser.ErrorCode.outOfMemoryError.rawValue {
        throw ImportError(
          file: file, location: ImportLocation(line: parser.lineNumber, column: parser.columnNumber),
          "the XML parser stops at a name, value or text over 10 MB here; no scenario can hold one (at most 512 KB): import a smaller part of the screen"
        )
      }
      let reason = (parser.parserError as NSError?)?.localizedDescription ?? "the XML does not parse"
      throw ImportError(
        file: file, location: ImportLocation(line: parser.lineNumber, column: parser.columnNumber),
        "the dump is not well-formed XML (\(reason)); is it cut short? take the dump again")
    }
    if delegate.problem == nil, !delegate.closedHierarchy, delegate.sawHierarchy {
      // libxml2 accepts a document that simply stops; a dump always closes its <hierarchy>.
      let open = delegate.stack.last.map { " inside the <node> at \($0.location)" } ?? ""
      throw ImportError(
        file: file, location: delegate.endLocation,
        "the dump ends\(open) before </hierarchy>: it is cut short; take the dump again")
    }
    guard delegate.sawHierarchy else {
      throw ImportError(
        file: file, location: ImportLocation(line: 1, column: 1),
        "no <hierarchy> element: this XML is not a uiautomator dump")
    }
    return delegate.roots
  }

  /// `[left,top][right,bottom]`, the way uiautomator writes bounds.
  static func bounds(_ text: String) -> ElementFrame? {
    let numbers = text.split(whereSeparator: { "[],".contains($0) })
    guard numbers.count == 4, text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let values = numbers.compactMap { Double($0) }
    guard values.count == 4 else { return nil }
    return ElementFrame(left: values[0], top: values[1], right: values[2], bottom: values[3])
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    let file: String
    /// Finds a tag's "<" (the parser reports its end) and where the dump ends.
    var locator: XMLTagLocator
    var nodeCount = 0
    var stack: [SourceNode] = []
    var roots: [SourceNode] = []
    var problem: ImportError?
    var sawHierarchy = false
    /// Elements are named after their classes: an Appium page source.
    var isAppium = false
    /// For each open element, whether it opened a node (Appium's root and unknown elements do not).
    var opened: [Bool] = []
    var closedHierarchy = false

    var endLocation: ImportLocation { locator.endLocation }

    init(file: String, bytes: Data) {
      self.file = file
      self.locator = XMLTagLocator(bytes: bytes)
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
      let location = locator.tagStart(line: parser.lineNumber, column: parser.columnNumber)
      let depth = stack.count
      defer { opened.append(stack.count > depth) }
      switch elementName {
      case "hierarchy" where !sawHierarchy:
        sawHierarchy = true
      case _ where elementName == "node" || (sawHierarchy && attributes["class"] != nil):
        // Appium's page source names each element after its class (<android.widget.Button class=…>)
        // and carries uiautomator's attributes; uiautomator itself writes <node>.
        isAppium = isAppium || elementName != "node"
        guard sawHierarchy else {
          fail(parser, location, "a <node> outside <hierarchy>: this XML is not a uiautomator dump")
          return
        }
        guard stack.count < SourceNode.maximumDepth else {
          problem = problem ?? SourceNode.tooDeep(file, location)
          parser.abortParsing()
          return
        }
        nodeCount += 1
        guard nodeCount <= SourceNode.maximumCount else {
          problem = problem ?? SourceNode.tooMany(file, location)
          parser.abortParsing()
          return
        }
        let className = attributes["class"] ?? elementName
        var node = SourceNode(
          role: AndroidClassRoles.role(forClass: className, clickable: attributes["clickable"] == "true"),
          className: className, location: location)
        node.text = attributes["text"]
        node.contentDescription = attributes["content-desc"]
        node.placeholder = attributes["hint"]
        node.identifier = attributes["resource-id"].nonBlank
        node.package = attributes["package"]
        node.clickable = attributes["clickable"] == "true"
        node.longClickable = attributes["long-clickable"] == "true"
        node.focusable = attributes["focusable"] == "true"
        node.enabled = attributes["enabled"] != "false"
        node.selected = attributes["selected"] == "true"
        node.scrollable = attributes["scrollable"] == "true"
        // Appium marks nodes not visible to the user displayed="false"; TalkBack never focuses them.
        node.displayed = attributes["displayed"] != "false" && attributes["visible-to-user"] != "false"
        node.password = attributes["password"] == "true"
        node.notAccessibilityFriendly = attributes["NAF"] == "true"
        // Appium's UiAutomator2 driver adds what AccessibilityNodeInfo says of these (a plain dump does not):
        // isHeading (TalkBack says "Heading"), isImportantForAccessibility (a layout that is, is in TalkBack's
        // tree) and isScreenReaderFocusable (focusable to TalkBack: AccessibilityNodeInfoUtils.isFocusableOrClickable).
        if attributes["heading"] == "true" {
          node.heading = true
          if node.role == .text || node.role == .view { node.role = .heading }
        }
        if attributes["screen-reader-focusable"] == "true" { node.focusable = true }
        if attributes["checkable"] == "true" { node.checked = attributes["checked"] == "true" }
        if let parent = stack.last {
          node.composeHosted = parent.composeHosted || AndroidClassRoles.isComposeHost(parent.className)
          node.webContent = parent.webContent || AndroidClassRoles.isWebView(parent.className)
        }
        // AccessibilityNodeInfoUtils.shouldFocusNode: a web node is focused by the page's navigation whatever
        // its flags (WebInterfaceUtils.supportsWebActions), so one that says something is a stop, unless a
        // web node around it is one (a link's text is read with the link).
        if node.webContent, let name = node.ownName, name.contains(where: { $0.isLetter || $0.isNumber }),
          !stack.contains(where: { $0.webContent && ($0.clickable || $0.focusable || $0.longClickable) })
        {
          node.focusable = true
        }
        // A real View that is not important (importantForAccessibility no, or inside noHideDescendants) is
        // hidden from TalkBack by the framework; the nodes a WebView's page exposes report "false" too, yet
        // TalkBack, which never reads the flag (no isImportantForAccessibility call in google/talkback), sees
        // them: inside a WebView only "true" is taken.
        switch attributes["a11y-important"] {
        case "true": node.importantForAccessibility = true
        case "false" where !node.webContent: node.importantForAccessibility = false
        default: break
        }
        // androidx AndroidComposeViewAccessibilityDelegateCompat (populateAccessibilityNodeInfoProperties,
        // commit 0094ab03): Compose sets isSelected only for Role.Tab (any other Role's Selected is
        // isChecked) and keeps Role.Tab's class android.view.View, adding roleDescription "Tab".
        if node.composeHosted && node.role == .view && node.selected && node.checked == nil { node.role = .tab }
        if let bounds = attributes["bounds"] {
          guard let rect = UIAutomatorReader.bounds(bounds) else {
            // libxml2 hands over a start tag the file stops inside of: that is a cut, not a bad value.
            guard locator.tagIsClosed(at: location) else {
              fail(
                parser, endLocation,
                "the dump ends inside the <node> at \(location) before </hierarchy>: it is cut short; take the dump again"
              )
              return
            }
            fail(parser, location, "bounds \"\(bounds)\" do not parse; uiautomator writes [left,top][right,bottom]")
            return
          }
          node.bounds = rect
        }
        stack.append(node)
      default:
        break
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      if elementName == "hierarchy" && opened.count == 1 { closedHierarchy = true }
      guard opened.popLast() == true, var node = stack.popLast() else { return }
      AndroidClassRoles.markComposeTabRow(&node)
      if AndroidClassRoles.isMaterialNavigationItem(node) { node.role = .tab }
      if stack.isEmpty {
        roots.append(node)
      } else {
        stack[stack.count - 1].children.append(node)
      }
    }

    private func fail(_ parser: XMLParser, _ location: ImportLocation, _ message: String) {
      guard problem == nil else { return }
      problem = ImportError(file: file, location: location, message)
      parser.abortParsing()
    }
  }
}

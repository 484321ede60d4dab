import Foundation
import ScreenReader

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Appium page source of an iOS screen (the XCUITest driver's `driver.page_source`, WebDriverAgent's
/// `GET /source`):
///
///     <AppiumAUT>
///       <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" …>
///         <XCUIElementTypeButton type="XCUIElementTypeButton" name="pay" label="Pay" enabled="true"
///           visible="true" accessible="true" x="16" y="700" width="361" height="50" traits="Button"/>
///
/// Each element is named after its XCUIElementType; `name` is the accessibility identifier (or, without one, the
/// label), `label` the accessibility label, `value` the value. Newer WebDriverAgents add `accessible`
/// (isAccessibilityElement) and `traits` (the UIAccessibilityTraits, "Button, Selected"); both are used when there.
public enum AppiumXCUITestReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    var text = text
    let result: Result<[SourceNode], ImportError> = text.withUTF8 { buffer in
      let bytes =
        buffer.baseAddress.map {
          Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none)
        } ?? Data()
      return Result { () throws(ImportError) in try parse(bytes, file: file) }
    }
    return try result.get()
  }

  /// Whether XML text is an iOS page source: its elements are XCUIElementTypes.
  static func isPageSource(_ text: Substring) -> Bool {
    text.prefix(4_096).contains("<XCUIElementType")
  }

  private static func parse(_ bytes: Data, file: String) throws(ImportError) -> [SourceNode] {
    try XMLTagLocator.refuseMarkupTheParserCannotRead(in: bytes, file: file)
    let parser = XMLParser(stream: InputStream(data: bytes))
    let delegate = Delegate(file: file, bytes: bytes)
    parser.delegate = delegate
    let parsed = parser.parse()
    if let problem = delegate.problem { throw problem }
    guard parsed else {
      let reason = (parser.parserError as NSError?)?.localizedDescription ?? "the XML does not parse"
      throw ImportError(
        file: file, location: ImportLocation(line: parser.lineNumber, column: parser.columnNumber),
        "the page source is not well-formed XML (\(reason)); is it cut short? save driver.page_source again")
    }
    if let open = delegate.stack.last {
      // libxml2 accepts a document that simply stops; a page source closes every element it opens.
      throw ImportError(
        file: file, location: delegate.locator.endLocation,
        "the page source ends inside the <\(open.node.className)> at \(open.node.location): it is cut short; save driver.page_source again"
      )
    }
    guard !delegate.roots.isEmpty else {
      throw ImportError(
        file: file, location: ImportLocation(line: 1, column: 1),
        "no XCUIElementType element: this XML is not an Appium page source of an iOS screen")
    }
    return delegate.roots
  }

  /// The role of an element type (`XCUIElementTypeButton`), as the debugDescription names it (`Button`).
  static func role(ofType type: String) -> SourceRole {
    let name = type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
    return XCUITestDescriptionReader.roles[name] ?? .view
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    struct Open {
      var node: SourceNode
      /// isAccessibilityElement, when the page source says (`accessible`).
      var accessible: Bool?
    }

    let file: String
    /// Finds a tag's "<" (the parser reports its end) and where the page source ends.
    var locator: XMLTagLocator
    var stack: [Open] = []
    var roots: [SourceNode] = []
    var problem: ImportError?
    var nodeCount = 0
    /// For each open XML element, whether it opened a node (<AppiumAUT> does not).
    var opened: [Bool] = []

    init(file: String, bytes: Data) {
      self.file = file
      self.locator = XMLTagLocator(bytes: bytes)
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
      guard elementName.hasPrefix("XCUIElementType") else {
        opened.append(false)
        return
      }
      opened.append(true)
      let location = locator.tagStart(line: parser.lineNumber, column: parser.columnNumber)
      guard stack.count < SourceNode.maximumDepth else { return fail(parser, SourceNode.tooDeep(file, location)) }
      nodeCount += 1
      guard nodeCount <= SourceNode.maximumCount else { return fail(parser, SourceNode.tooMany(file, location)) }
      let type = attributes["type"] ?? elementName
      var node = SourceNode(role: AppiumXCUITestReader.role(ofType: type), className: type, location: location)
      let label = attributes["label"].nonBlank
      node.contentDescription = label
      // `name` is the accessibility identifier, or the label again when the element has none.
      if let name = attributes["name"].nonBlank, name != label, name != attributes["value"] {
        node.identifier = name
      }
      node.value = attributes["value"]
      node.placeholder = attributes["placeholderValue"]
      node.enabled = attributes["enabled"] != "false"
      node.selected = attributes["selected"] == "true"
      let frame = ["x", "y", "width", "height"].map { attributes[$0] }
      if frame.allSatisfy({ $0 != nil }) {
        let numbers = frame.compactMap { $0.flatMap(Double.init) }
        guard numbers.count == 4 else {
          let written = zip(["x", "y", "width", "height"], frame).map { "\($0)=\"\($1 ?? "")\"" }
          return fail(
            parser,
            ImportError(
              file: file, location: location,
              "the frame \(written.joined(separator: " ")) does not parse; WebDriverAgent writes numbers in points"))
        }
        node.bounds = ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      }
      // UIAccessibilityTraits, named as WebDriverAgent lists them (newer versions only).
      VoiceOverTraits.apply((attributes["traits"] ?? "").split(separator: ",").map(\.trimmingSpaces), to: &node)
      switch node.role {
      case .switchControl: node.checked = node.value == "1"
      case .textField where type.hasSuffix("SecureTextField"): node.password = true
      default: break
      }
      let accessible = attributes["accessible"].map { $0 == "true" }
      // A cell that is not an accessibility element is a container: VoiceOver stops on what it holds. One that
      // is has a label (UITableViewCell's is its texts'), so a cell without one, where `accessible` is left
      // out of the page source, is a container too.
      if node.role == .cell
        && (accessible == false || (accessible == nil && label == nil && node.value.nonBlank == nil))
      {
        node.role = .container
      }
      stack.append(Open(node: node, accessible: accessible))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      guard opened.popLast() == true, var open = stack.popLast() else { return }
      // VoiceOver does not look inside an accessibility element that has a name (UIAccessibility
      // isAccessibilityElement): what a WebDriverAgent lists under it is never a stop of its own.
      // A cell that is one element with a switch in it reads as that switch (its value and trait): the mapper
      // plays such a row as the switch, so the switch is kept.
      if open.accessible == true && (open.node.ownName != nil || open.node.value.nonBlank != nil)
        && !(open.node.role == .cell && Self.holdsSwitch(open.node))
      {
        SwiftUISignature.mark(&open.node)  // before the children it is told by are dropped
        open.node.children = []
      }
      if stack.isEmpty {
        roots.append(open.node)
      } else {
        stack[stack.count - 1].node.children.append(open.node)
      }
    }

    static func holdsSwitch(_ node: SourceNode) -> Bool {
      node.children.contains { $0.role == .switchControl || holdsSwitch($0) }
    }

    private func fail(_ parser: XMLParser, _ error: ImportError) {
      guard problem == nil else { return }
      problem = error
      parser.abortParsing()
    }
  }
}

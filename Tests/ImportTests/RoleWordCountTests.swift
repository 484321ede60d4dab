import Foundation
import Import
import Scenario
import ScreenReader
import Testing

/// On every fixture dump, TalkBack speaks "Button" exactly as often as the dump
/// holds nodes TalkBack gives that role, and no stop is silent. The count of
/// such nodes is taken from the dump itself, by class as Role.getRole decides
/// (google/talkback utils/.../Role.java, commit 26a27dc0): a Button or an
/// ImageButton, or a clickable ImageView; a Compose node with Role 'Button'.
@Suite struct RoleWordCountTests {
  typealias S = ImportSupport

  static let androidFixtures = ImportRobustnessTests.fixtures.filter {
    ($0.hasSuffix(".xml") && !$0.contains(".appium-ios.")) || $0.contains(".compose-")
  }

  @Test(arguments: androidFixtures)
  func talkBackSaysButtonOncePerButtonNodeAndNoStopIsSilent(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let (_, loaded) = try S.load(text, file: path)
    let stops = try S.stops(loaded)
    // The role word in the locale's words ("Button", "Botón", "Кнопка"), known by the rule that said it.
    let spokenButtons = stops.flatMap { $0 }.filter {
      $0.kind == .role && $0.source.hasPrefix("TalkBack's role word for button")
    }.count
    #expect(spokenButtons == Self.buttonNodes(in: text), "\(path)")
    for (index, parts) in stops.enumerated() {
      #expect(parts.contains { !$0.text.isEmpty }, "stop \(index + 1) of \(path) says nothing")
    }
  }

  @Test(arguments: ImportRobustnessTests.fixtures)
  func noStopIsSilentOnEitherReader(path: String) throws {
    let (_, loaded) = try S.load(try String(contentsOfFile: path, encoding: .utf8), file: path)
    for platform in [Platform.ios, .android] {
      for (index, parts) in try S.stops(loaded, on: platform).enumerated() {
        #expect(parts.contains { !$0.text.isEmpty }, "\(platform) stop \(index + 1) of \(path) says nothing")
      }
    }
  }

  /// Nodes of the dump TalkBack gives the role Button, counted from the text alone.
  static func buttonNodes(in dump: String) -> Int {
    if !dump.hasPrefix("<") {
      return dump.components(separatedBy: "Role = 'Button'").count - 1
    }
    let tags = dump.components(separatedBy: "<").dropFirst().filter { $0.contains(" class=\"") }
    // The windows are the nodes right under <hierarchy>: System UI over an app is a window of its own.
    var depth = 0
    var windowPackages: Set<String> = []
    for piece in dump.components(separatedBy: "<").dropFirst() {
      if piece.hasPrefix("/") {
        if !piece.hasPrefix("/hierarchy") { depth -= 1 }
        continue
      }
      guard piece.contains(" class=\""), !piece.hasPrefix("hierarchy") else { continue }
      if depth == 0, let package = attribute("package", in: piece) { windowPackages.insert(package) }
      if !piece.prefix { $0 != ">" }.hasSuffix("/") { depth += 1 }
    }
    let systemUIOverAnApp = windowPackages.count > 1 && windowPackages.contains("com.android.systemui")
    var count = 0
    for tag in tags {
      let className = attribute("class", in: tag) ?? ""
      let simple = className.split(separator: ".").last.map(String.init) ?? className
      let clickable = attribute("clickable", in: tag) == "true"
      let isButton =
        ((simple.hasSuffix("Button") && !["RadioButton", "ToggleButton", "CompoundButton"].contains(simple))
          && (simple != "ImageButton" || clickable)) || (simple.hasSuffix("ImageView") && clickable)
      guard isButton else { continue }
      // Not visible to the user: TalkBack never reaches it (AccessibilityNodeInfoUtils.isVisible).
      if attribute("displayed", in: tag) == "false" { continue }
      if let bounds = attribute("bounds", in: tag) {
        let numbers = bounds.split(whereSeparator: { "[],".contains($0) }).compactMap { Int($0) }
        if numbers.count == 4 && (numbers[2] <= numbers[0] || numbers[3] <= numbers[1]) { continue }
      }
      // The status bar over an app is not part of the app's screen.
      if attribute("package", in: tag) == "com.android.systemui" && systemUIOverAnApp { continue }
      count += 1
    }
    return count
  }

  static func attribute(_ name: String, in tag: String) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    return String(tag[start.upperBound...].prefix { $0 != "\"" })
  }
}

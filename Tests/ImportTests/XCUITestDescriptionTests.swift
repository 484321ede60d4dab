import ScreenReader
import Testing

@testable import Import

/// XCUITest `debugDescription` as the Xcode versions print it, read as VoiceOver reads the screen.
@Suite struct XCUITestDescriptionTests {
  /// Xcode 11 and Xcode 15 and later print no element addresses; Xcode 12 to 14 print them.
  static let withoutAddresses = """
    Attributes: Application, pid: 48213, label: 'Shop'
    Element subtree:
     →Application, pid: 48213, label: 'Shop'
        Window (Main), {{0.0, 0.0}, {402.0, 874.0}}
          Other, {{0.0, 0.0}, {402.0, 874.0}}
            StaticText, {{16.0, 120.0}, {200.0, 20.0}}, label: 'Basket, 2 items'
            Switch, {{16.0, 160.0}, {370.0, 44.0}}, identifier: 'gift', label: 'Gift wrap', value: 1
            Button, {{16.0, 220.0}, {370.0, 44.0}}, identifier: 'pay', label: 'Pay', Disabled
    """

  @Test func aDescriptionWithoutAddressesIsReadLikeOneWithThem() throws {
    #expect(ImportFormat.detect(Self.withoutAddresses[...]) == .xcuitest)
    var number = 0
    let withAddresses = Self.withoutAddresses.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let comma = line.range(of: ", {{") ?? line.range(of: ", pid:"), !line.hasPrefix("Attributes") else {
        return String(line)
      }
      number += 1
      return line[..<comma.lowerBound] + ", 0x6000000\(number)" + line[comma.lowerBound...]
    }.joined(separator: "\n")
    let (_, modern) = try ImportSupport.load(Self.withoutAddresses)
    let (_, older) = try ImportSupport.load(withAddresses)
    let spoken = try ImportSupport.spoken(modern, on: .ios)
    #expect(spoken == ["Basket, 2 items", "Gift wrap, switch button, on", "Pay, dimmed, button"])
    #expect(try ImportSupport.spoken(older, on: .ios) == spoken)
  }

  @Test func aPastedTreeWithoutItsHeaderIsRead() throws {
    let pasted = """
      Application, pid: 65228, label: 'Login'
        Window (Main), {{0.0, 0.0}, {375.0, 812.0}}
          StaticText, {{16.0, 60.0}, {78.7, 21.0}}, label: 'Username'
          Button, {{164.3, 142.7}, {46.7, 21.0}}, identifier: 'login', label: 'Log In', hitPoint: {187.6, 153.2}
      """
    let (_, loaded) = try ImportSupport.load(pasted)
    #expect(try ImportSupport.spoken(loaded, on: .ios) == ["Username", "Log In, button"])
  }

  @Test func aCellWithoutALabelIsAContainerNotASilentStop() throws {
    let list = """
      Element subtree:
       →Application, pid: 1, label: 'Books'
          CollectionView, {{0.0, 0.0}, {402.0, 874.0}}
            Cell, {{16.0, 168.0}, {370.0, 76.0}}
              Button, {{16.0, 168.0}, {370.0, 76.0}}, identifier: 'row.1', label: 'Dune, Frank Herbert'
                StaticText, {{32.0, 185.0}, {128.0, 20.0}}, label: 'Dune'
            Cell, {{16.0, 244.0}, {370.0, 52.0}}
              Switch, {{16.0, 244.0}, {370.0, 52.0}}, label: 'Keep offline', value: 0
            Cell, {{16.0, 296.0}, {370.0, 52.0}}, label: 'Downloads'
      """
    let (_, loaded) = try ImportSupport.load(list)
    #expect(
      try ImportSupport.spoken(loaded, on: .ios) == [
        "Dune, Frank Herbert, button", "Keep offline, switch button, off", "Downloads",
      ])
  }

  /// A SwiftUI Toggle shows in the tree as a row-wide Switch holding its label and a nested
  /// Switch (woocommerce-ios 9629, firefox-ios 35566): the import names its toolkit; a
  /// UISwitch in a cell (a leaf Switch) and the other elements keep UIKit, the default.
  @Test func aSwiftUIToggleIsImportedWithItsToolkit() throws {
    let settings = """
      Element subtree:
       →Application, pid: 1, label: 'Trails'
          CollectionView, {{0.0, 0.0}, {402.0, 874.0}}
            Cell, {{16.0, 100.0}, {370.0, 52.0}}
              Switch, {{16.0, 100.0}, {370.0, 52.0}}, identifier: 'maps', label: 'Offline maps', value: 1
                StaticText, {{36.0, 116.0}, {180.0, 20.0}}, label: 'Offline maps'
                Switch, {{310.0, 110.0}, {51.0, 31.0}}, value: 1
            Cell, {{16.0, 152.0}, {370.0, 52.0}}
              StaticText, {{36.0, 168.0}, {180.0, 20.0}}, label: 'Use cellular data'
              Switch, {{310.0, 162.0}, {51.0, 31.0}}, value: 0
            Button, {{16.0, 204.0}, {370.0, 52.0}}, label: 'Sign out'
      """
    let (result, loaded) = try ImportSupport.load(settings)
    let toggle = try #require(loaded.screen.components.first { $0.common.label == "Offline maps" })
    #expect(toggle.common.toolkit(on: .ios) == .swiftui)
    for other in loaded.screen.components where other.common.label != "Offline maps" {
      #expect(other.common.toolkit(on: .ios) == .uikit, "\(other.common.label ?? "?") is UIKit's")
    }
    // Written on the element, not for the whole screen: the dump shows SwiftUI on the toggle alone.
    #expect(!result.yaml.contains("\ntoolkit:"))
    #expect(try ImportSupport.spoken(loaded, on: .ios).first == "Offline maps, switch button, on")
  }

  /// Newer idb lists each element's UIAccessibilityTraits by name (facebook/idb AXTraitToNameMap).
  @Test func idbTraitsGiveHeadingsSelectionDimmingAndRoles() throws {
    func element(_ label: String, role: String, y: Int, traits: [String]) -> String {
      let list = traits.map { "\"\($0)\"" }.joined(separator: ",")
      return """
        {"AXLabel":"\(label)","role":"\(role)","type":"Other","enabled":true,"AXValue":null,"traits":[\(list)],
         "frame":{"x":16,"y":\(y),"width":300,"height":40}}
        """
    }
    let json =
      "["
      + [
        element("Display", role: "AXStaticText", y: 100, traits: ["Header", "StaticText"]),
        element("Light", role: "AXButton", y: 150, traits: ["Button", "Selected"]),
        element("Sync now", role: "AXButton", y: 200, traits: ["Button", "NotEnabled"]),
        element("Privacy", role: "AXGroup", y: 250, traits: ["Link"]),
      ].joined(separator: ",") + "]"
    let (result, loaded) = try ImportSupport.load(json)
    #expect(
      try ImportSupport.spoken(loaded, on: .ios) == [
        "Display, heading", "Selected, Light, button", "Sync now, dimmed, button", "Privacy, link",
      ])
    #expect(!result.notes.contains { $0.contains("has no traits") })
  }

  @Test func aNavigationBarWithUIKitsBackButtonReadsBackButtonTitleThenItsButtons() throws {
    let bar = """
      Element subtree:
       →Application, pid: 1, label: 'Notes'
          NavigationBar, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Sign in'
            Button, {{8.0, 59.0}, {70.0, 44.0}}, identifier: 'BackButton', label: 'Notes'
            Button, {{340.0, 62.0}, {40.0, 38.0}}, label: 'Help'
            StaticText, {{160.0, 70.7}, {73.0, 20.3}}, label: 'Sign in'
          Button, {{16.0, 320.0}, {361.0, 50.0}}, label: 'Continue'
      """
    let (_, loaded) = try ImportSupport.load(bar)
    #expect(
      try ImportSupport.spoken(loaded, on: .ios) == [
        "Notes, back button", "Sign in, heading", "Help, button", "Continue, button",
      ])
  }

  @Test func withAnAlertUpOnlyTheAlertIsReached() throws {
    let screen = """
      Element subtree:
       →Application, pid: 1, label: 'Notes'
          Window (Main), {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 320.0}, {361.0, 50.0}}, label: 'Sign in'
          Window, {{0.0, 0.0}, {393.0, 852.0}}
            Alert, {{66.5, 351.0}, {260.0, 150.0}}, label: 'Delete note?'
              StaticText, {{82.5, 370.0}, {228.0, 22.0}}, label: 'Delete note?'
              Button, {{66.5, 456.0}, {130.0, 44.0}}, label: 'Cancel'
              Button, {{196.5, 456.0}, {130.0, 44.0}}, label: 'Delete'
      """
    let (result, loaded) = try ImportSupport.load(screen)
    #expect(try ImportSupport.spoken(loaded, on: .ios) == ["Delete note?", "Cancel, button", "Delete, button"])
    #expect(result.notes.contains { $0.contains("an alert is up") })
  }

  @Test func aStaticTextsValueIsReadAfterItsLabelOrAlone() throws {
    let screen = """
      Element subtree:
       →Application, pid: 1, label: 'Shop'
          StaticText, {{16.0, 100.0}, {200.0, 20.0}}, value: Free delivery
          StaticText, {{16.0, 140.0}, {200.0, 20.0}}, label: 'Total', value: $42.99
      """
    let (_, loaded) = try ImportSupport.load(screen)
    #expect(try ImportSupport.spoken(loaded, on: .ios) == ["Free delivery", "Total, $42.99"])
  }

  @Test func aLineTrimmedOfItsFrameIsStillAnElementButProseIsNot() throws {
    let trimmed = """
      Application, pid: 1, label: 'Settings'
        Switch, identifier: 'wifi', label: 'Wi-Fi', value: 1
      Note, label: 'this line is prose, not an element'
        Button, identifier: 'go', label: 'Go'
      """
    let (_, loaded) = try ImportSupport.load(trimmed)
    #expect(try ImportSupport.spoken(loaded, on: .ios) == ["Wi-Fi, switch button, on", "Go, button"])
  }

  /// VoiceOver takes an element 8 points or more lower as the next line, less as the same line.
  @Test func eightPointsLowerIsTheNextLine() throws {
    let screen = """
      Element subtree:
       →Application, pid: 1, label: 'A'
          Button, {{200.0, 100.0}, {80.0, 30.0}}, label: 'Right, higher'
          Button, {{16.0, 108.0}, {80.0, 30.0}}, label: 'Left, 8 lower'
          Button, {{200.0, 200.0}, {80.0, 30.0}}, label: 'Right'
          Button, {{16.0, 207.5}, {80.0, 30.0}}, label: 'Left, 7.5 lower'
      """
    let (_, loaded) = try ImportSupport.load(screen)
    #expect(
      try ImportSupport.spoken(loaded, on: .ios) == [
        "Right, higher, button", "Left, 8 lower, button", "Left, 7.5 lower, button", "Right, button",
      ])
  }
}

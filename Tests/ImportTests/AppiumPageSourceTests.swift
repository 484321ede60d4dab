import Import
import Scenario
import Testing

/// Appium page sources of both platforms: the iOS one (WebDriverAgent's XCUIElementType XML) read as VoiceOver
/// meets it, the Android one with what the UiAutomator2 driver adds to uiautomator's attributes.
@Suite struct AppiumPageSourceTests {
  typealias S = ImportSupport

  static func ios(_ elements: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Pantry" label="Pantry" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
    \(elements)
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """
  }

  @Test func anIOSPageSourceReadsAsVoiceOverMeetsIt() throws {
    let text = Self.ios(
      """
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Shopping list" name="Shopping list" label="Shopping list" enabled="true" visible="true" accessible="true" x="16" y="100" width="200" height="41" index="0" traits="Header"/>
          <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="150" width="393" height="44" index="1" traits="">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="row-oats" label="Oats, 2 bags" enabled="true" visible="true" accessible="true" x="0" y="150" width="393" height="44" index="0" traits="Button">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Oats" name="Oats" label="Oats" enabled="true" visible="true" accessible="false" x="16" y="161" width="60" height="22" index="0" traits="StaticText"/>
            </XCUIElementTypeButton>
          </XCUIElementTypeCell>
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="Add item" label="Add item" enabled="true" visible="true" accessible="true" x="16" y="700" width="361" height="50" index="2" traits="Button"/>
      """)
    let (result, loaded) = try S.load(text)
    #expect(result.format == .appiumIOS)
    #expect(try S.spoken(loaded, on: .ios) == ["Shopping list, heading", "Oats, 2 bags, button", "Add item, button"])
  }

  /// A SwiftUI Toggle (a Switch holding its label and a nested Switch) keeps its toolkit,
  /// though the page source's named element hides what it holds from VoiceOver.
  @Test func aSwiftUIToggleInAnIOSPageSourceIsImportedWithItsToolkit() throws {
    let text = Self.ios(
      """
          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="maps" label="Offline maps" enabled="true" visible="true" accessible="true" x="16" y="100" width="361" height="52" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Offline maps" name="Offline maps" label="Offline maps" enabled="true" visible="true" accessible="false" x="36" y="116" width="180" height="20" index="0"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" enabled="true" visible="true" accessible="false" x="306" y="110" width="51" height="31" index="1"/>
          </XCUIElementTypeSwitch>
          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="cellular" label="Use cellular data" enabled="true" visible="true" accessible="true" x="16" y="160" width="361" height="31" index="1"/>
      """)
    let (_, loaded) = try S.load(text)
    #expect(loaded.screen.components.map { $0.common.toolkit(on: .ios) } == [.swiftui, .uikit])
    #expect(
      try S.spoken(loaded, on: .ios) == ["Offline maps, switch button, on", "Use cellular data, switch button, off"])
  }

  @Test func anIOSPageSourceThatIsCutOrWrongIsRefusedWhereItIs() {
    let cut = String(Self.ios("").prefix(260))
    #expect(throws: ImportError.self) { try ScreenImporter.importScreen(text: cut, file: "cut.xml") }
    let bad = Self.ios(
      """
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Pay" label="Pay" enabled="true" visible="true" accessible="true" x="1e" y="2" width="3" height="4" index="0"/>
      """)
    do {
      _ = try ScreenImporter.importScreen(text: bad, file: "bad.xml")
      Issue.record("a frame that does not parse was imported")
    } catch {
      #expect(error.description.hasPrefix("bad.xml:4:5: error: the frame x=\"1e\""))
    }
  }

  static func androidElement(_ className: String, _ attributes: String, bounds: String, children: String = "")
    -> String
  {
    let open =
      "<\(className) index=\"0\" package=\"org.example\" class=\"\(className)\" \(attributes) checkable=\"false\" checked=\"false\" enabled=\"true\" focused=\"false\" long-clickable=\"false\" password=\"false\" scrollable=\"false\" selected=\"false\" bounds=\"\(bounds)\" displayed=\"true\""
    return children.isEmpty ? open + " />" : open + ">" + children + "</\(className)>"
  }

  static func android(_ body: String) -> String {
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy index=\"0\" class=\"hierarchy\" rotation=\"0\" width=\"1080\" height=\"2400\">"
      + body + "</hierarchy>"
  }

  @Test func anAndroidPageSourceSaysItsHeadingsAndItsScreenReaderFocusableGroups() throws {
    func element(_ className: String, _ attributes: String, bounds: String, children: String = "") -> String {
      Self.androidElement(className, attributes, bounds: bounds, children: children)
    }
    let text = Self.android(
      element(
        "android.widget.FrameLayout", "text=\"\" clickable=\"false\" focusable=\"false\" a11y-important=\"false\"",
        bounds: "[0,0][1080,2400]",
        children: element(
          "android.widget.TextView",
          "text=\"Receipts\" clickable=\"false\" focusable=\"false\" a11y-important=\"true\" heading=\"true\"",
          bounds: "[40,100][600,180]")
          + element(
            "android.widget.LinearLayout",
            "text=\"\" clickable=\"false\" focusable=\"false\" a11y-important=\"true\" screen-reader-focusable=\"true\"",
            bounds: "[0,200][1080,350]",
            children: element(
              "android.widget.TextView", "text=\"Corner Bakery\" clickable=\"false\" focusable=\"false\"",
              bounds: "[40,200][800,280]")
              + element(
                "android.widget.TextView", "text=\"$12.40\" clickable=\"false\" focusable=\"false\"",
                bounds: "[40,280][800,350]"))))
    let (result, loaded) = try S.load(text)
    #expect(result.format == .appium)
    #expect(try S.spoken(loaded) == ["Receipts, Heading", "Corner Bakery, $12.40"])
    #expect(!result.notes.contains { $0.contains("no heading flag") })
  }

  /// A WebView's page is nodes its provider exposes: they report a11y-important="false", yet TalkBack, which
  /// never reads that flag, focuses each one that says something; the WebView reads only its own title.
  @Test func aWebPageIsReadNodeByNodeThoughItsNodesSayTheyAreNotImportant() throws {
    func element(_ className: String, _ attributes: String, bounds: String, children: String = "") -> String {
      Self.androidElement(className, attributes, bounds: bounds, children: children)
    }
    let web = "clickable=\"false\" focusable=\"false\" a11y-important=\"false\""
    let text = Self.android(
      element(
        "android.webkit.WebView",
        "text=\"Opening hours\" clickable=\"false\" focusable=\"true\" a11y-important=\"true\"",
        bounds: "[0,0][1080,2400]",
        children: element(
          "android.view.View", "text=\"\" \(web)", bounds: "[0,0][1080,2400]",
          children: element("android.widget.TextView", "text=\"Mon to Fri\" \(web)", bounds: "[40,100][600,180]")
            + element("android.widget.TextView", "text=\"9:00 to 17:00\" \(web)", bounds: "[40,200][600,280]")
            + element(
              "android.view.View", "text=\"\" clickable=\"true\" focusable=\"true\" a11y-important=\"false\"",
              bounds: "[40,300][600,380]",
              children: element("android.widget.TextView", "text=\"Holidays\" \(web)", bounds: "[40,300][600,380]")))
      ))
    let (_, loaded) = try S.load(text)
    #expect(try S.spoken(loaded) == ["Opening hours", "Mon to Fri", "9:00 to 17:00", "Holidays"])
  }
}

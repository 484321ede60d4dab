import Import
import Scenario
import Testing

/// The smaller things a dump tells, or does not: the language, ids, iOS values
/// and page indicators, and notes that are true of the dump at hand.
@Suite struct ImportDetailsTests {
  typealias S = ImportSupport

  @Test func aSpanishScreenIsImportedWithItsLocaleAndANoteSayingItWasGuessed() throws {
    let nodes = [
      S.node(className: "android.widget.TextView", text: "Configuración de la cuenta", bounds: "[40,100][1040,180]"),
      S.node(className: "android.widget.Button", text: "Guardar", bounds: "[40,300][500,400]", clickable: true),
      S.node(className: "android.widget.Button", text: "Cancelar", bounds: "[540,300][1040,400]", clickable: true),
    ]
    let (result, loaded) = try S.load(S.uiautomator(nodes))
    #expect(result.yaml.contains("\nlocale: es\n"))
    #expect(result.notes.contains { $0.hasPrefix("locale: es was guessed") })
    // TalkBack speaks its own words in Spanish (value_button is "Botón").
    #expect(try S.spoken(loaded)[1] == "Guardar, Botón")
  }

  @Test func anEnglishScreenSaysNothingAboutItsLanguage() throws {
    let nodes = [
      S.node(className: "android.widget.TextView", text: "Sign in to your account", bounds: "[40,100][1040,180]"),
      S.node(className: "android.widget.Button", text: "Cancel", bounds: "[40,300][500,400]", clickable: true),
    ]
    let (result, _) = try S.load(S.uiautomator(nodes))
    #expect(!result.yaml.contains("locale:"))
    #expect(!result.notes.contains { $0.contains("locale") || $0.contains("language") })
  }

  @Test func idsAreCutAfterAWholeWordAndNamedByTextWhereThereIsText() throws {
    let nodes = [
      S.node(
        className: "android.widget.Button", text: "Continue to the payment page and confirm the order",
        bounds: "[40,300][1040,400]", clickable: true),
      S.node(className: "android.widget.EditText", text: "", bounds: "[40,500][1040,600]", clickable: true)
        .replacingOccurrences(of: "bounds=", with: "hint=\"Promo code\" bounds="),
    ]
    let (result, _) = try S.load(S.uiautomator(nodes))
    #expect(result.yaml.contains("id: continue-to-the-payment-page-and-confirm\n"))
    #expect(result.yaml.contains("id: promo-code\n"))
  }

  @Test func keysYAML11ReadsAsBooleansAreQuoted() throws {
    let row = S.node(
      className: "android.widget.Switch", text: "Wi-Fi", bounds: "[40,300][1040,400]", clickable: true,
      checkable: true, checked: true)
    let (result, _) = try S.load(S.uiautomator([row]))
    #expect(result.yaml.contains("    \"on\": true\n"))
  }

  @Test func theNAFNoteComesOnlyWithNAFNodes() throws {
    let unnamed = S.node(className: "android.widget.ImageButton", bounds: "[40,300][200,400]", clickable: true)
    let (plain, _) = try S.load(S.uiautomator([unnamed]))
    #expect(plain.notes.contains { $0.contains("controls with no name") })
    #expect(!plain.notes.contains { $0.contains("NAF") })
    let (flagged, _) = try S.load(
      S.uiautomator([unnamed.replacingOccurrences(of: "<node ", with: "<node NAF=\"true\" ")]))
    #expect(flagged.notes.contains { $0.contains("NAF") })
  }

  @Test func anEmptyComposeTextLeavesNoEmptyCommas() throws {
    let tree = """
      Printing with useUnmergedTree = 'false'
      Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
       |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=250.0)px
         Text = '[, Inbox, ]'
         Actions = [OnClick]
         MergeDescendants = 'true'
      """
    let (_, loaded) = try S.load(tree)
    #expect(try S.spoken(loaded) == ["Inbox"])
  }

  @Test func idbValuesPageIndicatorsAndHairlinesReadAsVoiceOverReadsThem() throws {
    func element(_ role: String, _ type: String, _ description: String, label: String?, value: String?, frame: String)
      -> String
    {
      let label = label.map { "\"\($0)\"" } ?? "null"
      let value = value.map { "\"\($0)\"" } ?? "null"
      return """
        {"AXLabel": \(label), "AXValue": \(value), "AXUniqueId": null, "role": "\(role)", "type": "\(type)", \
        "role_description": "\(description)", "enabled": true, "custom_actions": [], "help": null, "frame": \(frame)}
        """
    }
    let json =
      "["
      + [
        element(
          "AXButton", "Button", "button", label: "Sort", value: "Newest",
          frame: #"{"x": 16, "y": 100, "width": 120, "height": 44}"#),
        element(
          "AXAdjustable", "PageIndicator", "page indicator", label: nil, value: "page 1 of 2",
          frame: #"{"x": 150, "y": 700, "width": 90, "height": 26}"#),
        element(
          "AXButton", "Button", "tab", label: "Home", value: "1",
          frame: #"{"x": 0, "y": 791, "width": 196, "height": 49}"#),
        element(
          "AXGroup", "Other", "group", label: nil, value: nil,
          frame: #"{"x": 196, "y": 791, "width": 1, "height": 49}"#),
        element(
          "AXButton", "Button", "tab", label: "Search", value: nil,
          frame: #"{"x": 197, "y": 791, "width": 196, "height": 49}"#),
        element(
          "AXButton", "Button", "button", label: "Hidden", value: nil,
          frame: #"{"x": 0, "y": 0, "width": 0, "height": 0}"#),
      ].joined(separator: ",\n") + "]"
    let (_, loaded) = try S.load(json)
    #expect(
      try S.spoken(loaded, on: .ios) == [
        "Sort, Newest, button", "page 1 of 2, adjustable", "Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2",
      ])
  }
}

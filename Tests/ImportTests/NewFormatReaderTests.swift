import Import
import Testing

/// The readers of Flutter, React Native, Espresso, AccessibilityNodeInfo and Maestro dumps, by what a
/// user hears: each format is recognised from its content, read as its platform's reader meets it,
/// and refused with a place and a reason when it cannot be. (Whole screens: Tests/Golden/imports.)
@Suite struct NewFormatReaderTests {
  typealias S = ImportSupport

  private func failure(_ text: String, format: ImportFormat? = nil) -> String {
    do {
      _ = try ScreenImporter.importScreen(text: text, file: "dump", format: format)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func flutterFlagsAreReadAsTheEngineMapsThem() throws {
    let tree = """
      flutter: SemanticsNode#0
      flutter:  │ Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)
      flutter:  │
      flutter:  ├─SemanticsNode#1
      flutter:  │   Rect.fromLTRB(0.0, 0.0, 400.0, 48.0)
      flutter:  │   actions: tap
      flutter:  │   flags: hasToggledState, isToggled, hasEnabledState, isEnabled, isFocusable
      flutter:  │   label: "Wi-Fi"
      flutter:  │
      flutter:  └─SemanticsNode#2
      flutter:      Rect.fromLTRB(0.0, 48.0, 400.0, 96.0)
      flutter:      flags: isButton, hasEnabledState, isFocusable
      flutter:      label:
      flutter:        "Delete
      flutter:        account"
      """
    let (result, loaded) = try S.load(tree)
    #expect(result.format == .flutter)
    // HAS_TOGGLED_STATE is android.widget.Switch; hasEnabledState without isEnabled is disabled.
    #expect(try S.spoken(loaded) == ["on, Wi-Fi, Switch", "Delete account, Button, disabled"])
    #expect(try S.spoken(loaded, on: .ios) == ["Wi-Fi, switch button, on", "Delete account, dimmed, button"])
  }

  @Test func reactNativeRolesAndStatesAreReadAsReactAccessibilityDelegateSetsThem() throws {
    let snapshot = """
      // Jest Snapshot v1, https://goo.gl/fbAQLP

      exports[`Settings 1`] = `
      <View>
        <Text
          role="heading"
        >
          Settings
        </Text>
        <View
          accessibilityRole="checkbox"
          accessibilityState={
            {
              "checked": false,
            }
          }
          accessible={true}
          onClick={[Function]}
        >
          <Text>
            Email me
          </Text>
        </View>
        <View
          accessibilityElementsHidden={true}
        >
          <Text>
            Hidden
          </Text>
        </View>
      </View>
      `;
      """
    let (result, loaded) = try S.load(snapshot)
    #expect(result.format == .reactNative)
    #expect(try S.spoken(loaded) == ["Settings, Heading", "not checked, Email me, Check box"])
  }

  @Test func espressoChildrenAreReadInScreenOrderNotPrintOrder() throws {
    func view(_ dashes: Int, _ name: String, _ fields: String) -> String {
      "+" + String(repeating: "-", count: dashes) + ">" + name + "{id=-1, visibility=VISIBLE, " + fields + "}"
    }
    let hierarchy = [
      "View Hierarchy:",
      view(0, "DecorView", "width=1080, height=2400, x=0.0, y=0.0, child-count=1"), "|",
      view(1, "LinearLayout", "width=1080, height=2400, x=0.0, y=0.0, child-count=2"), "|",
      view(2, "MaterialButton", "width=500, height=140, is-clickable=true, x=0.0, y=900.0, text=Next"), "|",
      view(2, "MaterialTextView", "width=1000, height=80, x=0.0, y=100.0, text=Step one, of two"),
    ].joined(separator: "\n")
    let (result, loaded) = try S.load(hierarchy)
    #expect(result.format == .espresso)
    // ViewGroup.addChildrenForAccessibility sorts by position; a text may hold ", ".
    #expect(try S.spoken(loaded) == ["Step one, of two", "Next, Button"])
  }

  @Test func accessibilityNodeInfoLinesNestByTheirBounds() throws {
    func line(_ className: String, _ bounds: String, text: String = "null", clickable: Bool = false) -> String {
      "android.view.accessibility.AccessibilityNodeInfo@1; boundsInScreen: Rect(\(bounds)); packageName: com.example; className: \(className); text: \(text); contentDescription: null; viewIdResName: null; checkable: false; checked: false; focusable: \(clickable); clickable: \(clickable); longClickable: false; enabled: true; password: false; scrollable: false; actions: []"
    }
    let log = [
      line("android.widget.FrameLayout", "0, 0 - 1080, 2400"),
      line("android.widget.LinearLayout", "0, 100 - 1080, 300", clickable: true),
      line("android.widget.TextView", "20, 120 - 600, 200", text: "Dark theme"),
      line("android.widget.TextView", "20, 200 - 600, 280", text: "On"),
      line("android.widget.Button", "0, 400 - 1080, 540", text: "Done", clickable: true),
    ].joined(separator: "\n")
    let (result, loaded) = try S.load(log)
    #expect(result.format == .accessibilityNodeInfo)
    // The row's texts are read with the row (TreeNodesDescription), not as stops of their own.
    #expect(try S.spoken(loaded) == ["Dark theme, On", "Done, Button"])
  }

  @Test func talkBackTreeDebugLinesAreRead() throws {
    let log = """
      V TreeDebug: (100)3.FrameLayout:(0, 0 - 1080, 2400):GRANULARITY{0}(action:A11Y_FOCUS)(custom action)
      V TreeDebug:   (101)3.TextView:(0, 100 - 1080, 200):TEXT{Profile}:GRANULARITY{0}(action:A11Y_FOCUS)(custom action):heading
      V TreeDebug:   (102)3.CheckBox:(0, 200 - 1080, 300):TEXT{Public: visible to all}:GRANULARITY{0}:checked(action:FOCUS/A11Y_FOCUS/CLICK)(custom action):focusable:clickable
      """
    let (result, loaded) = try S.load(log)
    #expect(result.format == .accessibilityNodeInfo)
    #expect(try S.spoken(loaded) == ["Profile, Heading", "checked, Public: visible to all, Check box"])
  }

  @Test func aMaestroHierarchyOfAnIOSScreenLeavesTheStatusBarAndScrollIndicatorsOut() throws {
    func element(_ label: String, _ bounds: String, value: String = "", children: String = "") -> String {
      "{\"attributes\": {\"accessibilityText\": \"\(label)\", \"value\": \"\(value)\", \"hintText\": \"\", \"bounds\": \"\(bounds)\"}, \"children\": [\(children)]}"
    }
    let status = element("", "[0,0][0,0]", children: element("9:41", "[40,10][90,40]"))
    let scrollBar = element("Vertical scroll bar, 2 pages", "[380,60][390,800]", value: "0%")
    let app = element(
      "Notes", "[0,0][393,852]",
      children: [
        element("Today", "[20,100][373,140]"), element("Dark mode", "[20,160][373,200]", value: "1"), scrollBar,
      ].joined(separator: ","))
    let dump =
      "Running on iPhone 15 - iOS 17.2 - 0000\nNone: \n" + element("", "[0,0][0,0]", children: app + "," + status)
    let (result, loaded) = try S.load(dump)
    #expect(result.format == .maestroIOS)
    #expect(try S.spoken(loaded, on: .ios) == ["Today", "Dark mode, switch button, on"])
  }

  @Test func aLargeMaestroHierarchyOfAnAndroidScreenIsStillReadAsAndroid() throws {
    // Over 4 MB, an Android hierarchy was taken for an iOS one (a size cut-off in the detection).
    func row(_ index: Int) -> String {
      "{\"attributes\": {\"class\": \"android.widget.CheckBox\", \"text\": \"Option \(index)\", \"clickable\": \"true\", \"checked\": \"false\", \"bounds\": \"[0,\(index * 100)][1080,\(index * 100 + 90)]\"}, \"children\": []}"
    }
    let padding = String(repeating: " ", count: 4_100_000)
    let dump =
      "{\"attributes\": {}, \"children\": [" + (0..<3).map(row).joined(separator: ",") + "]}" + padding
    let result = try ScreenImporter.importScreen(text: dump, file: "big.json")
    #expect(result.format == .maestro)
    #expect(result.nodeCount == 4)
  }

  @Test func dumpsSavedAsQuotedStringsAreNamedAndRefused() {
    let repr = "'<?xml version=\\'1.0\\' encoding=\\'UTF-8\\'?>\\n<hierarchy rotation=\"0\">\\n<node />\\n</hierarchy>'"
    #expect(failure(repr).hasPrefix("dump:1:1: error: this is a page source saved with Python's repr()"))
    let po =
      "\"Attributes: Application, pid: 123, label: 'Shop'\\nElement subtree:\\n →Application\\n    Button, label: 'Pay'\\n\""
    #expect(failure(po).contains("printed with lldb's po"))
    #expect(failure(po).contains("print(XCUIApplication().debugDescription)"))
  }

  @Test func aScreenWithNothingToReadSaysWhy() {
    let dump = S.uiautomator([S.node(className: "android.view.View", bounds: "[0,0][0,0]", clickable: true)])
    let message = failure(dump)
    #expect(message.contains("nothing to import"))
    #expect(message.contains("of no size, not displayed or hidden, so TalkBack never reaches"))
  }

  @Test func testIDsInContentDescriptionsAreReadAsTalkBackReadsThemWithANote() throws {
    let dump = S.uiautomator([
      S.node(className: "android.widget.Button", description: "login_button", bounds: "[0,0][500,140]", clickable: true)
    ])
    let (result, loaded) = try S.load(dump)
    #expect(try S.spoken(loaded) == ["login_button, Button"])
    #expect(result.notes.contains { $0.hasPrefix("content descriptions that are test ids (login_button)") })
  }

  @Test(arguments: [
    ("Iniciar sesión", "Contraseña", "Recordarme", "es"),
    ("Se connecter", "Mot de passe", "Se souvenir de moi", "fr"),
    ("Entrar", "Senha", "Lembrar de mim", "pt-BR"),
  ])
  func theScreensLanguageIsGuessedFromFewWordsWithANoteThatTheGuessIsWeak(
    title: String, field: String, option: String, locale: String
  ) throws {
    let dump = S.uiautomator([
      S.node(className: "android.widget.TextView", text: title, bounds: "[0,0][1080,100]"),
      S.node(className: "android.widget.EditText", text: field, bounds: "[0,100][1080,200]", clickable: true),
      S.node(
        className: "android.widget.CheckBox", text: option, bounds: "[0,200][1080,300]", clickable: true,
        checkable: true),
    ])
    let (result, loaded) = try S.load(dump)
    #expect(loaded.screen.locale == locale)
    #expect(result.notes.contains { $0.hasPrefix("locale: \(locale) was guessed") && $0.contains("a weak guess") })
  }

  @Test(arguments: [("로그인", "비밀번호", "Korean"), ("Giriş yap", "Şifre", "Turkish")])
  func aLanguageTheReadersDoNotSpeakIsNamedNotGuessedAsAnother(title: String, field: String, language: String) throws {
    let dump = S.uiautomator([
      S.node(className: "android.widget.TextView", text: title, bounds: "[0,0][1080,100]"),
      S.node(className: "android.widget.EditText", text: field, bounds: "[0,100][1080,200]", clickable: true),
    ])
    let (result, loaded) = try S.load(dump)
    #expect(loaded.screen.locale == nil)
    #expect(result.notes.contains { $0.contains("\(language), a language Earshot's readers do not speak yet") })
  }
}

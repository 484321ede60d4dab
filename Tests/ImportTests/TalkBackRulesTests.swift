import Import
import Scenario
import Testing

/// An imported Android screen says what TalkBack says on the device: its role by
/// class (Role.getRole), its stops (shouldFocusNode), and what a stop reads from
/// the non-focusable nodes inside it (TreeNodesDescription), selection kept.
@Suite struct TalkBackRulesTests {
  typealias S = ImportSupport

  @Test func aClickableTextOrLayoutSpeaksNoRoleWordButCanBeActivated() throws {
    let nodes = [
      S.node(
        className: "android.widget.TextView", text: "Forgot password?", bounds: "[40,100][600,180]", clickable: true),
      S.node(
        className: "android.widget.LinearLayout", bounds: "[0,200][1080,350]", clickable: true,
        children: [
          S.node(className: "android.widget.TextView", text: "Storage", bounds: "[40,200][800,280]"),
          S.node(className: "android.widget.TextView", text: "62% used", bounds: "[40,280][800,350]"),
        ]),
      S.node(className: "android.widget.Button", text: "Sign in", bounds: "[40,400][1040,520]", clickable: true),
    ]
    let (result, loaded) = try S.load(S.uiautomator(nodes))
    #expect(try S.spoken(loaded) == ["Forgot password?", "Storage, 62% used", "Sign in, Button"])
    #expect(result.yaml.contains("android:\n      clickable: true"))
  }

  @Test func aClickableContainerWithNothingToSayAndZeroSizeNodesAreNoStops() throws {
    let nodes = [
      S.node(
        className: "android.widget.FrameLayout", bounds: "[0,100][1080,400]", clickable: true,
        children: [
          S.node(className: "android.widget.Button", text: "Play", bounds: "[40,100][500,200]", clickable: true)
        ]),
      S.node(className: "android.widget.Button", text: "Hidden", bounds: "[0,0][0,0]", clickable: true),
      S.node(className: "android.view.View", bounds: "[0,500][1080,600]", clickable: true),
    ]
    let (_, loaded) = try S.load(S.uiautomator(nodes))
    #expect(try S.spoken(loaded) == ["Play, Button"])
  }

  /// TreeNodesDescription.treeNodesDescription (google/talkback 26a27dc0): a clickable row reads its
  /// non-focusable Switch as a child, after its texts; a checkable layout says checked / not checked
  /// with no role word; a row scrolled half out of its list (children's bounds inverted by the clip) is
  /// still on screen, so still read.
  @Test func aRowReadsItsSwitchAfterItsTextsAndACheckableLayoutItsState() throws {
    let nodes = [
      S.node(
        className: "android.widget.LinearLayout", bounds: "[0,100][1080,112]", clickable: true,
        children: [
          S.node(className: "android.widget.TextView", text: "Auto-sync", bounds: "[40,100][700,60]"),
          S.node(className: "android.widget.TextView", text: "Keeps your notes up to date", bounds: "[40,100][900,90]"),
          S.node(
            className: "android.widget.Switch", bounds: "[940,100][1040,70]", checkable: true, checked: true,
            focusable: false),
        ]),
      S.node(
        className: "android.widget.LinearLayout", bounds: "[0,200][1080,340]", clickable: true, checkable: true,
        children: [S.node(className: "android.widget.TextView", text: "Show archived", bounds: "[40,200][900,340]")]),
    ]
    let (result, loaded) = try S.load(S.uiautomator(nodes))
    #expect(
      try S.spoken(loaded) == ["Auto-sync, Keeps your notes up to date, on, Switch", "not checked, Show archived"])
    #expect(result.yaml.contains("control: switch"))
  }

  @Test func aFocusableTextIsAStopAndTextUnderAClickableParentIsReadWithIt() throws {
    let focusable = S.node(
      className: "android.widget.TextView", text: "Order #1042", bounds: "[40,100][1040,180]", focusable: true)
    let (_, loaded) = try S.load(S.uiautomator([focusable]))
    #expect(try S.spoken(loaded) == ["Order #1042"])
  }

  @Test func rowsWithARadioButtonInsideAreOneGroupWithTheChosenRowChecked() throws {
    func row(_ text: String, checked: Bool, top: Int) -> String {
      S.node(
        className: "android.widget.LinearLayout", bounds: "[0,\(top)][1080,\(top + 140)]", clickable: true,
        children: [
          S.node(
            className: "android.widget.RadioButton", bounds: "[40,\(top + 30)][120,\(top + 110)]", checkable: true,
            checked: checked, focusable: false),
          S.node(className: "android.widget.TextView", text: text, bounds: "[160,\(top)][1040,\(top + 140)]"),
        ])
    }
    let list = S.node(
      className: "android.widget.ListView", bounds: "[0,100][1080,600]",
      children: [row("Wi-Fi only", checked: false, top: 100), row("Always", checked: true, top: 240)])
    let (result, loaded) = try S.load(S.uiautomator([list]))
    #expect(result.yaml.contains("options: [Wi-Fi only, Always]\n    selected: Always"))
    #expect(!result.yaml.contains("Option"))
    let spoken = try S.spoken(loaded)
    #expect(spoken.count == 2)
    #expect(spoken[1].hasPrefix("checked, Always, Radio button"))
  }

  @Test func aCheckedTextViewSaysCheckedOnlyWhenItIsAndNoRoleWord() throws {
    let nodes = [
      S.node(
        className: "android.widget.CheckedTextView", text: "Wi-Fi only", bounds: "[0,100][1080,240]", clickable: true,
        checkable: true, checked: true),
      S.node(
        className: "android.widget.CheckedTextView", text: "Always", bounds: "[0,240][1080,380]", clickable: true,
        checkable: true, checked: false),
    ]
    let (_, loaded) = try S.load(S.uiautomator(nodes))
    #expect(try S.spoken(loaded) == ["checked, Wi-Fi only", "Always"])
  }

  @Test func aSelectedItemSaysSelected() throws {
    let chip = S.node(
      className: "android.view.View", text: "Vegetarian", bounds: "[40,100][400,200]", clickable: true,
      selected: true)
    let (_, loaded) = try S.load(S.uiautomator([chip]))
    #expect(try S.spoken(loaded) == ["selected, Vegetarian"])
  }

  @Test func anOutlinedTextFieldsLabelIsReadAfterEditBox() throws {
    let tree = """
      Printing with useUnmergedTree = 'true'
      Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
       |-Node #2 at (l=42.0, t=200.0, r=1038.0, b=368.0)px
         EditableText = ''
         TextSelectionRange = 'TextRange(0, 0)'
         Focused = 'false'
         Actions = [GetTextLayoutResult, SetText, SetSelection, OnClick, OnLongClick, PasteText]
          |-Node #3 at (l=84.0, t=221.0, r=260.0, b=263.0)px
            Text = '[Email]'
            Actions = [GetTextLayoutResult]
      """
    let (_, loaded) = try S.load(tree)
    #expect(try S.spoken(loaded) == ["Edit box, Email"])
    #expect(try S.spoken(loaded, on: .ios) == ["Email, text field"])
  }

  @Test func anOldDumpsPasswordFieldKeepsItsHintAsItsName() throws {
    let field = S.node(
      className: "android.widget.EditText", text: "Password", bounds: "[40,100][1040,220]", clickable: true,
      password: true)
    let (result, _) = try S.load(S.uiautomator([field]))
    #expect(result.yaml.contains("placeholder: Password"))
    #expect(result.yaml.contains("secure: true"))
  }

  @Test func anAppiumPageSourceIsReadLikeADump() throws {
    let source = """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2274">
        <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2274]" displayed="true">
          <android.widget.Button index="0" package="com.example" class="android.widget.Button" text="Continue" resource-id="com.example:id/next" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[42,2000][1038,2140]" displayed="true" />
          <android.widget.TextView index="1" package="com.example" class="android.widget.TextView" text="Not shown" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[42,100][1038,200]" displayed="false" />
        </android.widget.FrameLayout>
      </hierarchy>
      """
    let (result, loaded) = try S.load(source)
    #expect(result.format == .appium)
    #expect(try S.spoken(loaded) == ["Continue, Button"])
  }

  @Test func aSystemUIScreenImportsWithANoteSayingSo() throws {
    let shade = S.uiautomator(
      [
        S.node(
          className: "android.widget.Switch", description: "Wi-Fi", bounds: "[40,100][500,300]", clickable: true,
          checkable: true, checked: true)
      ], package: "com.android.systemui")
    let (result, loaded) = try S.load(shade)
    #expect(result.notes.contains { $0.contains("System UI screen") })
    #expect(try S.spoken(loaded) == ["on, Wi-Fi, Switch"])
  }
}

import Import
import Scenario
import Testing

/// What a user gets from a dump: the elements a screen reader stops on, named
/// as it names them, in the order it reads them, with text kept exactly.
@Suite struct ImportMappingTests {
  typealias S = ImportSupport

  @Test func layoutsThatOnlyWrapAreDroppedAndARowReadsAsOneControl() throws {
    let row = S.node(
      className: "android.widget.LinearLayout", bounds: "[0,300][1080,450]", clickable: true,
      children: [
        S.node(
          className: "android.widget.LinearLayout", bounds: "[40,300][800,450]",
          children: [
            S.node(className: "android.widget.TextView", text: "Wi-Fi", bounds: "[40,300][800,380]"),
            S.node(className: "android.widget.TextView", text: "Connected", bounds: "[40,380][800,450]"),
          ]),
        S.node(
          className: "android.widget.Switch", bounds: "[900,330][1040,420]", checkable: true, checked: true),
      ])
    let (_, loaded) = try S.load(S.uiautomator([row]))
    // One stop, the row, which reads its Switch after its texts (TreeNodesDescription).
    #expect(S.kindsAndLabels(loaded) == ["list-row: Wi-Fi"])
    #expect(try S.spoken(loaded) == ["Wi-Fi, Connected, on, Switch"])
  }

  @Test func aClickableRowWithTheirOwnClickableSwitchIsTwoStops() throws {
    let row = S.node(
      className: "android.widget.LinearLayout", bounds: "[0,300][1080,450]", clickable: true,
      children: [
        S.node(className: "android.widget.TextView", text: "Wi-Fi", bounds: "[40,300][800,450]"),
        S.node(
          className: "android.widget.Switch", text: "", description: "Wi-Fi switch", bounds: "[900,330][1040,420]",
          clickable: true, checkable: true),
      ])
    let (_, loaded) = try S.load(S.uiautomator([row]))
    // A clickable layout has no role word (Role.getRole: ROLE_VIEW_GROUP): a text that can be activated.
    #expect(S.kindsAndLabels(loaded) == ["text: Wi-Fi", "switch: Wi-Fi switch"])
  }

  @Test func aUIAutomatorDumpKeepsItsOwnOrderAndComposeIsReadByGeometry() throws {
    // Tree order: Pay (right), Cancel (left, 10 px higher: the same line), Title (top).
    let nodes = [
      S.node(className: "android.widget.Button", text: "Pay", bounds: "[560,1000][1040,1140]", clickable: true),
      S.node(className: "android.widget.Button", text: "Cancel", bounds: "[40,990][520,1130]", clickable: true),
      S.node(className: "android.widget.TextView", text: "Title", bounds: "[40,100][1040,180]"),
      S.node(className: "android.widget.TextView", text: "Total", bounds: "[40,800][1040,880]"),
    ]
    // TalkBack swipes in the view hierarchy's order, which the dump keeps.
    let (_, loaded) = try S.load(S.uiautomator(nodes))
    #expect(S.kindsAndLabels(loaded) == ["button: Pay", "button: Cancel", "text: Title", "text: Total"])
    // A semantics tree prints children by id: its order is the screen's, top to bottom, then leading to trailing.
    let tree = """
      Printing with useUnmergedTree = 'false'
      Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
       |-Node #2 at (l=560.0, t=1000.0, r=1040.0, b=1140.0)px
       | Role = 'Button'
       | Text = '[Pay]'
       | Actions = [OnClick]
       | MergeDescendants = 'true'
       |-Node #3 at (l=40.0, t=990.0, r=520.0, b=1130.0)px
       | Role = 'Button'
       | Text = '[Cancel]'
       | Actions = [OnClick]
       | MergeDescendants = 'true'
       |-Node #4 at (l=40.0, t=100.0, r=1040.0, b=180.0)px
         Text = '[Title]'
      """
    let (_, compose) = try S.load(tree)
    #expect(S.kindsAndLabels(compose) == ["text: Title", "button: Cancel", "button: Pay"])
  }

  @Test func textComesBackExactlyWhateverItHolds() throws {
    let texts = [
      "yes", "07:30", "- dash", "Price: 10", "# not a comment", "a #tag", "\"quoted\"", "back\\slash", "two\nlines",
      "[bracket]", "{brace}", " padded ", "100%", "null", "ümlaut ✓", "line\u{2028}separator", "tab\there", "*star",
    ]
    let nodes = texts.enumerated().map { index, text in
      S.node(
        className: "android.widget.TextView", text: text, bounds: "[40,\(100 + index * 100)][1040,\(180 + index * 100)]"
      )
    }
    let (_, loaded) = try S.load(S.uiautomator(nodes))
    #expect(loaded.screen.components.map { $0.common.label } == texts)
  }

  @Test func optionsInAFlowListKeepTheirCommas() throws {
    let group = S.node(
      className: "android.widget.RadioGroup", bounds: "[0,100][1080,400]",
      children: [
        S.node(
          className: "android.widget.RadioButton", text: "Red, warm", bounds: "[0,100][1080,250]", clickable: true,
          checkable: true),
        S.node(
          className: "android.widget.RadioButton", text: "Blue [cool]", bounds: "[0,250][1080,400]", clickable: true,
          checkable: true, checked: true),
      ])
    let (result, loaded) = try S.load(S.uiautomator([group]))
    #expect(result.yaml.contains("options: [\"Red, warm\", \"Blue [cool]\"]"))
    #expect(S.kindsAndLabels(loaded) == ["radio-group: "])
  }

  @Test func everyElementNamesItsSourceNode() throws {
    let button = S.node(
      className: "android.widget.ImageButton", description: "Close", bounds: "[0,0][100,100]", clickable: true,
      resourceID: "com.example:id/close")
    let (result, loaded) = try S.load(S.uiautomator([button]))
    #expect(result.yaml.contains("# android.widget.ImageButton, resource-id com.example:id/close, line 1, column "))
    #expect(loaded.screen.components.first?.common.id == "close")
  }

  @Test func whatTheSourceCannotTellIsNotedOnce() throws {
    let nodes = (0..<5).map { index in
      S.node(
        className: "android.widget.ImageButton", bounds: "[0,\(index * 100)][100,\(index * 100 + 90)]", clickable: true)
    }
    let (result, _) = try S.load(S.uiautomator(nodes))
    let unnamed = result.notes.filter { $0.contains("controls with no name") }
    #expect(unnamed.count == 1)
    #expect(unnamed.first?.contains("button, button-2, button-3, button-4, button-5") == true)
    #expect(result.notes.contains { $0.contains("VoiceOver's side was filled") })
    #expect(result.notes.contains { $0.contains("no heading flag") })
  }

  @Test func aTreeLoggedWithPrintToLogIsReadAmongOtherLogLines() throws {
    // logcat -v threadtime pads a short tag to 8 columns; other tags log in between.
    let log = """
      11-23 18:04:12.101  4121  4140 I TestRunner: started: listReads(com.example.ListTest)
      11-23 18:04:12.118  4121  4140 D EARSHOT : Printing with useUnmergedTree = 'false'
      11-23 18:04:12.118  4121  4140 D EARSHOT : Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
      11-23 18:04:12.119  4121  4140 D EARSHOT :  |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px
      11-23 18:04:12.120  4121  4155 W Choreographer: Skipped 31 frames!  The application may be doing too much work.
      11-23 18:04:12.121  4121  4140 D EARSHOT :    Text = '[Hello: world]'
      11-23 18:04:12.190  4121  4140 I TestRunner: finished: listReads(com.example.ListTest)
      """
    let (_, loaded) = try S.load(log)
    #expect(S.kindsAndLabels(loaded) == ["text: Hello: world"])
  }

  @Test func composeTabsInTheirSelectableGroupAreOneTabBar() throws {
    let tree = """
      Printing with useUnmergedTree = 'false'
      Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
       |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=250.0)px
         [SelectableGroup]
          |-Node #3 at (l=0.0, t=100.0, r=540.0, b=250.0)px
          | Role = 'Tab'
          | Selected = 'false'
          | Text = '[Inbox]'
          | Actions = [OnClick]
          | MergeDescendants = 'true'
          |-Node #4 at (l=540.0, t=100.0, r=1080.0, b=250.0)px
            Role = 'Tab'
            Selected = 'true'
            Text = '[Sent]'
            Actions = [OnClick]
            MergeDescendants = 'true'
      """
    let (result, loaded) = try S.load(tree)
    #expect(S.kindsAndLabels(loaded) == ["tabs: "])
    // A Compose semantics tree is Compose's throughout: the scenario's toolkit, written once.
    #expect(result.yaml.contains("\ntoolkit: compose\n"))
    #expect(result.yaml.contains("options: [Inbox, Sent]\n    selected: Sent\n"))
  }

  @Test func composeHeadingsDisabledStateAndCustomActionsArrive() throws {
    let tree = """
      Printing with useUnmergedTree = 'false'
      Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
       |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px
       | Text = '[Account]'
       | [Heading]
       |-Node #3 at (l=0.0, t=300.0, r=1080.0, b=400.0)px
         Role = 'Button'
         Text = '[Delete]'
         CustomActions = '[CustomAccessibilityAction(label=Archive, action=Function0<java.lang.Boolean>)]'
         [Disabled]
         Actions = [OnClick]
         MergeDescendants = 'true'
      """
    let (_, loaded) = try S.load(tree)
    #expect(S.kindsAndLabels(loaded) == ["heading: Account", "button: Delete"])
    let delete = loaded.screen.components[1].common
    #expect(delete.disabled)
    #expect(delete.android.customActions == ["Archive"])
    #expect(delete.ios.customActions == ["Archive"])
  }
}

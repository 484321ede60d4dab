import ScreenReader
import Testing

@Suite("TalkBack's element description order")
struct TalkBackOrderTests {
  let yaml = """
    elements:
      - checkbox: { label: Wi-Fi, checked: true }
      - dropdown: { label: Size, options: [Small, Large], selected: Small, android: { widget: exposed-dropdown } }
    """

  @Test(
    "Each order moves the state words and the role as TalkBack's setting does",
    arguments: [
      (TalkBackDescriptionOrder.stateNameRole, "checked, Wi-Fi, Check box", "collapsed, Size, Button, Small"),
      (.nameRoleState, "Wi-Fi, Check box, checked", "Size, Button, Small, collapsed"),
      (.roleNameState, "Check box, Wi-Fi, checked", "Button, Size, Small, collapsed"),
    ])
  func orders(order: TalkBackDescriptionOrder, checkbox: String, dropdown: String) throws {
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = order
    #expect(reader.describeFocus().first?.text == checkbox)
    #expect(try reader.say(.next).first == dropdown)
  }

  @Test("'selected' follows the text when the state is not first")
  func selectedLast() throws {
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = .nameRoleState
    _ = try reader.perform(.next)
    #expect(try reader.say(.activate).first == "Small, selected, In list")
  }

  @Test("The setting survives a trip to VoiceOver and back, and VoiceOver ignores it")
  func platformSwitch() throws {
    var reader = try session(yaml, on: .android)
    reader.talkBackOrder = .nameRoleState
    reader.switchPlatform(to: .ios)
    #expect(reader.describeFocus().first?.text == "Wi-Fi, checked, button")
    reader.switchPlatform(to: .android)
    #expect(reader.describeFocus().first?.text == "Wi-Fi, Check box, checked")
  }
}

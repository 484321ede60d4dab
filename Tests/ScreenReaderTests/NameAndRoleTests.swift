import ScreenReader
import Testing

@Suite("Name and role")
struct NameAndRoleTests {
  @Test("A role word inside the name is spoken twice, as on a device")
  func roleWordInName() throws {
    let yaml = "elements: [ { button: Submit button } ]"
    #expect(try session(yaml, on: .ios).describeFocus().first?.text == "Submit button, button")
    #expect(try session(yaml, on: .android).describeFocus().first?.text == "Submit button, Button")
  }

  @Test("A label on two lines is read as one phrase", arguments: Platform.allCases)
  func twoLineLabel(platform: Platform) throws {
    let yaml = "elements: [ { button: \"Save\\n  and   close\" } ]"
    let spoken = try #require(try session(yaml, on: platform).describeFocus().first?.text)
    #expect(spoken.hasPrefix("Save and close, "))
    #expect(!spoken.contains("\n"))
  }

  @Test("A label of only spaces names nothing: TalkBack says 'Edit box', not 'Edit box for'")
  func blankLabel() throws {
    let yaml = "elements: [ { text-field: { label: '   ' } } ]"
    #expect(try session(yaml, on: .android).describeFocus().first?.text == "Edit box")
    #expect(try session(yaml, on: .ios).describeFocus().first?.text == "text field")
  }

  @Test("Native names win over the visible label with each platform's precedence")
  func precedence() throws {
    let yaml = """
      elements:
        - button:
            label: X
            ios: { accessibilityLabel: Close }
            android: { text: Shut, contentDescription: Close dialog }
      """
    #expect(try session(yaml, on: .ios).describeFocus().first?.text == "Close, button")
    #expect(try session(yaml, on: .android).describeFocus().first?.text == "Close dialog, Button")
    let textOnly = "elements: [ { button: { label: X, android: { text: Shut } } } ]"
    #expect(try session(textOnly, on: .android).describeFocus().first?.text == "Shut, Button")
  }

  @Test("TalkBack drops a role word that repeats the name")
  func repeatsDropped() throws {
    let yaml = "elements: [ { button: Button } ]"
    #expect(try session(yaml, on: .android).describeFocus().first?.text == "Button")
  }

  @Test("Headings: 'heading' trait on iOS; TalkBack says 'Heading' after the name, and no hint")
  func headings() throws {
    let yaml = "elements: [ { heading: Shipping } ]"
    #expect(try session(yaml, on: .ios).describeFocus().map(\.text) == ["Shipping, heading"])
    #expect(try session(yaml, on: .android).describeFocus().map(\.text) == ["Shipping, Heading"])
  }

  @Test("A lone symbol is spoken by its name")
  func symbols() throws {
    #expect(try session("elements: [ { text: ':' } ]", on: .android).describeFocus().first?.text == "Colon")
  }

  @Test("Hidden elements are skipped by swipes")
  func hidden() throws {
    let yaml = """
      elements:
        - text: One
        - text: { label: Decoration, ios: { isAccessibilityElement: false }, android: { importantForAccessibility: false } }
        - text: Two
      """
    for platform in Platform.allCases {
      var reader = try session(yaml, on: platform)
      #expect(try reader.say(.next) == ["Two"])
    }
  }
}

import EarshotTestSupport
import ScreenReader
import Testing

/// An element's name is derived once, from the realised node (`spokenName(on:)`), and
/// what the REPL, the spec and `touch` call it follows from it.
@Suite struct SpokenNameTests {
  func node(_ yaml: String, on platform: Platform) throws -> AccessibilityNode {
    let screen = try Fixtures.screen("elements:\n  " + yaml + "\n")
    let component = try #require(screen.components.first)
    return try #require(component.realize(RealizationContext(platform: platform, componentIndex: 0)).first)
  }

  /// TalkBack names an empty text field by the label view linked to it ("Edit box for
  /// Email"), so the node's own name is empty there: the spoken name is still Email,
  /// and so is what the REPL and `touch` call it (it was the id, `email-field`).
  @Test func aFieldNamedByItsLabelViewIsCalledByThatLabel() throws {
    let android = try node("- text-field: { id: email-field, label: Email }", on: .android)
    #expect(android.name == nil)
    #expect(android.spokenName(on: .android) == "Email")
    #expect(android.displayName == "Email")
    let ios = try node("- text-field: { id: email-field, label: Email }", on: .ios)
    #expect(ios.spokenName(on: .ios) == "Email")
    #expect(ios.displayName == "Email")
  }

  /// A placeholder read where the name should be is heard, but names nothing: no
  /// spoken name on either reader (the audit's missing-name rule reads this).
  @Test func aPlaceholderStandsInButIsNotAName() throws {
    for platform in Platform.allCases {
      let field = try node("- text-field: { id: search, placeholder: Search }", on: platform)
      #expect(field.spokenName(on: platform) == nil, "\(platform)")
    }
  }
}

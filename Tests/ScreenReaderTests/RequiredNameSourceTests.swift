import ScreenReader
import Testing

/// `why` names where ", required" comes from: the scenario's `required: true`, written
/// into the name, not the visible label (issue 32).
@Suite struct RequiredNameSourceTests {
  @Test func whyAttributesRequiredToTheRequiredKeyNotTheLabel() throws {
    let reader = try session("elements:\n  - text-field: { label: Email, required: true }", on: .ios)
    let name = try #require(reader.describeFocus().first?.parts.first { $0.kind == .name })
    #expect(name.text == "Email, required")
    #expect(name.source.contains("required: true"))
    #expect(name.source.hasPrefix("the visible label"))
  }

  @Test func aFieldThatIsNotRequiredIsNamedByItsLabelAlone() throws {
    let reader = try session("elements:\n  - text-field: Email", on: .ios)
    let name = try #require(reader.describeFocus().first?.parts.first { $0.kind == .name })
    #expect(name.source == "the visible label")
  }

  @Test func onAndroidWhyAttributesRequiredInTheLabelViewToo() throws {
    let reader = try session("elements:\n  - text-field: { label: Email, required: true }", on: .android)
    let utterance = try #require(reader.describeFocus().first)
    #expect(utterance.text == "Edit box for Email, required")
    #expect(utterance.parts.contains { $0.source.contains("required: true") })
  }

  @Test func whyAttributesBusyToTheBusyKey() throws {
    for platform in Platform.allCases {
      let reader = try session("elements:\n  - button: { label: Add to cart, busy: true }", on: platform)
      let parts = try #require(reader.describeFocus().first?.parts)
      #expect(parts.contains { $0.text.contains("busy") && $0.source.contains("busy: true") })
    }
  }
}

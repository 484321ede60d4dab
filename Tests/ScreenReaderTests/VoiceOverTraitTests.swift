import ScreenReader
import Testing

/// VoiceOver's trait words and hints as cashapp/AccessibilitySnapshot (5b03db8) records
/// them from devices: its Example view controllers list what VoiceOver says for views
/// with given labels, hints and traits (ButtonAccessibilityTraitsViewController.swift,
/// DescriptionEdgeCasesViewController.swift), and its description code
/// (Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift) says in what order.
@Suite struct VoiceOverTraitTests {
  /// Row 27: every trait at once reads "Selected: 26. Dimmed. Heading. Link. Adjustable.
  /// Image. Search Field.", whatever order the app lists them in.
  @Test func everyTraitSaysItsWordInVoiceOversOrder() throws {
    var reader = try session(
      """
      elements:
        - text: { label: "26", ios: { accessibilityTraits: [searchField, image, adjustable, link, header, selected, notEnabled] } }
      """, on: .ios)
    #expect(try reader.say(.first) == ["Selected, 26, dimmed, heading, link, adjustable, image, search field"])
  }

  /// Rows 19 to 22: the button trait comes first ("Button. Link.", "Button. Search Field.").
  @Test(arguments: [
    ("[link, button]", "Go, button, link"), ("[searchField, button]", "Go, button, search field"),
    ("[image, button]", "Go, button, image"), ("[header, button]", "Go, button, heading"),
    ("[button, adjustable]", "Go, button, adjustable"),
  ])
  func theButtonTraitComesFirst(_ traits: String, _ heard: String) throws {
    var reader = try session(
      "elements:\n  - text: { label: Go, ios: { accessibilityTraits: \(traits) } }", on: .ios)
    // Row 25 adds the adjustable hint after the pause; the description is the point here.
    #expect(try reader.say(.first).first == heard)
  }

  /// DescriptionEdgeCasesViewController row 01: a hint with no label is read as the
  /// description ("Hint. Adjustable."), and the adjustable hint is not added after it;
  /// row 04: with nothing else, the adjustable trait and its hint.
  @Test func aHintWithoutALabelIsReadInItsPlace() throws {
    var reader = try session(
      """
      elements:
        - text: { label: "", hint: Sets the speed, ios: { accessibilityTraits: [adjustable] } }
        - text: { label: "", ios: { accessibilityTraits: [adjustable] } }
      """, on: .ios)
    #expect(try reader.say(.first) == ["Sets the speed, adjustable"])
    #expect(try reader.say(.next) == ["adjustable", "Swipe up or down with one finger to adjust the value"])
  }

  /// An app's hint stands alone on a plain button, keeps its full stop, and stays when
  /// the button is dimmed (UIAccessibility+SnapshotAdditions.swift drops only the
  /// traits' own hints for notEnabled).
  @Test func theAppsHintStaysWhenDimmed() throws {
    var reader = try session(
      """
      elements:
        - button: { label: Delete, hint: Removes the photo. }
        - button: { label: Delete all, hint: Removes every photo., disabled: true }
      """, on: .ios)
    #expect(try reader.say(.first) == ["Delete, button", "Removes the photo."])
    #expect(try reader.say(.next) == ["Delete all, dimmed, button", "Removes every photo."])
  }
}

import ScreenReader

/// The one table from what a source node is to the component kind that plays it,
/// named by the kind's own type (each one in `ComponentRegistry`), so an import
/// writes only kinds Earshot has.
public enum ComponentMapping {
  public static let table: [SourceRole: any Component.Type] = [
    .button: Button.self,
    // A table or collection cell has no button trait unless the app gives it one: VoiceOver reads its texts.
    .cell: ListRow.self,
    .view: Button.self,
    .checkbox: Checkbox.self,
    .switchControl: Switch.self,
    .toggleButton: ToggleButton.self,
    .radioButton: RadioGroup.self,
    .radioGroup: RadioGroup.self,
    .segmentedControl: SegmentedControl.self,
    .textField: TextField.self,
    .dropdown: Dropdown.self,
    .picker: Picker.self,
    // A dump shows a date as the app formats it, never as YYYY-MM-DD: a button until one is written by hand.
    .datePicker: Button.self,
    .slider: Slider.self,
    .progress: ScreenReader.Progress.self,
    .image: Image.self,
    .text: StaticText.self,
    .heading: Heading.self,
    .tab: Tabs.self,
    .tabBar: Tabs.self,
    .chip: Chip.self,
    .link: Link.self,
    // A dump holds a stepper's two buttons and its value's text but not its range or step:
    // its parts are imported as they read (`ScenarioMapper.visit`), one alone as a button.
    .stepper: Button.self,
  ]

  /// The kind to write for a role (text for a role with no row).
  public static func kind(for role: SourceRole) -> String {
    (table[role] ?? StaticText.self).kind
  }
}

/// Every component kind a scenario can name. A new kind is a new file plus one line here.
public enum ComponentRegistry {
  public static let kinds: [any Component.Type] = [
    Heading.self,
    StaticText.self,
    Button.self,
    Checkbox.self,
    Switch.self,
    RadioGroup.self,
    TextField.self,
    ListComponent.self,
    Dropdown.self,
    Picker.self,
    DatePicker.self,
    TimePicker.self,
    Image.self,
    Slider.self,
    Progress.self,
    Link.self,
    Tabs.self,
    ToggleButton.self,
    Chip.self,
    Disclosure.self,
    SegmentedControl.self,
    Stepper.self,
    NavigationBar.self,
    Toast.self,
    ListRow.self,
  ]

  public static func kind(named name: String) -> (any Component.Type)? {
    kinds.first { $0.kind == name }
  }

  public static var kindNames: [String] { kinds.map { $0.kind } }
}

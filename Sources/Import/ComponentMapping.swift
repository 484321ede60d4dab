/// The one table from what a source node is to the scenario kind that plays
/// it. Some kinds are being added to Earshot (#13); until a kind is on main the
/// element is written as its stand-in: the nearest kind that exists, with native
/// properties (`ios:` / `android:`) carrying the role word and value. Switching a
/// row to its own kind is adding its name to `kindsOnMain`.
public enum ComponentMapping {
  /// The #13 kinds that Earshot has; the others are written as their stand-ins.
  public static let kindsOnMain: Set<String> = [
    "image", "slider", "progress", "link", "tabs", "toggle-button", "chip", "segmented-control", "list-row",
  ]

  public struct Row: Sendable {
    /// The kind Earshot has for it, or will have.
    public var kind: String
    /// What is written while `kind` is not on main.
    public var standIn: String
  }

  public static let table: [SourceRole: Row] = [
    .button: Row(kind: "button", standIn: "button"),
    // A table or collection cell has no button trait unless the app gives it one: VoiceOver reads its texts.
    .cell: Row(kind: "list-row", standIn: "button"),
    .view: Row(kind: "button", standIn: "button"),
    .checkbox: Row(kind: "checkbox", standIn: "checkbox"),
    .switchControl: Row(kind: "switch", standIn: "switch"),
    .toggleButton: Row(kind: "toggle-button", standIn: "switch"),
    .radioButton: Row(kind: "radio-group", standIn: "radio-group"),
    .radioGroup: Row(kind: "radio-group", standIn: "radio-group"),
    .segmentedControl: Row(kind: "segmented-control", standIn: "radio-group"),
    .textField: Row(kind: "text-field", standIn: "text-field"),
    .dropdown: Row(kind: "dropdown", standIn: "dropdown"),
    .picker: Row(kind: "picker", standIn: "picker"),
    // A dump shows a date as the app formats it, never as YYYY-MM-DD: a button until one is written by hand.
    .datePicker: Row(kind: "button", standIn: "button"),
    .slider: Row(kind: "slider", standIn: "text"),
    .progress: Row(kind: "progress", standIn: "text"),
    .image: Row(kind: "image", standIn: "text"),
    .text: Row(kind: "text", standIn: "text"),
    .heading: Row(kind: "heading", standIn: "heading"),
    .tab: Row(kind: "tabs", standIn: "radio-group"),
    .tabBar: Row(kind: "tabs", standIn: "radio-group"),
    .chip: Row(kind: "chip", standIn: "button"),
    .link: Row(kind: "link", standIn: "button"),
    .stepper: Row(kind: "stepper", standIn: "button"),
  ]

  /// The kind to write for a role: its own when Earshot has it, else its stand-in.
  public static func kind(for role: SourceRole) -> String {
    guard let row = table[role] else { return "text" }
    return hasKind(row.kind) ? row.kind : row.standIn
  }

  static func hasKind(_ kind: String) -> Bool {
    existingKinds.contains(kind) || kindsOnMain.contains(kind)
  }

  /// The kinds every Earshot has had.
  static let existingKinds: Set<String> = [
    "heading", "checkbox", "switch", "text", "radio-group", "dropdown", "picker", "date-picker", "time-picker",
    "text-field", "list", "button",
  ]
}

extension ComponentMapping {
  /// The text-field keys #13 adds (secure, error, required, search) that Earshot has.
  public static let textFieldKeysOnMain: Set<String> = ["secure", "search", "required", "error"]
}

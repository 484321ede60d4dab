/// Android view classes (as uiautomator reports them) to source roles. Compose
/// reports the framework class of its Role (Button as android.widget.Button),
/// and `android.view.View` when it has none.
enum AndroidClassRoles {
  /// The role of a class, judged by its simple name so that AppCompat, Material
  /// and custom subclasses (`MaterialButton`, `SwitchCompat`) land with their base class.
  static func role(forClass className: String) -> SourceRole {
    let simple = String(className.split(separator: ".").last ?? Substring(className))
    let name = simple.split(separator: "$").last.map(String.init) ?? simple
    if let exact = exactNames[name] { return exact }
    for (suffix, role) in suffixes where name.hasSuffix(suffix) { return role }
    return .view
  }

  private static let exactNames: [String: SourceRole] = [
    "View": .view,
    "ComposeView": .container,
    "AndroidComposeView": .container,
    "RadioGroup": .radioGroup,
    "RadioButton": .radioButton,
    "CheckedTextView": .checkbox,
    "ToggleButton": .toggleButton,
    "Spinner": .dropdown,
    "AppCompatSpinner": .dropdown,
    "NumberPicker": .picker,
    "DatePicker": .datePicker,
    "TabWidget": .tabBar,
    "TabLayout": .tabBar,
    "TabView": .tab,
    "WebView": .container,
    "Toolbar": .container,
    "ActionMenuView": .container,
    "CardView": .container,
    "MaterialCardView": .container,
    "ViewPager": .container,
    "ViewPager2": .container,
    "RecyclerView": .container,
    "ListView": .container,
    "GridView": .container,
    "ScrollView": .container,
    "HorizontalScrollView": .container,
    "NestedScrollView": .container,
    "ViewFlipper": .container,
    "RatingBar": .slider,
  ]

  /// Checked in order: the first suffix that fits wins (`ImageButton` before `Button`, `Image`).
  private static let suffixes: [(String, SourceRole)] = [
    ("Layout", .container),
    ("ViewGroup", .container),
    ("ViewStub", .container),
    ("Switch", .switchControl),
    ("SwitchCompat", .switchControl),
    ("SwitchMaterial", .switchControl),
    ("CheckBox", .checkbox),
    ("ImageButton", .button),
    ("FloatingActionButton", .button),
    ("Chip", .chip),
    ("Button", .button),
    ("EditText", .textField),
    ("AutoCompleteTextView", .textField),
    ("SeekBar", .slider),
    ("Slider", .slider),
    ("ProgressBar", .progress),
    ("ProgressIndicator", .progress),
    ("ImageView", .image),
    ("TextView", .text),
  ]
}

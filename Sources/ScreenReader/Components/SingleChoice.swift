/// Options shown with exactly one selected (tabs, a segmented control's
/// segments, a picker's rows): read from `options` and `selected` (the first
/// until another is chosen), and kept over a reload while the selected option is
/// still offered.
public struct SingleChoice: Sendable {
  public var options: [String]
  public var selected: Int
  /// Options that cannot be chosen (`disabled-options`): dimmed / disabled.
  public var disabled: Set<Int> = []

  public init(options: [String], selected: Int, disabled: Set<Int> = []) {
    self.options = options
    self.selected = selected
    self.disabled = disabled
  }

  public init(reading reader: PropertyReader) {
    let (options, selected) = reader.options(.options, selected: .selectedOption)
    self.init(
      options: options, selected: selected ?? 0,
      disabled: reader.disabledOptions(among: options, key: .disabledOptions))
  }

  /// The keys (`options`, `selected`, `disabled-options`), described in the words of
  /// the component that shows the options.
  public static func keys(options: String, selected: String) -> [PropertyKey] {
    [PropertyKey.options.described(options), PropertyKey.selectedOption.described(selected), .disabledOptions]
  }

  /// The two keys of options called `noun`s: "The tabs, in order." and "The
  /// selected tab (default: the first)."
  public static func keys(naming noun: String) -> [PropertyKey] {
    keys(options: "The \(noun)s, in order.", selected: "The selected \(noun) (default: the first).")
  }

  /// The selected option's text.
  public var selectedText: String { options[selected] }

  /// Selects the option a part stands for; false when the part is no option or
  /// its option is already selected, so nothing changed.
  public mutating func select(part: ComponentPart) -> Bool {
    guard let index = part.index(of: .option), index != selected, !disabled.contains(index) else { return false }
    selected = index
    return true
  }

  /// After a reload: the previous selection, wherever its option now is.
  public mutating func carry(from previous: SingleChoice) -> CarriedState {
    var choice: Int? = selected
    let carried = OptionChoice.restore(&choice, previous.selected, from: previous.options, to: options)
    selected = choice ?? selected
    if disabled.contains(selected), let open = options.indices.first(where: { !disabled.contains($0) }) {
      selected = open
      return .reset("the chosen option is now disabled")
    }
    return carried
  }
}

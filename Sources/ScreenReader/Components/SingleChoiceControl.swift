/// A control that shows options with exactly one selected (tabs, a segmented
/// control, a picker wheel): it keeps its options and selection in a
/// `SingleChoice`, reads them from the scenario, and keeps the user's choice over
/// a reload while the chosen option is still offered.
public protocol SingleChoiceControl: Component {
  var choice: SingleChoice { get set }

  init(common: CommonProperties, choice: SingleChoice)
}

extension SingleChoiceControl {
  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(common: common, choice: SingleChoice(reading: reader))
  }

  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    return choice.carry(from: previous.choice)
  }
}

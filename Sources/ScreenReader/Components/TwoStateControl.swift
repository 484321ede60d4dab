/// A control a double tap turns on or off (a switch, a check box, a toggle
/// button): it flips, says its new state, and keeps the user's state over a reload.
public protocol TwoStateControl: Component {
  /// The scenario key that holds its starting state (off unless it says true).
  static var stateKey: PropertyKey { get }
  /// On, checked or pressed.
  var isOn: Bool { get set }
}

extension TwoStateControl {
  public static var keys: [PropertyKey] { [stateKey] }

  /// The starting state a scenario gives: off when it says nothing.
  static func startsOn(_ reader: PropertyReader) -> Bool { reader.bool(stateKey) ?? false }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled else { return [] }
    isOn.toggle()
    return [.stateChanged] + common.activationEffects
  }

  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    isOn = previous.isOn
    return .kept
  }
}

/// What happened to a component's user state (a checked box, a chosen option,
/// typed text) when its scenario was reloaded with the element still there.
public enum CarriedState: Equatable, Sendable {
  /// The component has no state a user changes.
  case nothingToCarry
  /// The user's state was put back on the reloaded component.
  case kept
  /// The state could not be kept, and why ("its options changed").
  case reset(String)
}

extension Component {
  /// The default: a component whose actions change nothing about it.
  public mutating func carryUserState(from previous: any Component) -> CarriedState { .nothingToCarry }
}

/// A number the user set (a slider's or a stepper's value): kept while the
/// edited range still holds it.
enum RangedValue {
  static func restore(_ value: inout Int, _ previous: Int, in range: ClosedRange<Int>) -> CarriedState {
    guard range.contains(previous) else {
      return .reset("\(previous) is outside its new range \(range.lowerBound)-\(range.upperBound)")
    }
    value = previous
    return .kept
  }
}

/// Choosing among options: the choice is kept when the same option text is
/// still offered, wherever it now is in the list.
enum OptionChoice {
  static func carry(_ previous: Int?, from oldOptions: [String], to newOptions: [String]) -> Int?? {
    guard let previous else { return .some(nil) }
    guard oldOptions.indices.contains(previous), let index = newOptions.firstIndex(of: oldOptions[previous]) else {
      return nil
    }
    return .some(index)
  }

  /// Puts a previous choice back where its option now is, or says why it cannot.
  static func restore(
    _ selected: inout Int?, _ previous: Int?, from oldOptions: [String], to newOptions: [String]
  ) -> CarriedState {
    guard let choice = carry(previous, from: oldOptions, to: newOptions) else {
      return .reset(gone(previous, from: oldOptions))
    }
    selected = choice
    return .kept
  }

  /// Why a choice could not be kept.
  static func gone(_ previous: Int?, from oldOptions: [String]) -> String {
    guard let previous, oldOptions.indices.contains(previous) else { return "its options changed" }
    return "'\(oldOptions[previous])' is no longer one of its options"
  }
}

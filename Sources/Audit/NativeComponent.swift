import ScreenReader

/// A component as its platform draws it natively: without the accessibility
/// properties a scenario can set to override what the widget itself exposes.
/// Comparing what a reader says for it with what it says for the component as
/// written tells what those properties took away.
enum NativeComponent {
  /// Without the traits and role description that replace its role.
  static func withOwnRole(_ component: any Component) -> any Component {
    var native = component
    native.common.ios.accessibilityTraits = nil
    native.common.android.roleDescription = nil
    return native
  }

  /// Without the value, state description and traits that replace its state.
  static func withOwnState(_ component: any Component) -> any Component {
    var native = withOwnRole(component)
    native.common.ios.accessibilityValue = nil
    native.common.android.stateDescription = nil
    return native
  }
}

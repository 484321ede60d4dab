/// What the screen reader knows about the moment an element is described.
public struct DescriptionContext: Sendable {
  public var hintsEnabled: Bool
  /// The last input came from a physical keyboard (TalkBack's InputModeTracker,
  /// INPUT_MODE_KEYBOARD): TalkBack's hints name the key combo, not the gesture.
  public var keyboardInput = false
  /// Focus just entered this collection (TalkBack: "In list, 3 items").
  public var enteredCollection: CollectionMembership?
  /// Focus just left this collection (TalkBack: "Out of list").
  public var leftCollection: CollectionMembership?

  public init(
    hintsEnabled: Bool = true, enteredCollection: CollectionMembership? = nil,
    leftCollection: CollectionMembership? = nil
  ) {
    self.hintsEnabled = hintsEnabled
    self.enteredCollection = enteredCollection
    self.leftCollection = leftCollection
  }
}

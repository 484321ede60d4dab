/// Which piece of a component a node is, so that an action on the node reaches
/// the right place: the component's main element, or a part of a kind, perhaps
/// the n-th of that kind (its third option). A popup is named by the part that
/// opens it. `idSuffix` is how the part reads after the component's id in the
/// node's id (`option.2`, `period.option.0`), the form users see in `why`,
/// exports and transcripts.
public struct ComponentPart: Hashable, Sendable {
  /// A kind of part. Kinds that several components have are declared below; a
  /// component's own kinds are declared in its file.
  public struct Kind: Hashable, Sendable {
    /// The kind as node ids spell it.
    public let name: String

    public init(_ name: String) { self.name = name }

    /// The component's main element.
    public static let main = Self("")
    /// A group's name read as a text of its own.
    public static let label = Self("label")
    /// One of the options of a group or a list that pops up.
    public static let option = Self("option")
    /// A button that dismisses what the component opened.
    public static let dismiss = Self("dismiss")
    /// A title the component shows.
    public static let title = Self("title")
    /// The buttons that close a picker: Done (iOS), Cancel and OK (Android).
    public static let done = Self("done")
    public static let cancel = Self("cancel")
    public static let ok = Self("ok")
  }

  public let kind: Kind
  /// Which of its kind, for kinds of which a component has several.
  public let index: Int?

  public init(_ kind: Kind, index: Int? = nil) {
    self.kind = kind
    self.index = index
  }

  /// The component's main element.
  public static let main = ComponentPart(.main)

  /// The n-th option (from 0).
  public static func option(_ index: Int) -> ComponentPart { ComponentPart(.option, index: index) }

  /// Which one of `kind` this part is; nil when it is a part of another kind.
  public func index(of kind: Kind) -> Int? { self.kind == kind ? index : nil }

  /// How the part reads after the component's id in a node's id; nil for the main element.
  public var idSuffix: String? {
    guard kind != .main else { return nil }
    return index.map { "\(kind.name).\($0)" } ?? kind.name
  }

  /// The id of the node for this part of the component with id `componentID`.
  public func nodeID(in componentID: String) -> String {
    idSuffix.map { "\(componentID).\($0)" } ?? componentID
  }
}

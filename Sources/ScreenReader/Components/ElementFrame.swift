/// Where an element is drawn on the screen, in the screen's own units (points on
/// iOS, pixels on Android, as a dump's bounds give them): what the playground and
/// the hand-off page draw the screen's picture from. Screen readers never read it.
public struct ElementFrame: Sendable, Hashable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }

  public static let x = PropertyKey("x", .integer, "Left edge, from the screen's left.")
  public static let y = PropertyKey("y", .integer, "Top edge, from the screen's top.")
  public static let width = PropertyKey("width", .integer, "Width (more than 0).")
  public static let height = PropertyKey("height", .integer, "Height (more than 0).")
  public static let keys: [PropertyKey] = [x, y, width, height]

  /// Reads `frame: { x, y, width, height }`; nil, with a located error, when a part is
  /// missing or the size is not positive.
  public static func read(_ reader: PropertyReader) -> ElementFrame? {
    reader.rejectUnknownKeys(keys)
    let x = reader.integer(Self.x)
    let y = reader.integer(Self.y)
    let width = reader.integer(Self.width)
    let height = reader.integer(Self.height)
    guard let x, let y, let width, let height else {
      reader.diagnostics.error(
        at: reader.location, "frame needs x, y, width and height (whole numbers, as a dump's bounds give them)")
      return nil
    }
    guard width > 0, height > 0 else {
      reader.diagnostics.error(at: reader.location, "frame's width and height must be more than 0")
      return nil
    }
    return ElementFrame(x: x, y: y, width: width, height: height)
  }
}

/// Where an element is drawn on the screen, in the screen's own units (points on iOS, pixels on
/// Android, as a dump's bounds give them, fractions of a point kept): what an import reads a dump's
/// bounds into, and what the playground and the hand-off page draw the screen's picture from. Screen
/// readers never read it. Kept as its edges, as most dumps write them (`[l,t][r,b]`,
/// `Rect.fromLTRB`), so that edges compare exactly where reading order groups rows; an origin and a
/// size (`{{x, y}, {w, h}}`, a scenario's `frame:`) are read with `init(x:y:width:height:)`.
public struct ElementFrame: Sendable, Hashable {
  public var left: Double
  public var top: Double
  public var right: Double
  public var bottom: Double

  public init(left: Double, top: Double, right: Double, bottom: Double) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(left: x, top: y, right: x + width, bottom: y + height)
  }

  public var x: Double { left }
  public var y: Double { top }
  public var width: Double { right - left }
  public var height: Double { bottom - top }
  public var maxX: Double { right }
  public var maxY: Double { bottom }

  /// Of no size: nothing is drawn there.
  public var isEmpty: Bool { right <= left || bottom <= top }

  /// Inverted: what a dump writes for a view partly scrolled out of its parent (its bounds cut by
  /// the parent's edge), which is on screen, unlike a view of no size.
  public var isClipped: Bool { right < left || bottom < top }

  public static let x = PropertyKey("x", .number, "Left edge, from the screen's left (16, or 16.5 in points).")
  public static let y = PropertyKey("y", .number, "Top edge, from the screen's top.")
  public static let width = PropertyKey("width", .number, "Width (more than 0).")
  public static let height = PropertyKey("height", .number, "Height (more than 0).")
  public static let keys: [PropertyKey] = [x, y, width, height]

  /// Reads `frame: { x, y, width, height }` (whole numbers, or with decimals where a dump has
  /// fractions of a point); nil, with a located error, when a part is missing or the size is not positive.
  public static func read(_ reader: PropertyReader) -> ElementFrame? {
    reader.rejectUnknownKeys(keys)
    let x = reader.coordinate(Self.x)
    let y = reader.coordinate(Self.y)
    let width = reader.coordinate(Self.width)
    let height = reader.coordinate(Self.height)
    guard let x, let y, let width, let height else {
      reader.diagnostics.error(
        at: reader.location, "frame needs x, y, width and height (numbers, as a dump's bounds give them)")
      return nil
    }
    guard width > 0, height > 0 else {
      reader.diagnostics.error(at: reader.location, "frame's width and height must be more than 0")
      return nil
    }
    return ElementFrame(x: x, y: y, width: width, height: height)
  }
}

extension PropertyReader {
  /// A finite number, whole or with decimals (`16`, `16.5`); a located error otherwise.
  fileprivate func coordinate(_ key: PropertyKey) -> Double? {
    declared(key, as: .number)
    guard let value = map[key.name] else { return nil }
    guard case .scalar(let text, _) = value, let number = Double(text), number.isFinite,
      abs(number) <= ElementFrame.largestCoordinate
    else {
      diagnostics.error(at: value.location, "'\(key.name)' must be a number such as 16 or 16.5")
      return nil
    }
    return number
  }
}

extension ElementFrame {
  /// The largest coordinate a frame holds: far past any screen, even a list scrolled for thousands
  /// of rows, and small enough that no sum of two overflows or loses a hundredth.
  public static let largestCoordinate = 10_000_000.0
}

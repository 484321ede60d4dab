/// A number written with a fixed count of decimals in a scenario ("1.05", "5"),
/// held as whole units of its last decimal, so stepping and clamping stay exact
/// (no binary floating point: 1.00 + 5 x 0.01 is 1.05, never 1.0499999).
public struct FixedDecimal: Sendable, Hashable {
  /// The value in units of 10^-scale: 1.05 with scale 2 is 105.
  public var units: Int
  /// How many decimals it is written with.
  public var scale: Int

  public init(units: Int, scale: Int) {
    self.units = units
    self.scale = scale
  }

  /// Reads "5", "-2", "1.05", "0.5"; nil for anything else, or more than 6 decimals
  /// or 15 digits (beyond them a scenario value is surely a mistake).
  public init?(_ text: String) {
    var rest = Substring(text)
    let negative = rest.first == "-"
    if negative || rest.first == "+" { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
      whole.count + (parts.count == 2 ? parts[1].count : 0) <= 15,
      whole.allSatisfy(\.isASCIIDigit)
    else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard parts.count == 1 || (!fraction.isEmpty && fraction.count <= 6 && fraction.allSatisfy(\.isASCIIDigit)),
      let units = Int(whole + fraction)
    else { return nil }
    self.units = negative ? -units : units
    self.scale = fraction.count
  }

  /// The same value with `scale` decimals (scale at least its own).
  public func scaled(to scale: Int) -> Int {
    units * Self.power(of: max(0, scale - self.scale))
  }

  /// 10^exponent.
  public static func power(of exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * 10 }
  }

  /// `units` written with `scale` decimals, as the app shows it: 105, 2 is "1.05".
  public static func text(_ units: Int, scale: Int) -> String {
    guard scale > 0 else { return String(units) }
    let magnitude = String(abs(units))
    let padded = String(repeating: "0", count: max(0, scale + 1 - magnitude.count)) + magnitude
    let point = padded.index(padded.endIndex, offsetBy: -scale)
    return (units < 0 ? "-" : "") + padded[..<point] + "." + padded[point...]
  }

  /// As Java's `String.valueOf(float)` writes a short decimal: trailing zeros
  /// dropped, one kept after the point ("1.0", "1.05"). TalkBack reads a float
  /// range's value this way (SeekBarDescription, RANGE_TYPE_FLOAT: template_value).
  public static func javaFloatText(_ units: Int, scale: Int) -> String {
    guard scale > 0 else { return String(units) + ".0" }
    var text = Self.text(units, scale: scale)
    // At least one digit stays after the point.
    while text.hasSuffix("0"), let point = text.firstIndex(of: "."), text.distance(from: point, to: text.endIndex) > 2 {
      text.removeLast()
    }
    return text
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

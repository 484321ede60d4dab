/// How large an element is drawn, in the platform's layout unit (points on iOS,
/// density-independent pixels on Android): a scenario's `size: 40x40`, or a dump's bounds.
public struct TargetSize: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double
  /// The one platform it was measured on (a dump's bounds), nil for a scenario's `size:`,
  /// which says how large the control is drawn on both.
  public var platform: Platform?

  public init(width: Double, height: Double, platform: Platform? = nil) {
    self.width = width
    self.height = height
    self.platform = platform
  }

  /// "44x44" (width by height) or "44" (a square); nil for anything else.
  public init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map {
      $0.trimmingSpaces()
    }
    guard (1...2).contains(parts.count), let width = Double(parts[0]), let height = Double(parts.last ?? ""),
      width > 0, height > 0, width.isFinite, height.isFinite
    else { return nil }
    self.init(width: width, height: height)
  }

  public var description: String {
    func number(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
    return "\(number(width))x\(number(height))"
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

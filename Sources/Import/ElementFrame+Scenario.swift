import ScreenReader

extension ElementFrame {
  /// The scenario's `frame:` for these bounds (the playground and the hand-off page draw it): edges kept to
  /// the hundredth of a unit (Android's pixels are whole; iOS's points keep their halves and thirds, which
  /// `frame:` holds), so that what is written reads back as what the dump said. nil when it has no size at
  /// that precision, or lies beyond any screen.
  public var scenarioFrame: ElementFrame? {
    let edges = [left, top, right, bottom]
    guard edges.allSatisfy({ $0.isFinite && abs($0) <= Self.largestCoordinate }) else { return nil }
    let rounded = edges.map { ($0 * 100).rounded() / 100 }
    let frame = ElementFrame(left: rounded[0], top: rounded[1], right: rounded[2], bottom: rounded[3])
    return frame.isEmpty ? nil : frame
  }

  /// A coordinate as `frame:` is written: whole numbers without a fraction, others to the hundredth.
  static func coordinateText(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.truncatingRemainder(dividingBy: 100) != 0 else { return String(Int(hundredths / 100)) }
    return String(hundredths / 100)
  }
}

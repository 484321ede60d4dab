extension PropertyKey {
  /// The keys of a value in a range (slider, stepper), shared so that one reader
  /// serves both; each kind describes them in its own words (`described`).
  public static let rangeValue = PropertyKey("value", .number, "The current value (default: the minimum).")
  public static let rangeMin = PropertyKey("min", .number, "The lowest value (default 0).")
  public static let rangeMax = PropertyKey("max", .number, "The highest value (default 100).")
  public static let rangeStep = PropertyKey("step", .number, "How much one change moves it.")
}

extension PropertyReader {
  /// A number with or without decimals (`1.05`); a located error otherwise.
  func decimal(_ key: PropertyKey) -> FixedDecimal? {
    declared(key, as: .number)
    guard let value = map[key.name] else { return nil }
    guard case .scalar(let text, _) = value, let number = FixedDecimal(text) else {
      diagnostics.error(at: value.location, "'\(key.name)' must be a number such as 5 or 1.05 (up to 6 decimals)")
      return nil
    }
    return number
  }

  /// A range, value and step that may have decimals (`min: 1.00, max: 1.20, step:
  /// 0.05`): all in units of the most decimals any of them is written with, which is
  /// also how many the value is shown with. Max defaults to `defaultMax` and must be
  /// above min; a value outside the range is an error and is clamped into it so the
  /// screen still reads; a step must be above zero.
  func decimalRange(exampleMax: Int, defaultMax: Int = 100) -> (
    min: Int, max: Int, value: Int, step: Int?, scale: Int
  ) {
    let numbers = [PropertyKey.rangeMin, .rangeMax, .rangeValue, .rangeStep].map { decimal($0) }
    let scale = numbers.compactMap { $0?.scale }.max() ?? 0
    let (minNumber, maxNumber, valueNumber, stepNumber) = (numbers[0], numbers[1], numbers[2], numbers[3])
    let min = minNumber?.scaled(to: scale) ?? 0
    var max = maxNumber?.scaled(to: scale) ?? defaultMax * FixedDecimal.power(of: scale)
    let show = { (units: Int) in FixedDecimal.text(units, scale: scale) }
    if max <= min {
      diagnostics.error(
        at: locationOf(.rangeMax),
        "'max: \(show(max))' must be above 'min: \(show(min))'; e.g. min: 0, max: \(exampleMax)")
      max = min + 1
    }
    let wanted = valueNumber?.scaled(to: scale) ?? min
    if wanted < min || wanted > max {
      diagnostics.error(
        at: locationOf(.rangeValue),
        "'value: \(show(wanted))' is outside the range \(show(min)) to \(show(max)); choose one in it")
    }
    var step = stepNumber?.scaled(to: scale)
    if let given = step, given <= 0 {
      diagnostics.error(at: locationOf(.rangeStep), "'step: \(show(given))' must be above zero")
      step = nil
    }
    return (min, max, Swift.min(Swift.max(wanted, min), max), step, scale)
  }
}

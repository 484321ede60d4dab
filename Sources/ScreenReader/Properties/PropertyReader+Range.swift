extension PropertyReader {
  /// A whole-number range and the value in it (`min`, `max`, `value`), as sliders
  /// and steppers take them: max defaults to 100 and must be above min; a value
  /// outside the range is an error and is clamped into it so the screen still reads.
  func valueInRange(exampleMax: Int) -> (min: Int, max: Int, value: Int) {
    let min = integer("min") ?? 0
    var max = integer("max") ?? 100
    if max <= min {
      diagnostics.error(
        at: locationOf("max"), "'max: \(max)' must be above 'min: \(min)'; e.g. min: 0, max: \(exampleMax)")
      max = min + 1
    }
    let wanted = integer("value") ?? min
    if wanted < min || wanted > max {
      diagnostics.error(
        at: locationOf("value"), "'value: \(wanted)' is outside the range \(min) to \(max); choose one in it")
    }
    return (min, max, Swift.min(Swift.max(wanted, min), max))
  }
}

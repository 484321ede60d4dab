extension PropertyReader {
  /// A `YYYY-MM-DD` date, reported where it is written when it does not parse.
  public func date(_ key: PropertyKey) -> CalendarDate? {
    declared(key, as: .date)
    guard let text = text(key) else { return nil }
    guard let date = CalendarDate(parsing: text) else {
      diagnostics.error(at: locationOf(key), "'\(key.name): \(text)' is not a date; write YYYY-MM-DD, e.g. 1990-11-05")
      return nil
    }
    return date
  }

  /// An `HH:MM` 24-hour time. Quote it (`"07:30"`) so YAML keeps it as written.
  public func time(_ key: PropertyKey) -> TimeOfDay? {
    declared(key, as: .time)
    guard let text = text(key) else { return nil }
    guard let time = TimeOfDay(parsing: text) else {
      diagnostics.error(
        at: locationOf(key), "'\(key.name): \(text)' is not a time; write HH:MM in 24-hour time, e.g. \"07:30\"")
      return nil
    }
    return time
  }
}

/// A time of day, as a scenario writes it (HH:MM, 24-hour).
public struct TimeOfDay: Hashable, Sendable {
  public var hour: Int
  public var minute: Int

  /// What a time picker holds while its `value` is missing (that is reported as an error).
  public static let placeholder = TimeOfDay(valid: (9, 0))

  private init(valid time: (hour: Int, minute: Int)) {
    (hour, minute) = time
  }

  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  public init?(parsing text: String) {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 2, (1...2).contains(fields[0].count), fields[1].count == 2,
      let hour = Int(fields[0]), let minute = Int(fields[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  public var isPM: Bool { hour >= 12 }
  public var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }
  public var period: String { isPM ? "PM" : "AM" }
}

/// A day in the Gregorian calendar, as a scenario writes it (YYYY-MM-DD).
public struct CalendarDate: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int

  /// What a date picker holds while its `value` is missing (that is reported as an error).
  public static let placeholder = CalendarDate(valid: (2000, 1, 1))

  /// For a date known to exist (checked by the caller): no optional to unwrap.
  init(valid date: (year: Int, month: Int, day: Int)) {
    (year, month, day) = date
  }

  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`; nil for anything else or a day that does not exist.
  public init?(parsing text: String) {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
      let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  public static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day of the week, 1 (Sunday) to 7 (Saturday), as glibc's `day` list orders
  /// the names (Sakamoto's method for the proleptic Gregorian calendar).
  public var weekday: Int {
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let y = month < 3 ? year - 1 : year
    return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7 + 1
  }

  /// The month's name in the words' locale ("November", "novembre", "11月").
  public func monthName(_ words: ReaderWords) -> String {
    words[.month(month)]
  }

  /// The month's name standing alone, as a picker wheel shows it: the stand-alone
  /// form where the locale's table gives one (Russian "ноябрь", CLDR's stand-alone
  /// wide month), else the form a date takes.
  public func standaloneMonthName(_ words: ReaderWords) -> String {
    words.ownWord(.standaloneMonth(month)) ?? monthName(words)
  }

  /// The long date in the words' locale: "November 5, 1990", "5. November 1990".
  public func spoken(_ words: ReaderWords) -> String {
    words[.dateLong, .word(.month(month)), .text(String(day)), .text(String(year))]
  }

  /// Moves one field, keeping the day valid for the new month.
  public func adjusting(_ field: Field, by delta: Int) -> CalendarDate {
    var copy = self
    switch field {
    case .month: copy.month = min(12, max(1, month + delta))
    case .day: copy.day = min(Self.days(inMonth: month, year: year), max(1, day + delta))
    case .year: copy.year = min(9999, max(1, year + delta))
    }
    copy.day = min(copy.day, Self.days(inMonth: copy.month, year: copy.year))
    return copy
  }

  public enum Field: String, CaseIterable, Sendable {
    case month, day, year

    /// The field's name as a picker labels it: "Month".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
  }
}

/// A time of day as a locale writes it, from CLDR's short time pattern
/// (`timeFormats`, `short`: English "h:mm a", German "HH:mm", Spanish "H:mm"):
/// what a time picker's button shows and a screen reader reads. Pattern letters:
/// `h`/`hh` the hour on a 12-hour clock, `H`/`HH` on a 24-hour clock (doubled:
/// two digits), `mm` the minute, `a` the period (AM or PM); text in single quotes
/// and anything else is written as it is.
public struct TimePattern: Hashable, Sendable {
  enum Field: Hashable, Sendable {
    case hour12(twoDigits: Bool)
    case hour24(twoDigits: Bool)
    case minute
    case period
    case text(String)
  }

  let fields: [Field]

  public init(_ pattern: String) {
    var fields: [Field] = []
    var characters = pattern[...]
    func literal(_ text: String) {
      if case .text(let before)? = fields.last {
        fields[fields.count - 1] = .text(before + text)
      } else {
        fields.append(.text(text))
      }
    }
    while let first = characters.first {
      let run = characters.prefix { $0 == first }
      characters = characters.dropFirst(run.count)
      switch first {
      case "h": fields.append(.hour12(twoDigits: run.count > 1))
      case "H": fields.append(.hour24(twoDigits: run.count > 1))
      case "m": fields.append(.minute)
      case "a": fields.append(.period)
      case "'":
        // '' is a quote; 'text' is text.
        if run.count > 1 { literal(String(repeating: "'", count: run.count / 2)) }
        guard run.count % 2 == 1 else { continue }
        let quoted = characters.prefix { $0 != "'" }
        literal(String(quoted))
        characters = characters.dropFirst(quoted.count + 1)
      default: literal(String(run))
      }
    }
    self.fields = fields
  }

  /// A 24-hour clock: no AM or PM anywhere, hours 0 to 23.
  public var uses24Hour: Bool {
    fields.contains { if case .hour24 = $0 { true } else { false } }
  }

  /// "7:30 AM", "07:30", "7:30".
  public func format(_ time: TimeOfDay) -> String {
    fields.map { field in
      switch field {
      case .hour12, .hour24: hour(time)
      case .minute: Self.twoDigits(time.minute)
      case .period: time.period
      case .text(let text): text
      }
    }.joined()
  }

  /// The hour alone, as this clock shows it (a wheel, a dial): "7" or "07" at
  /// 07:00, "7" or "19" at 19:00.
  public func hour(_ time: TimeOfDay) -> String {
    for field in fields {
      switch field {
      case .hour12(let twoDigits): return twoDigits ? Self.twoDigits(time.hour12) : String(time.hour12)
      case .hour24(let twoDigits): return twoDigits ? Self.twoDigits(time.hour) : String(time.hour)
      default: continue
      }
    }
    return String(time.hour12)
  }

  static func twoDigits(_ number: Int) -> String {
    (number < 10 ? "0" : "") + String(number)
  }
}

import ScreenReader
import Testing

/// A time picker in the locale's own clock: the time on its button as CLDR's short
/// time pattern writes it, and in a 24-hour locale no AM or PM anywhere (no AM/PM
/// wheel on iOS, no AM and PM buttons and no AM/PM list in Android's dialog). The
/// expected times are CLDR's (main/XX.xml, timeFormatLength short), written out here.
@Suite struct LocaleTimeTests {
  static let alarm = "title: Alarm\nelements:\n  - time-picker: { label: Alarm, value: \"19:05\" }\n"

  struct Clock: Sendable, CustomTestStringConvertible {
    var locale: String
    var shown: String  // the button's time for 19:05
    var hourWheel: String  // the iOS hour wheel at 19:05
    var has24Hours: Bool
    var testDescription: String { locale }
  }

  static let clocks = [
    Clock(locale: "en", shown: "7:05 PM", hourWheel: "7", has24Hours: false),  // h:mm a
    Clock(locale: "de", shown: "19:05", hourWheel: "19", has24Hours: true),  // HH:mm
    Clock(locale: "es", shown: "19:05", hourWheel: "19", has24Hours: true),  // H:mm
    Clock(locale: "fr", shown: "19:05", hourWheel: "19", has24Hours: true),  // HH:mm
    Clock(locale: "ja", shown: "19:05", hourWheel: "19", has24Hours: true),  // H:mm
    Clock(locale: "pt-BR", shown: "19:05", hourWheel: "19", has24Hours: true),  // HH:mm
    Clock(locale: "ru", shown: "19:05", hourWheel: "19", has24Hours: true),  // HH:mm
  ]

  @Test(arguments: clocks, Platform.allCases)
  func theButtonShowsTheLocalesTimeAndThePickerItsClock(_ clock: Clock, platform: Platform) throws {
    var reader = ScreenReaderSession(screen: try screen(Self.alarm), platform: platform, locale: clock.locale)
    let button = try reader.say(.first)[0]
    #expect(button.contains("Alarm") && button.contains(clock.shown), "\(button)")
    _ = try reader.say(.activate)
    let stops = reader.reachableNodes
    let periods = stops.filter { ["AM", "PM"].contains($0.name) || $0.value == "PM" }
    #expect(periods.isEmpty == clock.has24Hours, "AM/PM in \(stops.map { $0.name ?? $0.value ?? "" })")
    if platform == .ios {
      #expect(stops.first?.value == clock.hourWheel)
    }
  }

  @Test func aTwentyFourHourWheelGoesPastNoon() throws {
    var reader = ScreenReaderSession(screen: try screen(Self.alarm), platform: .ios, locale: "de")
    _ = try reader.say(.first, .activate)
    #expect(try reader.say(.increment) == ["20"])
    _ = try reader.say(.escape)
    #expect(try reader.say(.first)[0].contains("20:05"))
  }
}

import Testing

@testable import ScreenReader

/// Times as each locale's CLDR short pattern writes them: what a time picker's
/// button shows and the screen reader reads.
@Suite struct TimePatternTests {
  func time(_ hour: Int, _ minute: Int) throws -> TimeOfDay {
    try #require(TimeOfDay(hour: hour, minute: minute))
  }

  @Test func englishIsATwelveHourClockWithItsPeriod() throws {
    let pattern = TimePattern("h:mm a")
    #expect(!pattern.uses24Hour)
    #expect(pattern.format(try time(7, 30)) == "7:30 AM")
    #expect(pattern.format(try time(19, 5)) == "7:05 PM")
    #expect(pattern.format(try time(0, 0)) == "12:00 AM")
    #expect(pattern.format(try time(12, 0)) == "12:00 PM")
    #expect(pattern.hour(try time(19, 5)) == "7")
  }

  @Test func germanAndSpanishAreTwentyFourHourClocks() throws {
    let german = TimePattern("HH:mm")
    let spanish = TimePattern("H:mm")
    #expect(german.uses24Hour && spanish.uses24Hour)
    #expect(german.format(try time(7, 30)) == "07:30")
    #expect(spanish.format(try time(7, 30)) == "7:30")
    #expect(german.format(try time(19, 5)) == "19:05")
    #expect(german.format(try time(0, 0)) == "00:00")
    #expect(german.hour(try time(7, 30)) == "07")
  }

  @Test func quotedTextIsWrittenAsItIs() throws {
    // Canadian French's short time.
    #expect(TimePattern("HH 'h' mm").format(try time(7, 30)) == "07 h 30")
    #expect(TimePattern("h''mm").format(try time(7, 30)) == "7'30")
  }
}

import EarshotTestSupport
import Foundation
import ScreenReader
import Testing

/// The time picker dialog speaks MaterialTimePicker's own strings in the device's
/// language (material-components-android ac7e18ef, timepicker/res/values-XX/strings.xml,
/// copied into Tests/Fixtures/MaterialTimePickerStrings.tsv); English keeps seed 004's
/// recorded wording, which Material's English spells differently in places.
@Suite struct MaterialTimePickerStringsTests {
  /// The word each Material string gives.
  static let keys: [String: [WordKey]] = [
    "material_hour_selection": [.timeSelectHours], "material_minute_selection": [.timeSelectMinutes],
    "material_timepicker_minute": [.timeMinuteChip, .timeMinuteField], "material_timepicker_hour": [.timeHourField],
    "material_timepicker_text_input_mode_description": [.timeToTextMode],
    "material_timepicker_clock_mode_description": [.timeToClockMode],
    "material_timepicker_select_time": [.timeTitle],
  ]

  static func rows(_ locale: String) throws -> [(resource: String, text: String)] {
    let url = Repository.root.appendingPathComponent("Tests/Fixtures/MaterialTimePickerStrings.tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
      .filter { $0[0] == locale }.map { ($0[2], $0[3]) }
  }

  @Test(arguments: ["de", "fr", "es", "pt-BR", "ja", "ru"])
  func everyDialogWordIsMaterialsString(locale: String) throws {
    let table = WordTables.words(for: .talkBack, locale: locale).table
    let rows = try Self.rows(locale)
    #expect(rows.count == Self.keys.count)
    for row in rows {
      for key in try #require(Self.keys[row.resource]) {
        #expect(table.words[key] == TalkBackStringsTests.asTabled(row.text), "\(locale) \(row.resource)")
      }
    }
  }

  static let alarm = "title: A\nelements:\n  - time-picker: { label: Wecker, value: \"07:30\" }"

  /// A German user hears Material's German click label in TalkBack's German hint
  /// ("Zum %2$s %1$s"), not "Zum select hours doppeltippen".
  @Test func germanHearsTheHourChipsClickLabelInGerman() throws {
    var reader = ScreenReaderSession(screen: try screen(Self.alarm), platform: .android, locale: "de")
    let opened = try reader.say(.first, .activate)
    #expect(opened.last == "Zum Stunde auswählen doppeltippen")
    #expect(try reader.say(.next).last == "Zum Minuten auswählen doppeltippen")
    #expect(
      try reader.say(.next, .next).first == "In den Texteingabemodus wechseln, um die Uhrzeit einzugeben, Schaltfläche")
    #expect(try reader.say(.activate).first == "Uhrzeit auswählen")
  }

  /// Words Material has no string for stay seed 004's English, and `why` says so.
  @Test func theHeaderGroupIsEnglishAndMarked() throws {
    var reader = ScreenReaderSession(screen: try screen(Self.alarm), platform: .android, locale: "de")
    _ = try reader.say(.first)
    let chip = try reader.events(.activate).utterances.first
    #expect(chip?.text == "Hour, Minutes and Period, Select Hours, Hour displayed")
    #expect(chip?.parts.contains { $0.text == "Select Hours" && $0.source.contains("English") } == true)
  }

  /// English keeps the wording seed 004's device spoke.
  @Test func englishKeepsTheSeedsWording() throws {
    var reader = ScreenReaderSession(screen: try screen(Self.alarm), platform: .android)
    #expect(
      try reader.say(.first, .activate) == [
        "Hour, Minutes and Period, Select Hours, Hour displayed", "Double-tap to select hours",
      ])
  }
}

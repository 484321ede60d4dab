import Scenario
import ScreenReader
import Testing

/// Decimal stepper and slider values: read exactly, stepped exactly, shown with
/// the decimals they are written with (iOS, the app's text) or as Java writes a
/// float (TalkBack's float range value).
@Suite struct FixedDecimalTests {
  @Test func readsAndWritesNumbers() {
    #expect(FixedDecimal("1.05") == FixedDecimal(units: 105, scale: 2))
    #expect(FixedDecimal("-0.5") == FixedDecimal(units: -5, scale: 1))
    #expect(FixedDecimal("7") == FixedDecimal(units: 7, scale: 0))
    for bad in ["1.2.3", "abc", "1.", ".5", "1.1234567", ""] { #expect(FixedDecimal(bad) == nil, "\(bad)") }
    #expect(FixedDecimal.text(105, scale: 2) == "1.05")
    #expect(FixedDecimal.text(5, scale: 2) == "0.05")
    #expect(FixedDecimal.text(-5, scale: 2) == "-0.05")
    #expect(FixedDecimal.javaFloatText(100, scale: 2) == "1.0")
    #expect(FixedDecimal.javaFloatText(110, scale: 2) == "1.1")
    #expect(FixedDecimal.javaFloatText(105, scale: 2) == "1.05")
    #expect(FixedDecimal.javaFloatText(3, scale: 0) == "3.0")
  }

  /// 1.00 to 1.05 in steps of 0.01: five presses land exactly on the maximum.
  @Test(arguments: Platform.allCases)
  func aDecimalStepperStepsExactly(platform: Platform) throws {
    var session = ScreenReaderSession(
      screen: try screen("elements:\n  - stepper: { label: Speed, value: 1.00, min: 1.00, max: 1.05, step: 0.01 }"),
      platform: platform)
    _ = try session.say(.first, .last)
    var heard: [String] = []
    for _ in 0..<5 { heard = try session.say(.activate) }
    #expect(heard.last?.hasSuffix("1.05") == true, "\(heard)")
    // At the maximum the increment does nothing more.
    #expect(try session.say(.activate).isEmpty)
    #expect(try session.say(.first) == ["Speed, 1.05"])
  }

  @Test func aBadNumberIsALocatedError() {
    #expect(throws: ScenarioError.self) { try screen("elements:\n  - stepper: { label: Speed, step: 0.0.1 }") }
    do {
      _ = try screen("elements:\n  - slider: { label: Speed, value: \"1,5\" }")
      Issue.record("a comma decimal was read")
    } catch let error as ScenarioError {
      #expect(
        error.diagnostics.map(\.description).contains {
          $0.hasPrefix("test.yaml:2:") && $0.contains("'value' must be a number such as 5 or 1.05")
        }, "\(error.diagnostics.map(\.description))")
    } catch {
      Issue.record("\(error)")
    }
  }
}

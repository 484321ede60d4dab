import Foundation
import Playback
import ScreenReader
import Teams
import Testing

/// A label is scenario text: in a report it must never reach a reader's terminal (or
/// a CI log viewer) as raw ESC, BEL or NUL, nor break the format's lines.
@Suite struct ReportEscapingTests {
  static let hostile = "Pay\u{1B}]0;pwned\u{07} now\u{00}\nok 99 - fake\u{202E}"

  static let report = TestReport(cases: [
    .init(
      name: "expect \(hostile)", suite: "s.yaml", location: SourceLocation(file: "s.yaml", line: 3, column: 1),
      outcome: .failed(message: "heard \(hostile)", detail: ["+ heard: \(hostile)"])),
    .init(name: hostile, suite: "s.yaml", location: nil, outcome: .skipped("because \(hostile)")),
    .init(name: "ok", suite: "s.yaml", location: nil, outcome: .error(message: hostile)),
  ])

  /// Bytes a terminal would obey: C0 controls other than the line ends the format
  /// writes itself, DEL and C1, bidirectional overrides.
  func controls(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
  }

  /// TAP reports carried raw ESC, BEL and NUL from labels.
  @Test func tapEscapesEveryLabelAndMessage() {
    let tap = TAPReport.render(Self.report)
    #expect(controls(tap).isEmpty, "\(tap.debugDescription)")
    let points = tap.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
    #expect(points.count == 3, "a newline in a label must not make a test point: \(tap)")
    #expect(tap.contains("\\u{1B}]0;pwned\\u{7}"), "shown, not dropped: \(tap)")
  }

  @Test func junitAndJSONCarryNoRawControls() {
    let junit = JUnitReport.render(Self.report)
    #expect(controls(junit).isEmpty, "\(junit.debugDescription)")
    #expect(junit.contains("&#x202E;"))
    let json = JSONReport.render(Self.report)
    #expect(controls(json).isEmpty, "\(json.debugDescription)")
    let decoded = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(decoded != nil, "still valid JSON")
  }
}

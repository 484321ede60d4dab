import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// The conformance suite (Tests/Fixtures/conformance/cases.tsv): what a reader says
/// according to a public source, against what Earshot says. Its figure, per reader,
/// family, toolkit and kind of evidence, with every failure listed, is the generated
/// part of docs/fidelity.md; `make conformance` rewrites it (EARSHOT_UPDATE_CONFORMANCE=1)
/// and this test fails when the page no longer says what the suite measures. A case
/// Earshot gets wrong does not fail the test: it is counted and listed.
@Suite("Conformance")
struct ConformanceTests {
  struct Case: Sendable {
    var id, version, family, toolkit, evidence, source, snippet: String
    var commands: [String]
    var hints: Bool
    var expected: String
  }

  struct Outcome: Sendable {
    var test: Case
    var heard: String
    var agrees: Bool
  }

  static let casesPath = Repository.path("Tests/Fixtures/conformance/cases.tsv")
  static let documentPath = Repository.path("docs/fidelity.md")
  static let begin = "<!-- conformance:begin -->"
  static let end = "<!-- conformance:end -->"

  static func cases() throws -> [Case] {
    try String(contentsOfFile: casesPath, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") && !$0.isEmpty }
      .map { line in
        let field = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard field.count == 10 else {
          throw TestFailure("cases.tsv: '\(line.prefix(40))' has \(field.count) fields, not 10")
        }
        return Case(
          id: field[0], version: field[1], family: field[2], toolkit: field[3], evidence: field[4], source: field[5],
          snippet: field[6].replacingOccurrences(of: "\\n", with: "\n"),
          commands: field[7].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) },
          hints: field[8] == "yes", expected: field[9])
      }
  }

  /// What Earshot says after the case's last command, as the case's reader version;
  /// a snippet Earshot cannot load or a command it cannot run is heard as why.
  static func heard(_ test: Case) -> String {
    guard let version = ReaderVersion.named(test.version) else { return "(no reader version '\(test.version)')" }
    let platform: Platform = version.reader == .voiceOver ? .ios : .android
    // A snippet with keys of its own (`locale:`) is the whole scenario; else its elements.
    let items = test.snippet.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    let whole = test.snippet.hasPrefix("elements:") || test.snippet.contains("\nelements:")
    let text = whole ? test.snippet + "\n" : "title: Conformance\nelements:\n\(items)\n"
    let loaded: LoadedScenario
    do { loaded = try ScenarioLoader.parse(text: text, file: "\(test.id).yaml") } catch {
      return "(cannot be written: \(error.description.split(separator: "\n").first ?? ""))"
    }
    var session = ScreenReaderSession(
      screen: loaded.screen, platform: platform, locale: loaded.screen.locale ?? "en", versions: [version])
    session.hintsEnabled = test.hints
    var events: [ReaderEvent] = []
    for line in test.commands {
      guard case .success(let command)? = CommandParser.parse(line, platform: platform),
        let result = try? session.perform(command)
      else { return "(cannot run '\(line)')" }
      events = result
    }
    return events.spokenText
  }

  /// Third-party pages capitalise and punctuate freely: letter case and a final full stop are not compared.
  static func normalised(_ text: String) -> String {
    var text = text.lowercased().trimmingCharacters(in: .whitespaces)
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  static func outcomes() throws -> [Outcome] {
    try cases().map { test in
      let heard = heard(test)
      return Outcome(test: test, heard: heard, agrees: normalised(heard) == normalised(test.expected))
    }
  }

  /// The generated section of docs/fidelity.md.
  static func report(_ outcomes: [Outcome]) -> String {
    func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "-" : "\(part * 100 / whole)%" }
    func table(_ title: String, by key: (Case) -> String) -> [String] {
      let groups = Dictionary(grouping: outcomes) { key($0.test) }
      var lines = ["| \(title) | cases | agree | figure |", "| --- | ---: | ---: | ---: |"]
      for name in groups.keys.sorted() {
        let group = groups[name] ?? []
        let agree = group.filter(\.agrees).count
        lines.append("| \(name) | \(group.count) | \(agree) | \(percent(agree, group.count)) |")
      }
      return lines + [""]
    }
    let agree = outcomes.filter(\.agrees).count
    var lines = [
      "Earshot agrees with the source on **\(agree) of \(outcomes.count) cases (\(percent(agree, outcomes.count)))**.",
      "",
    ]
    lines += table("reader version") { $0.version }
    lines += table("reader, family") { "\($0.version.hasPrefix("voiceover") ? "VoiceOver" : "TalkBack"), \($0.family)" }
    lines += table("toolkit") { $0.toolkit }
    lines += table("evidence") { $0.evidence }
    let failures = outcomes.filter { !$0.agrees }
    lines.append("Every case Earshot gets wrong (\(failures.count)):")
    lines.append("")
    if failures.isEmpty {
      lines.append("None.")
    } else {
      lines += ["| case | the source says | Earshot says | source |", "| --- | --- | --- | --- |"]
      for failure in failures {
        let cells = [failure.test.id, failure.test.expected, failure.heard, failure.test.source]
          .map { $0.replacingOccurrences(of: "|", with: "\\|") }
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func everyCaseNamesItsSourceVersionAndEvidence() throws {
    let cases = try Self.cases()
    #expect(cases.count >= 20)
    #expect(Set(cases.map(\.id)).count == cases.count, "case ids are unique")
    for test in cases {
      #expect(!test.source.isEmpty, "\(test.id) names its source")
      #expect(ReaderVersion.named(test.version) != nil, "\(test.id): '\(test.version)' is a reader version")
      #expect(["code", "docs", "device"].contains(test.evidence), "\(test.id): evidence is code, docs or device")
      #expect(Toolkit(rawValue: test.toolkit) != nil, "\(test.id): '\(test.toolkit)' is a toolkit")
    }
  }

  @Test func theFidelityPageShowsWhatTheSuiteMeasures() throws {
    let generated = Self.report(try Self.outcomes())
    let page = try String(contentsOfFile: Self.documentPath, encoding: .utf8)
    guard let start = page.range(of: Self.begin + "\n"), let stop = page.range(of: Self.end) else {
      throw TestFailure("docs/fidelity.md has no conformance markers")
    }
    if ProcessInfo.processInfo.environment["EARSHOT_UPDATE_CONFORMANCE"] == "1" {
      let updated = page.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: generated)
      try updated.write(toFile: Self.documentPath, atomically: true, encoding: .utf8)
      print(generated)
      return
    }
    #expect(
      String(page[start.upperBound..<stop.lowerBound]) == generated,
      "docs/fidelity.md is out of date: run make conformance")
  }
}

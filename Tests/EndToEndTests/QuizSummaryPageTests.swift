import EarshotTestSupport
import Foundation
import Testing

/// `earshot quiz --summary DIR --html FILE`: the page a trainer shares, checked as a
/// reader meets it in a real headless Chromium (Tests/Browser/check_quiz_summary.py:
/// Selenium, chromedriver, axe-core), with the figures of runs made here.
@Suite struct QuizSummaryPageTests {
  @Test func inAHeadlessBrowserThePageShowsEachTraineesProgressAndAxeFindsNothing() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let records = folder.appendingPathComponent("records")
    // Kim: State wrong, then right; Lee: right once, with the element wrong.
    for (trainee, answers) in [("Kim", "focus\n2\n"), ("Kim", "state\n2\n"), ("Lee <b>", "state\n1\n")] {
      let run = try PlayProcess.run(
        ["quiz", "scenarios/broken-no-state.yaml", "--no-audio", "--record", records.path, "--trainee", trainee],
        input: answers)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let page = folder.appendingPathComponent("class.html").path
    let summary = try PlayProcess.run(["quiz", "--summary", records.path, "--html", page])
    #expect(summary.status == 0, "\(summary.stderr)")

    let outcome = try BrowserCheck.run(
      "check_quiz_summary.py", page: page,
      arguments: [
        "--expect", "Kim|State|0 of 1|1 of 1", "--expect", "Lee <b>|State|1 of 1", "--expect-class",
        "State|2 of 2|1 of 2",
      ])
    #expect(outcome.status == 0, "\(outcome.problems)")
    #expect(outcome.summary.contains("3 rows checked"))
  }
}

import Foundation

/// Runs one of the headless-browser page checks in Tests/Browser (Selenium, Debian's
/// Chromium and chromedriver, axe-core) with the tests' Python, as every page test does.
public enum BrowserCheck {
  public struct Outcome {
    public var status: Int32
    /// What the check printed on success ("22 play buttons played, ...").
    public var summary: String
    /// Every problem it found, one a line, with what the check needs installed.
    public var problems: String
  }

  /// `Tests/Browser/SCRIPT PAGE ARGUMENTS...`.
  public static func run(_ script: String, page: String, arguments: [String] = []) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [Repository.python, Repository.path("Tests/Browser/\(script)"), page] + arguments
    let errors = Pipe()
    let output = Pipe()
    process.standardError = errors
    process.standardOutput = output
    try process.run()
    let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let summary = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, summary: summary,
      problems: problems
        + "\n(the browser checks need chromium, chromium-driver, selenium and axe-selenium-python: scripts/install-deps.sh --test)"
    )
  }
}

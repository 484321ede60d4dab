import EarshotVersion
import Files

/// JUnit XML, the format Jenkins, GitLab, GitHub Actions reporters and most CI
/// servers read: one `testsuite` per scenario, one `testcase` per expectation or
/// golden file, with `file` and `line` so the server can point at the script.
/// The Earshot that ran is each suite's `earshot.version` property (JUnit has no tool element).
public enum JUnitReport {
  public static func render(_ report: TestReport) -> String {
    let counts = Counts(report.cases)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<!-- \(OutputKind.generatorMark) -->",  // how the next run knows this file for its own
      "<testsuites name=\"earshot\" \(counts.attributes)>",
    ]
    for suite in report.suites {
      lines.append("  <testsuite name=\"\(escape(suite.name))\" \(Counts(suite.cases).attributes)>")
      lines.append(
        "    <properties><property name=\"earshot.version\" value=\"\(escape(EarshotVersion.description))\"/></properties>"
      )
      for item in suite.cases {
        var attributes = "name=\"\(escape(item.name))\" classname=\"\(escape(suite.name))\""
        if let location = item.location {
          attributes += " file=\"\(escape(location.file))\" line=\"\(location.line)\""
        }
        switch item.outcome {
        case .passed:
          lines.append("    <testcase \(attributes)/>")
        case .skipped(let reason):
          lines.append("    <testcase \(attributes)>")
          lines.append("      <skipped message=\"\(escape(reason))\"/>")
          lines.append("    </testcase>")
        case .failed(let message, let detail):
          lines.append("    <testcase \(attributes)>")
          let located = item.location.map { "\($0): " } ?? ""
          let body = ([located + message] + detail).joined(separator: "\n")
          lines.append(
            "      <failure message=\"\(escape(message))\" type=\"expectation\">\(escape(body))</failure>")
          lines.append("    </testcase>")
        case .error(let message):
          lines.append("    <testcase \(attributes)>")
          lines.append("      <error message=\"\(escape(message))\" type=\"bad input\">\(escape(message))</error>")
          lines.append("    </testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  struct Counts {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0

    init(_ cases: [TestReport.Case]) {
      tests = cases.count
      for item in cases {
        switch item.outcome {
        case .passed: break
        case .failed: failures += 1
        case .error: errors += 1
        case .skipped: skipped += 1
        }
      }
    }

    var attributes: String {
      "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    }
  }

  /// JUnit's one escaping function, for text and attributes: control characters XML 1.0
  /// cannot hold are dropped, C1 controls and bidirectional overrides written as references.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      default:
        if (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
        {
          // Legal in XML, but obeyed by a terminal: a character reference instead.
          result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
        } else if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

import Audit
import ScreenReader
import Teams
import Training

/// The summary as one self-contained page a trainer can share
/// (`earshot quiz --summary DIR --html FILE`): a table per trainee of runs and of
/// each criterion run by run, and the class's table. Nothing is fetched; the
/// tables have captions and headers for a screen reader.
enum QuizSummaryHTML {
  static func render(_ summary: QuizSummary, title: String = "Quiz records") -> String {
    var body: [String] = []
    body.append("<h1>\(escape(title))</h1>")
    body.append(
      "<p>\(summary.runCount) run\(summary.runCount == 1 ? "" : "s") by \(summary.trainees.count) trainee"
        + "\(summary.trainees.count == 1 ? "" : "s").</p>")
    for (index, trainee) in summary.trainees.enumerated() {
      body.append("<section aria-labelledby=\"trainee-\(index)\">")
      body.append("<h2 id=\"trainee-\(index)\">\(escape(trainee.name))</h2>")
      body.append("<table>")
      body.append("<caption>Runs by \(escape(trainee.name)), oldest first</caption>")
      body.append(
        "<thead><tr><th scope=\"col\">Date (UTC)</th><th scope=\"col\">Course</th><th scope=\"col\">Heard as</th>"
          + "<th scope=\"col\">Score</th></tr></thead>")
      body.append("<tbody>")
      for run in trainee.runs {
        body.append(
          "<tr><th scope=\"row\">\(escape(QuizSummary.day(run)))</th><td>\(escape(run.course ?? "a quiz"))</td>"
            + "<td>\(escape(QuizSummary.setting(run)))</td><td>\(escape(QuizSummary.score(run)))</td></tr>")
      }
      body.append("</tbody></table>")
      let progress = trainee.progress
      if !progress.isEmpty {
        body.append("<table>")
        body.append("<caption>\(escape(trainee.name)): criterion right, run by run</caption>")
        let runs = trainee.runs.indices.map { "<th scope=\"col\">Run \($0 + 1)</th>" }.joined()
        body.append("<thead><tr><th scope=\"col\">Criterion</th>\(runs)</tr></thead>")
        body.append("<tbody>")
        for (criterion, tallies) in progress {
          let cells = tallies.map { tally in
            tally.map { "<td>\($0.criterionRight) of \($0.asked)</td>" } ?? "<td>not asked</td>"
          }.joined()
          body.append("<tr><th scope=\"row\">\(escape(criterion.rawValue))</th>\(cells)</tr>")
        }
        body.append("</tbody></table>")
      }
      body.append("</section>")
    }
    let byCriterion = summary.classByCriterion
    if !byCriterion.isEmpty {
      body.append("<section aria-labelledby=\"class\">")
      body.append("<h2 id=\"class\">The class</h2>")
      body.append("<table>")
      body.append("<caption>Each trainee's last run, added up per criterion</caption>")
      body.append(
        "<thead><tr><th scope=\"col\">Criterion</th><th scope=\"col\">Criterion right</th>"
          + "<th scope=\"col\">Element right</th></tr></thead>")
      body.append("<tbody>")
      for (criterion, tally) in byCriterion {
        body.append(
          "<tr><th scope=\"row\">\(escape(criterion.rawValue))</th><td>\(tally.criterionRight) of \(tally.asked)</td>"
            + "<td>\(tally.elementRight) of \(tally.asked)</td></tr>")
      }
      body.append("</tbody></table>")
      body.append("</section>")
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="generator" content="Earshot">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title))</title>
      <style>
      body { font: 1rem/1.5 system-ui, sans-serif; max-width: 60rem; margin: 1rem auto; padding: 0 1rem; color: #1a1a1a; }
      table { border-collapse: collapse; margin: 1rem 0; }
      caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
      th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; }
      thead th { background: #f0f0f0; }
      </style>
      </head>
      <body>
      <main>
      \(body.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }

  /// Text as HTML, as the hand-off page writes it.
  static func escape(_ text: String) -> String {
    HandOffPageHTML.escape(text)
  }
}

import Rendering
import Training

/// The classroom's pages: joining, the trainee's page (one step of the course at a
/// time, heard in the browser, answered with radio buttons and plain forms, so it
/// works with a keyboard and a screen reader and without a script), and the
/// trainer's page (every trainee's progress, refreshed each second). Every text from
/// the course or a trainee is escaped.
enum ClassroomPage {
  static func e(_ text: String) -> String { HTMLText.escape(text) }

  static func join(course: Course, problem: String? = nil, name: String = "") -> String {
    PlaygroundPage.page(
      title: "Join: \(course.title)",
      body: """
        <main>
        <h1>\(e(course.title))</h1>
        \(course.about.map { "<p>\(e($0))</p>" } ?? "")
        <p>You will hear screens as a screen reader user does, and say what fails on each. Use headphones.</p>
        \(problemParagraph(problem))
        <form method="post" action="/join">
        <p><label for="name">Your name</label><br>
        <input id="name" name="name" autocomplete="name" required maxlength="\(Classroom.longestName)" value="\(e(name))"></p>
        <p><label for="code">The class code (shown by the trainer)</label><br>
        <input id="code" name="code" autocomplete="off" required spellcheck="false"></p>
        <p><button type="submit">Join the class</button></p>
        </form>
        </main>
        """, extraStyle: style)
  }

  static func problemParagraph(_ problem: String?) -> String {
    problem.map { "<p class=\"error\" role=\"alert\" id=\"problem\">\(e($0))</p>" } ?? ""
  }

  /// A trainee's page for the step they are on.
  static func trainee(name: String, view: ClassroomView, position: Int, problem: String? = nil) -> String {
    let content: String
    var title: String
    switch view {
    case .narration(let text):
      title = "The narrator"
      content = """
        <h1>The narrator</h1>
        \(player(position: position, label: "The narrator"))
        <p class="narration">\(e(text))</p>
        \(button("/t/next", "Continue"))
        """
    case .listen(let screenTitle, let about, let transcript):
      title = "Listen" + (screenTitle.map { ": \($0)" } ?? "")
      content = """
        <h1>\(e(title))</h1>
        \(about.map { "<p>\(e($0))</p>" } ?? "")
        \(player(position: position, label: "The example"))
        <h2>What was said</h2>
        \(lines(transcript))
        \(button("/t/next", "Continue"))
        """
    case .exercise(let question):
      title = "Exercise \(question.number) of \(question.total)" + (question.title.map { ": \($0)" } ?? "")
      let criteria = radios(name: "criterion", choices: question.criteria)
      let elements = radios(name: "element", choices: question.elements)
      let peek =
        question.transcript.map { "<h2>What was said (you read it: recorded as a peek)</h2>\(lines($0))" }
        ?? button("/t/peek", "Read what was said (recorded as a peek)")
      content = """
        <h1>\(e(title))</h1>
        <p>Listen, then say what fails and where. Play it as often as you like.</p>
        \(player(position: position, label: "The exercise"))
        <form method="post" action="/t/answer">
        <fieldset><legend>What fails?</legend>\(criteria)</fieldset>
        <fieldset><legend>Which element?</legend>\(elements)</fieldset>
        <p><button type="submit">Send the answer</button></p>
        </form>
        \(peek)
        """
    case .explained(let explained):
      title = "Exercise \(explained.number) of \(explained.total): the answer"
      let answer = explained.answer
      let criterion =
        answer.criterionRight
        ? "Right: it fails \(answer.criterion)."
        : "Not quite: it fails \(answer.criterion) (you said \(answer.answeredCriterion ?? "nothing"))."
      let culprits = answer.elements.joined(separator: " and ")
      let element =
        answer.elementRight
        ? "Right element: \(culprits)."
        : "The element is \(culprits) (you said \(answer.answeredElement ?? "nothing"))."
      let fixed =
        explained.fixedTranscript.map { transcript in
          """
          <h2>The fixed version</h2>
          \(explained.fixedAbout.map { "<p>\(e($0))</p>" } ?? "")
          <audio controls preload="none" src="/t/speech/\(position)/fixed" aria-label="The fixed version"></audio>
          \(lines(transcript))
          """
        } ?? ""
      content = """
        <h1>\(e(title))</h1>
        <p class="\(answer.criterionRight ? "right" : "error")" id="verdict">\(e(criterion))</p>
        <p class="\(answer.elementRight ? "right" : "error")">\(e(element))</p>
        <h2>What was said</h2>
        \(lines(explained.transcript))
        \(explained.explanation.map { "<h2>Why it fails</h2><p>\(e($0))</p>" } ?? "")
        <h2>What 'check' finds</h2>
        \(lines(explained.findings))
        \(fixed)
        \(button("/t/next", "Next"))
        """
    case .finished(let summary, let recordPath):
      title = "The end"
      content = """
        <h1>The end of the course</h1>
        \(lines(summary))
        <p>\(recordPath == nil ? "Your trainer has your answers." : "Your answers are kept for your trainer.")</p>
        """
    }
    let leave: String
    if case .finished = view {
      leave = ""
    } else {
      leave = button("/t/leave", "Leave the class (your answers so far are kept)")
    }
    return PlaygroundPage.page(
      title: "\(title): \(name)",
      body: """
        <header><p>Taking part as <strong>\(e(name))</strong>.</p></header>
        <main>
        \(problemParagraph(problem))
        \(content)
        </main>
        <footer>\(leave)</footer>
        """, extraStyle: style)
  }

  static func player(position: Int, label: String) -> String {
    "<audio controls autoplay preload=\"auto\" src=\"/t/speech/\(position)\" aria-label=\"\(e(label))\"></audio>"
  }

  static func button(_ action: String, _ label: String) -> String {
    "<form method=\"post\" action=\"\(action)\"><p><button type=\"submit\">\(e(label))</button></p></form>"
  }

  static func lines(_ lines: [String]) -> String {
    lines.isEmpty ? "<p>(nothing)</p>" : "<pre class=\"said\">\(e(lines.joined(separator: "\n")))</pre>"
  }

  static func radios(name: String, choices: [String]) -> String {
    choices.enumerated().map { index, choice in
      let id = "\(name)-\(index + 1)"
      return
        "<div><input type=\"radio\" name=\"\(name)\" id=\"\(id)\" value=\"\(index)\" required> <label for=\"\(id)\">\(index + 1) \(e(choice))</label></div>"
    }.joined()
  }

  /// The trainer's page: how to join, and the progress table, refreshed every second.
  static func trainer(course: Course, classCode: String, address: String, key: String, table: String) -> String {
    PlaygroundPage.page(
      title: "Trainer: \(course.title)",
      body: """
        <main>
        <h1>Trainer: \(e(course.title))</h1>
        <p>Trainees open <strong>\(e(address))</strong> and join with the class code <strong id="class-code">\(e(classCode))</strong>.</p>
        <div id="progress" data-key="\(e(key))">\(table)</div>
        </main>
        <script>
        (function () {
          var box = document.getElementById("progress");
          setInterval(function () {
            fetch("/trainer/" + box.dataset.key + "/progress").then(function (r) { return r.ok ? r.text() : null; })
              .then(function (html) { if (html !== null && html !== box.innerHTML) box.innerHTML = html; })
              .catch(function () {});
          }, 1000);
        })();
        </script>
        """, extraStyle: style)
  }

  /// Every trainee, a row each: where they are, per criterion asked so far, seconds per exercise, peeks.
  static func progressTable(_ rows: [ClassroomProgress], criteria: [String]) -> String {
    guard !rows.isEmpty else { return "<p>No trainee has joined yet.</p>" }
    let head = (["Trainee", "Answered"] + criteria + ["Seconds per exercise", "Peeks"]).map {
      "<th scope=\"col\">\(e($0))</th>"
    }.joined()
    let body = rows.map { row in
      let status = row.finished ? "\(row.answered) of \(row.total), finished" : "\(row.answered) of \(row.total)"
      let cells = criteria.map { criterion -> String in
        guard let tally = row.byCriterion[criterion] else { return "<td>not yet</td>" }
        return "<td>\(tally.criterionRight)/\(tally.asked) criterion, \(tally.elementRight)/\(tally.asked) element</td>"
      }.joined()
      var seconds = row.seconds.map { "\(Int($0.rounded())) s" }.joined(separator: ", ")
      if let now = row.secondsOnCurrent { seconds += (seconds.isEmpty ? "" : ", ") + "now \(Int(now)) s" }
      return
        "<tr><th scope=\"row\">\(e(row.name))</th><td>\(status)</td>\(cells)<td>\(seconds.isEmpty ? "none yet" : seconds)</td><td>\(row.peeks)</td></tr>"
    }.joined()
    return
      "<table><caption>Each trainee's progress, per criterion (right of asked)</caption><thead><tr>\(head)</tr></thead><tbody>\(body)</tbody></table>"
  }

  static let style = """
    fieldset { margin: 0.8rem 0; border: 2px solid #767676; border-radius: 6px; }
    legend { font-weight: bold; }
    pre.said { white-space: pre-wrap; background: #f4f4f4; padding: 0.5rem; }
    .right { color: #1e6b1e; font-weight: bold; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #767676; padding: 0.2rem 0.5rem; text-align: left; }
    """
}

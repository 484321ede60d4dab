import Audit
import EarshotCLI
import EarshotVersion
import Foundation
import Playback
import Recording
import Rendering
import ScreenReader

/// The hand-off page as one self-contained HTML file: no network, Earshot's own
/// audio embedded as data: URIs (Ogg Opus, or WAV on request), usable from the keyboard and with a
/// screen reader (landmarks, headings in order, a table with row and column
/// headers, buttons named by what they play, a status line that says what plays).
public enum HandOffPageHTML {
  public static func render(_ page: HandOffPage) -> String {
    let spec = page.spec
    let title = spec.title ?? (page.scenario as NSString).lastPathComponent
    var html: [String] = []
    html.append(
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="generator" content="Earshot \(escape(EarshotVersion.description))">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title)): announcement spec</title>
      <style>\(style)</style>
      </head>
      <body>
      <main>
      <h1>\(escape(title)): what VoiceOver and TalkBack say</h1>
      <p>Made by Earshot \(escape(EarshotVersion.description)) from <code>\(escape(page.scenario))</code>. Every element a screen reader reaches, in
      reading order, in each state: what each screen reader says, a button that plays Earshot's own speech of it
      (eSpeak NG), where every word comes from, and what <code>earshot check</code> finds.
      Hints are spoken after a pause and shown in italics.\(fallbackLegend(page))</p>
      <p id="now-playing" role="status" aria-live="polite"></p>
      <nav aria-label="Sections"><ul>
      <li><a href="#screen">The screen and each reader's order</a></li>
      <li><a href="#elements">Elements and what is said</a></li>
      <li><a href="#findings">Check findings (\(page.findings.count))</a></li>
      <li><a href="#keyboard">Keyboard order</a></li>
      <li><a href="#rotor">Rotor view</a></li>
      </ul></nav>
      """)
    html.append("<div class=\"layout\">")
    html.append(pictures(page))
    html.append("<div class=\"elements\">" + table(page) + "</div>")
    html.append("</div>")
    html.append(findings(page))
    html.append(keyboard(page))
    html.append(rotor(page))
    html.append("</main>")
    html.append(clipsScript(page))
    html.append("<script>\(player)</script>")
    html.append("</body>\n</html>")
    return html.joined(separator: "\n") + "\n"
  }

  /// The legend for highlighted English words, on a page with a column in another language.
  static func fallbackLegend(_ page: HandOffPage) -> String {
    guard page.locales.contains(where: { !sameLanguage($0, "en") }) else { return "" }
    return " Words <mark class=\"fallback\">highlighted like this</mark> are the reader's own words spoken in"
      + " English: no public source gives them in the column's language (docs/languages.md)."
  }

  static func readerName(_ platform: Platform) -> String {
    "\(platform.screenReaderName) (\(platform == .ios ? "iOS" : "Android"))"
  }

  static func table(_ page: HandOffPage) -> String {
    let spec = page.spec
    var lines = [
      "<h2 id=\"elements\">Elements and what is said</h2>",
      "<table>",
      "<caption>Per element and state, in reading order: what each screen reader says, and why</caption>",
      "<thead><tr><th scope=\"col\">Where</th><th scope=\"col\">Element</th><th scope=\"col\">State</th>"
        + columns(page).map { "<th scope=\"col\">\(escape(columnName($0, page: page)))</th>" }.joined()
        + "<th scope=\"col\">Check findings</th></tr></thead>",
      "<tbody>",
    ]
    let folds = Dictionary(
      page.collapsed.enumerated().map { ($1.firstRow, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, row) in spec.rows.enumerated() {
      if let fold = folds[index] { lines.append(foldedRow(page, list: fold)) }
      if page.hiddenRows.contains(index) { continue }
      var cells = [
        "<td>\(escape(row.place))</td>",
        "<th scope=\"row\">\(escape(row.element))<br><span class=\"id\">id \(escape(row.elementID))</span></th>",
        "<td>\(escape(row.state))</td>",
      ]
      for column in columns(page) {
        // Each cell in its locale's language, so a screen reader reading the page
        // speaks it in that language's voice.
        cells.append(
          "<td lang=\"\(escape(column.locale))\">\(speechCell(page, row: row, index: index, column: column))</td>")
      }
      let rowFindings = page.findingsByRow[index] ?? []
      cells.append(
        rowFindings.isEmpty
          ? "<td>None</td>"
          : "<td><ul class=\"findings\">" + rowFindings.map { "<li>\(findingText($0))</li>" }.joined()
            + "</ul></td>")
      lines.append("<tr id=\"row-\(index + 1)\">" + cells.joined() + "</tr>")
    }
    lines.append("</tbody>")
    lines.append("</table>")
    if page.clipsLeftOut > 0 {
      let megabytes = page.audioCap / (1 << 20)
      lines.append(
        "<p><strong>Audio cut short:</strong> \(page.clipsLeftOut) cells have their words but no recording: "
          + "a page holds at most \(megabytes > 0 ? "\(megabytes) MB" : "\(page.audioCap) bytes") of audio. "
          + "Export a smaller screen or one variant, or hear them with <code>earshot play</code>.</p>")
    }
    if page.spec.isTruncated {
      lines.append("<p><strong>Cut short:</strong> \(escape(AnnouncementSpecMarkdown.truncationText))</p>")
    }
    return lines.joined(separator: "\n")
  }

  /// The screen's picture per reader, each element numbered in that reader's swipe order.
  static func pictures(_ page: HandOffPage) -> String {
    var lines = [
      "<section class=\"pictures\" aria-labelledby=\"screen\">",
      "<h2 id=\"screen\">The screen and each reader's order</h2>",
      "<p>Each element where the scenario's <code>frame:</code> (or a dump's bounds) puts it, else in the scenario's order;"
        + " the numbers are the order a reader's swipes reach it, from the screen's start.</p>",
      "<div class=\"picture-row\">",
    ]
    for wireframe in page.wireframes {
      lines.append(WireframeHTML.render(wireframe, caption: readerName(wireframe.platform)))
    }
    lines.append("</div></section>")
    return lines.joined(separator: "\n")
  }

  /// A long list's folded options in one row: how they read (the first hidden option's
  /// rows as the example) and, per column, a list to pick any of them and hear it.
  static func foldedRow(_ page: HandOffPage, list index: Int) -> String {
    let list = page.collapsed[index]
    let first = list.hidden.first?.position ?? 0
    let last = list.hidden.last?.position ?? 0
    var cells = [
      "<td>\(escape(list.place))</td>",
      "<th scope=\"row\">Options \(first) to \(last) of \(list.optionCount)<br><span class=\"id\">\(list.hidden.count)"
        + " more, folded</span></th>",
      "<td>each as option \(first) reads, with its own name and position</td>",
    ]
    for column in columns(page) {
      var html = ""
      for rowIndex in list.exampleRows {
        let pageRow = page.spec.rows[rowIndex]
        guard let row = page.row(pageRow, in: column.locale), let utterances = row.speech[column.platform] else {
          continue
        }
        let spoken = utterances.filter { !$0.text.allSatisfy(\.isWhitespace) }
        guard !spoken.isEmpty else { continue }
        html +=
          "<p><span class=\"kind\">\(escape(row.state)):</span> "
          + spoken.map { utterance in
            let text = "\u{201C}\(marked(utterance, cellLanguage: column.locale))\u{201D}"
            return utterance.isHint ? "<em>\(text)</em>" : text
          }.joined(separator: " ") + "</p>"
      }
      if let sampler = page.samplers[index]?[column] {
        let selectID = "fold-\(index + 1)-\(column.platform.rawValue)-\(escape(column.locale))"
        let inLocale = page.locales.count > 1 ? " (\(column.locale))" : ""
        html +=
          "<label for=\"\(selectID)\">Hear any of them (\(column.platform.screenReaderName)\(inLocale), as a swipe reaches it)</label> "
          + "<select id=\"\(selectID)\" class=\"sample-choice\">"
          + zip(list.hidden, sampler.spans).map { option, span in
            "<option value=\"\(span.lowerBound):\(span.upperBound)\">\(escape(option.name)) (\(option.position))</option>"
          }.joined() + "</select> "
          + "<button type=\"button\" class=\"play sample\" data-clip=\"\(sampler.clip)\" data-choice=\"\(selectID)\""
          + " aria-label=\"Play the chosen option (\(column.platform.screenReaderName)\(inLocale))\">Play</button>"
      }
      cells.append("<td lang=\"\(escape(column.locale))\">\(html)</td>")
    }
    cells.append("<td>See option \(first)'s element above the fold for findings</td>")
    return "<tr class=\"folded\" id=\"folded-\(index + 1)\">" + cells.joined() + "</tr>"
  }

  /// The speech columns: each screen reader, in each locale side by side.
  static func columns(_ page: HandOffPage) -> [HandOffPage.Column] {
    page.spec.platforms.flatMap { platform in page.locales.map { HandOffPage.Column(platform: platform, locale: $0) } }
  }

  static func columnName(_ column: HandOffPage.Column, page: HandOffPage) -> String {
    page.locales.count > 1 ? "\(readerName(column.platform)), \(column.locale)" : readerName(column.platform)
  }

  /// An utterance's words, each stretch in another language than the cell's marked as such;
  /// a reader word spoken in English because no source gives it in the cell's language is
  /// highlighted too, so a reader of the page sees it, not only a screen reader.
  static func marked(_ utterance: Utterance, cellLanguage: String) -> String {
    utterance.parts.map { part in
      part.segments.map { segment in
        guard let language = segment.language, !sameLanguage(language, cellLanguage) else {
          return escape(segment.text)
        }
        if segment.origin == .englishFallback {
          return "<mark class=\"fallback\" lang=\"\(escape(language))\" title=\"\(fallbackNote)\">"
            + "\(escape(segment.text))</mark>"
        }
        return "<span lang=\"\(escape(language))\">\(escape(segment.text))</span>"
      }.joined()
    }.joined(separator: ", ")
  }

  /// What a highlighted English word means, on the page and in its title.
  static let fallbackNote = "In English: no public source gives the reader's own word in this language"

  /// Whether two language tags name the same language ("de" and "de-DE").
  static func sameLanguage(_ one: String, _ other: String) -> Bool {
    one.lowercased().hasPrefix(other.lowercased()) || other.lowercased().hasPrefix(one.lowercased())
  }

  /// What one screen reader says in one row and locale: the words, a play button, and `why`.
  static func speechCell(_ page: HandOffPage, row pageRow: AnnouncementSpec.Row, index: Int, column: HandOffPage.Column)
    -> String
  {
    guard let row = page.row(pageRow, in: column.locale), let utterances = row.speech[column.platform] else {
      return "<span class=\"none\">Never reached</span>"
    }
    let spoken = utterances.filter { !$0.text.allSatisfy(\.isWhitespace) }
    guard !spoken.isEmpty else { return "<span class=\"none\">Says nothing</span>" }
    var html = spoken.map { utterance in
      let text = "\u{201C}\(marked(utterance, cellLanguage: column.locale))\u{201D}"
      return utterance.isHint ? "<p><em>\(text)</em></p>" : "<p>\(text)</p>"
    }.joined()
    if let number = page.clips[index]?[column] {
      let clip = page.recordings[number]
      let inLocale = page.locales.count > 1 ? " (\(column.locale))" : ""
      let name = "\(column.platform.screenReaderName)\(inLocale): \(row.element), \(row.state)"
      let seconds = String(format: "%.1f", clip.seconds)
      html +=
        "<button type=\"button\" class=\"play\" data-clip=\"\(number)\" data-samples=\"\(clip.sampleCount)\""
        + " aria-label=\"Play \(escape(name)) (\(seconds) seconds)\">Play <span aria-hidden=\"true\">(\(seconds) s)</span></button>"
    }
    let parts = spoken.flatMap(\.parts)
    html +=
      "<details><summary>Why</summary><ul class=\"why\">"
      + parts.map { part in
        "<li><q>\(escape(part.text))</q> <span class=\"kind\">\(part.kind.rawValue)</span>, from \(escape(part.source))</li>"
      }.joined() + "</ul></details>"
    return html
  }

  static func findingText(_ finding: Finding) -> String {
    let only = finding.platforms.count == 1 ? ", \(finding.platforms[0].displayName) only" : ""
    let place = finding.location.map { " <span class=\"id\">(\(escape($0.description)))</span>" } ?? ""
    return "<strong>\(escape(finding.criterion.rawValue))\(escape(only))</strong>: \(escape(finding.message))"
      + " <span class=\"id\">\(escape(finding.rule))</span>\(place)"
  }

  static func findings(_ page: HandOffPage) -> String {
    var lines = ["<h2 id=\"findings\">Check findings</h2>"]
    guard !page.findings.isEmpty else {
      lines.append("<p>None: every success-criteria check passes.</p>")
      return lines.joined(separator: "\n")
    }
    lines.append("<ul>")
    for finding in page.findings {
      let rows = page.spec.rows.indices.filter { page.isRow($0, about: finding) }
      let links = rows.map { "<a href=\"#row-\($0 + 1)\">\(escape(page.spec.rows[$0].element))</a>" }
      let beside = links.isEmpty ? "" : " (beside " + links.joined(separator: ", ") + ")"
      lines.append("<li>\(findingText(finding))\(beside)</li>")
    }
    lines.append("</ul>")
    return lines.joined(separator: "\n")
  }

  static func keyboard(_ page: HandOffPage) -> String {
    var lines = [
      "<h2 id=\"keyboard\">Keyboard order</h2>",
      "<p>Where an external keyboard's Tab key takes focus, from the start of the screen.</p>",
    ]
    for platform in page.spec.platforms {
      lines.append("<h3>\(escape(readerName(platform)))</h3>")
      let order = page.keyboardOrder[platform] ?? []
      if order.isEmpty {
        lines.append("<p>Tab reaches nothing.</p>")
      } else {
        lines.append("<ol>" + order.map { "<li>\(escape($0))</li>" }.joined() + "</ol>")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Each distinct recording once, as data: URIs, read by the player.
  static func clipsScript(_ page: HandOffPage) -> String {
    let type = page.audioFormat.mimeType.replacingOccurrences(of: " ", with: "")
    let entries = page.recordings.map { "\"data:\(type);base64,\($0.audio.base64EncodedString())\"" }
    return "<script id=\"clips\" type=\"application/json\">[" + entries.joined(separator: ",\n") + "]</script>"
  }

  /// Text as HTML (also the quiz summary page's escaper: one HTML escaper).
  public static func escape(_ text: String) -> String { HTMLText.escape(text) }

  static let style = """
    body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0; }
    main { max-width: 80rem; margin: 0 auto; padding: 1rem; }
    table { border-collapse: collapse; width: 100%; }
    caption { text-align: left; font-weight: bold; padding: 0.5rem 0; }
    th, td { border: 1px solid #767676; padding: 0.4rem; vertical-align: top; text-align: left; }
    thead th { background: #e8e8e8; }
    td p { margin: 0 0 0.3rem; }
    .id, .kind { color: #4a4a4a; font-size: 0.85em; }
    .none { color: #4a4a4a; font-style: italic; }
    mark.fallback { background: #fff3b0; color: #1a1a1a; text-decoration: underline dotted; }
    button.play { font: inherit; color: #fff; background: #0b5394; border: 2px solid #0b5394;
      border-radius: 4px; padding: 0.1rem 0.6rem; cursor: pointer; }
    button.play[aria-pressed="true"] { background: #073763; }
    button:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #b45f06; outline-offset: 2px; }
    a { color: #0b5394; }
    details { margin-top: 0.3rem; }
    ul.why, ul.findings { margin: 0.2rem 0; padding-left: 1.2rem; }
    #now-playing { min-height: 1.5em; font-weight: bold; }
    .picture-row { display: flex; flex-wrap: wrap; gap: 1rem; }
    .picture-row .wireframe-figure { flex: 1 1 12rem; max-width: 20rem; }
    @media (min-width: 70rem) {
      .layout { display: grid; grid-template-columns: minmax(14rem, 22rem) 1fr; gap: 1.5rem; align-items: start; }
      .layout .pictures { position: sticky; top: 0; }
      .layout .picture-row { flex-direction: column; }
    }
    tr.folded { background: #f3f3f3; }
    select { font: inherit; max-width: 100%; }
    """ + WireframeHTML.style

  /// Plays a clip per button; one at a time, as a screen reader cuts itself off.
  static let player = """
    (function () {
      var clips = JSON.parse(document.getElementById("clips").textContent);
      var status = document.getElementById("now-playing");
      var current = null, currentButton = null;
      function stop() {
        if (current) { current.pause(); current = null; }
        if (currentButton) { currentButton.setAttribute("aria-pressed", "false"); currentButton = null; }
      }
      document.querySelectorAll("button.play").forEach(function (button) {
        button.setAttribute("aria-pressed", "false");
        button.addEventListener("click", function () {
          var again = currentButton === button;
          stop();
          if (again) { status.textContent = "Stopped."; return; }
          var audio = new Audio(clips[Number(button.dataset.clip)]);
          current = audio; currentButton = button;
          var label = button.getAttribute("aria-label");
          if (button.dataset.choice) {
            // One recording holds every folded option: play the chosen one's stretch.
            var choice = document.getElementById(button.dataset.choice);
            var span = choice.value.split(":").map(Number);
            audio.currentTime = span[0] / 22050;
            var stopAt = span[1] / 22050;
            audio.addEventListener("timeupdate", function () {
              if (current === audio && audio.currentTime >= stopAt) { stop(); status.textContent = "Finished."; }
            });
            label = "Play " + choice.options[choice.selectedIndex].text + label.replace(/^Play the chosen option/, "");
          }
          button.setAttribute("aria-pressed", "true");
          status.textContent = label.replace(/^Play/, "Playing");
          audio.addEventListener("ended", function () {
            if (current === audio) { stop(); status.textContent = "Finished."; }
          });
          audio.play().catch(function (error) {
            stop();
            status.textContent = "This browser could not play the recording (" + error.name + ").";
          });
        });
      });
    })();
    """
}

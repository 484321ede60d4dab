import Rendering
import ScreenReader

/// The playground's pages: the folder's index, and one scenario's page (both readers
/// side by side, each with the screen's picture numbered in its order, the transcript,
/// `why` and its speech; buttons and keys for the gestures; the scenario's text to
/// edit and save). Everything from the scenario or a request is escaped; the script
/// fills in only text (`textContent`) and the server's own escaped picture HTML.
enum PlaygroundPage {
  static func index(names: [String], folder: String) -> String {
    let items =
      names.isEmpty
      ? "<p>No scenarios (<code>.yaml</code> files) in this folder.</p>"
      : "<ul>"
        + names.map { "<li><a href=\"/s/\(Playground.pathComponent($0))\">\(HTMLText.escape($0))</a></li>" }
        .joined() + "</ul>"
    return page(
      title: "Earshot playground",
      body: """
        <main>
        <h1>Earshot playground</h1>
        <p>The scenarios in <code>\(HTMLText.escape(folder))</code>: open one to hear it with VoiceOver and TalkBack.</p>
        \(items)
        </main>
        """)
  }

  /// The gestures given a button each: what they are called in the REPL, and their key.
  static let gestures: [(command: String, label: String, key: String?)] = [
    ("previous", "Swipe left (previous)", "ArrowLeft"),
    ("next", "Swipe right (next)", "ArrowRight"),
    ("activate", "Double tap", "Enter"),
    ("escape", "Escape (scrub / back)", "Escape"),
    ("increment", "Swipe up (adjust up)", "ArrowUp"),
    ("decrement", "Swipe down (adjust down)", "ArrowDown"),
    ("first", "First element", "Home"),
    ("last", "Last element", "End"),
    ("long-press", "Double tap and hold", nil),
    ("actions", "Actions", nil),
    ("read-all", "Read all", nil),
    ("pause", "Pause speech", nil),
  ]

  static func render(name: String, answer: PlaygroundAnswer) -> String {
    let readers = answer.readers.map { reader in
      """
      <section class="reader" data-platform="\(HTMLText.escape(reader.platform))" aria-labelledby="h-\(HTMLText.escape(reader.platform))">
      <h2 id="h-\(HTMLText.escape(reader.platform))">\(HTMLText.escape(reader.name))</h2>
      <div class="picture">\(reader.picture)</div>
      <p class="focus">Focus: <span class="focus-name">\(HTMLText.escape(reader.focused ?? "none"))</span></p>
      <h3>Said</h3>
      <ol class="transcript" aria-live="polite"></ol>
      <h3>Why</h3>
      <ul class="why"></ul>
      <audio class="speech" controls preload="none" aria-label="\(HTMLText.escape(reader.name))'s speech"></audio>
      </section>
      """
    }.joined(separator: "\n")
    let keyNames = [
      "ArrowLeft": "Left arrow", "ArrowRight": "Right arrow", "Enter": "Enter", "Escape": "Escape",
      "ArrowUp": "Up arrow", "ArrowDown": "Down arrow", "Home": "Home", "End": "End",
    ]
    let buttons = gestures.map { gesture in
      let key = gesture.key.map { " <kbd>\(keyNames[$0] ?? $0)</kbd>" } ?? ""
      return
        "<button type=\"button\" class=\"gesture\" data-command=\"\(gesture.command)\">\(gesture.label)\(key)</button>"
    }.joined(separator: "\n")
    let problems = answer.problems.map { "<li>\(HTMLText.escape($0.text))</li>" }.joined()
    return page(
      title: "\(name): Earshot playground",
      body: """
        <header><p><a href="/">All scenarios</a></p>
        <h1>\(HTMLText.escape(name)): what VoiceOver and TalkBack say</h1></header>
        <main data-name="\(HTMLText.escape(Playground.pathComponent(name)))" data-version="\(HTMLText.escape(answer.version))">
        <p id="keys-help">Focus the gesture pad and use the keys shown on its buttons, press the buttons, or click an
        element in a picture to touch it. Each reader's speech plays in turn.</p>
        <div class="pad" id="pad" tabindex="0" role="group" aria-label="Gesture pad" aria-describedby="keys-help">
        \(buttons)
        </div>
        <form id="command-form">
        <label for="command">Any REPL command</label>
        <input id="command" name="command" autocomplete="off" spellcheck="false" placeholder="touch Country, key tab, type hello">
        <button type="submit">Run</button>
        <label for="hear">Hear</label>
        <select id="hear"><option value="both">both readers, in turn</option><option value="ios">VoiceOver only</option>
        <option value="android">TalkBack only</option><option value="none">nothing</option></select>
        </form>
        <p id="status" role="status"></p>
        <div class="readers">
        \(readers)
        </div>
        <section aria-labelledby="h-source">
        <h2 id="h-source">The scenario</h2>
        <form id="source-form">
        <label for="source">\(HTMLText.escape(name)).yaml (saved over the file; the pictures follow every save and every edit made elsewhere)</label>
        <textarea id="source" rows="18" spellcheck="false"></textarea>
        <button type="submit">Save</button>
        </form>
        <h3>Problems</h3>
        <ul id="problems">\(problems)</ul>
        </section>
        </main>
        <script>\(script)</script>
        """)
  }

  static func page(title: String, body: String, extraStyle: String = "") -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="generator" content="Earshot">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTMLText.escape(title))</title>
    <link rel="icon" href="data:,">
    <style>\(style)\(WireframeHTML.style)\(extraStyle)</style>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  static let style = """
    body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 80rem;
      padding: 0 1rem; }
    a { color: #0b5394; }
    .pad { display: flex; flex-wrap: wrap; gap: 0.4rem; padding: 0.5rem; border: 2px solid #767676; border-radius: 6px; }
    .pad:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible,
    a:focus-visible { outline: 3px solid #b45f06; outline-offset: 2px; }
    button { font: inherit; color: #fff; background: #0b5394; border: 2px solid #0b5394; border-radius: 4px;
      padding: 0.1rem 0.6rem; cursor: pointer; }
    kbd { font-size: 0.8em; background: #fff; color: #1a1a1a; border-radius: 3px; padding: 0 3px; }
    form { margin: 0.8rem 0; }
    input, select, textarea { font: inherit; }
    textarea { width: 100%; font-family: ui-monospace, monospace; font-size: 0.9rem; }
    .readers { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1.5rem; }
    .reader h3 { font-size: 1rem; margin: 0.6rem 0 0.2rem; }
    .transcript, .why { margin: 0; padding-left: 1.4rem; }
    .why .kind { color: #4a4a4a; font-size: 0.85em; }
    #problems li, .error { color: #a00000; }
    #status { min-height: 1.5em; font-weight: bold; }
    """

  /// The page's behaviour: gestures by key, button and click; both readers' answers
  /// shown; speech played in turn; live reload; the editor. Only `textContent` takes
  /// text from the server, and `innerHTML` only the server's escaped picture.
  static let script = """
    (function () {
      var main = document.querySelector("main");
      var base = "/s/" + main.dataset.name;
      var status = document.getElementById("status");
      // The version the page was drawn at: a reload poll shows only what changed since.
      var version = main.dataset.version || null, sourceVersion = null, dirty = false, queue = [];
      // Answers may land out of order (a reload poll sent before a touch, answered after
      // it): each request is numbered, and one older than what is shown is dropped.
      var sent = 0, shown = 0;
      function fresh(number) {
        if (number < shown) return false;
        shown = number;
        return true;
      }
      function send(method, path, body, headers) {
        var all = {"X-Earshot": "1"};
        Object.keys(headers || {}).forEach(function (k) { all[k] = headers[k]; });
        return fetch(base + path, {method: method, body: body, headers: all});
      }
      function list(element, items, render) {
        element.textContent = "";
        items.forEach(function (item) { var li = document.createElement("li"); render(li, item); element.appendChild(li); });
      }
      function showProblems(problems) {
        list(document.getElementById("problems"), problems, function (li, p) { li.textContent = p.text; });
      }
      function playNext() {
        if (!queue.length) return;
        var item = queue.shift();
        item.audio.src = item.url;
        item.audio.onended = playNext;
        item.audio.onerror = playNext;
        item.audio.play().catch(function () { playNext(); });
      }
      function show(answer, spoken) {
        version = answer.version;
        showProblems(answer.problems || []);
        var hear = document.getElementById("hear").value;
        queue = [];
        answer.readers.forEach(function (reader) {
          var section = document.querySelector('.reader[data-platform="' + reader.platform + '"]');
          if (!section) return;
          section.querySelector(".picture").innerHTML = reader.picture;
          section.querySelector(".focus-name").textContent = reader.focused || "none";
          if (!spoken) return;
          list(section.querySelector(".transcript"), reader.lines, function (li, line) { li.textContent = line; });
          list(section.querySelector(".why"), reader.why, function (li, part) {
            var q = document.createElement("q"); q.textContent = part.text;
            var kind = document.createElement("span"); kind.className = "kind"; kind.textContent = " " + part.kind;
            li.appendChild(q); li.appendChild(kind); li.appendChild(document.createTextNode(", from " + part.source));
          });
          if (reader.audio && (hear === "both" || hear === reader.platform)) {
            queue.push({audio: section.querySelector("audio.speech"), url: reader.audio});
          }
        });
        document.querySelectorAll("audio.speech").forEach(function (a) { a.pause(); });
        playNext();
      }
      function run(path, body) {
        status.textContent = "";
        var number = ++sent;
        return send("POST", path, body).then(function (response) {
          if (!response.ok) return response.text().then(function (t) { status.textContent = t; });
          return response.json().then(function (answer) {
            if (!fresh(number)) return;
            status.textContent = answer.error ? answer.error : "";
            show(answer, !answer.error);
          });
        });
      }
      document.querySelectorAll("button.gesture").forEach(function (button) {
        button.addEventListener("click", function () { run("/command", button.dataset.command); });
      });
      var keys = {};
      document.querySelectorAll("button.gesture").forEach(function (button) {
        var kbd = button.querySelector("kbd");
        if (kbd) keys[{"Left arrow": "ArrowLeft", "Right arrow": "ArrowRight", "Up arrow": "ArrowUp",
          "Down arrow": "ArrowDown"}[kbd.textContent] || kbd.textContent] = button.dataset.command;
      });
      document.getElementById("pad").addEventListener("keydown", function (event) {
        var command = keys[event.key];
        if (!command || event.altKey || event.ctrlKey || event.metaKey) return;
        if ((event.key === "Enter" || event.key === " ") && event.target !== event.currentTarget) return;
        event.preventDefault();
        run("/command", command);
      });
      document.querySelector(".readers").addEventListener("click", function (event) {
        var box = event.target.closest("button[data-touch]");
        if (box) run("/touch", box.dataset.touch);
      });
      document.getElementById("command-form").addEventListener("submit", function (event) {
        event.preventDefault();
        var input = document.getElementById("command");
        if (input.value.trim()) run("/command", input.value);
      });
      var source = document.getElementById("source");
      function loadSource() {
        return fetch(base + "/source").then(function (response) {
          sourceVersion = response.headers.get("X-Earshot-Version");
          return response.text();
        }).then(function (text) { source.value = text; dirty = false; });
      }
      source.addEventListener("input", function () { dirty = true; });
      document.getElementById("source-form").addEventListener("submit", function (event) {
        event.preventDefault();
        var number = ++sent;
        send("PUT", "/source", source.value, {"X-Earshot-Version": sourceVersion || ""}).then(function (response) {
          if (!response.ok) return response.text().then(function (t) { status.textContent = t; });
          return response.json().then(function (answer) {
            dirty = false;
            if (!fresh(number)) { sourceVersion = answer.version; return; }
            status.textContent = answer.problems.length ? "Saved, with problems: see below." : "Saved.";
            show(answer, false);
            sourceVersion = answer.version;
          });
        });
      });
      loadSource();
      setInterval(function () {
        var number = ++sent;
        fetch(base + "/look").then(function (response) { return response.ok ? response.json() : null; })
          .then(function (answer) {
            if (!answer || answer.version === version || !fresh(number)) return;
            show(answer, false);
            if (!dirty) loadSource();
          }).catch(function () {});
      }, 1000);
    })();
    """
}

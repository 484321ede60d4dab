import EarshotTestSupport
import Foundation

/// Drives the real, built `earshot` REPL in a tmux terminal, as a person
/// would: keys go in with send-keys, the screen comes back with capture-pane.
///
/// Each instance runs its own tmux server (its own socket, in its own
/// temporary folder, and its own config), so tests can run in parallel and
/// never touch a user's tmux.
/// History goes to a private XDG_STATE_HOME, colour is off (NO_COLOR).
final class ReplTerminal {
  enum Failure: Error, CustomStringConvertible {
    case timedOut(waitingFor: String, screen: String)
    case tmux(String)

    var description: String {
      switch self {
      case .timedOut(let what, let screen): "timed out waiting for \(what); the screen was:\n\(screen)"
      case .tmux(let message): "tmux: \(message)"
      }
    }
  }

  /// The tmux server's socket, removed with the folder at the end.
  let socket: URL
  let session: String
  let directory: URL
  let stateHome: URL
  /// Where the REPL's exit status is written when it exits.
  let statusFile: URL

  /// - Parameters:
  ///   - stateHome: XDG_STATE_HOME for the REPL (a new temporary folder by default);
  ///     pass the same one twice to test history across runs.
  ///   - arguments: given the terminal's own temporary folder (for files the
  ///     test writes, removed at the end), the arguments for `earshot`.
  ///   - environment: more variables for the REPL, as NAME=VALUE.
  ///   - fromShell: start an interactive bash (with job control, prompt `$ `) and type
  ///     the earshot command line into it; the exit status is then not recorded.
  init(
    stateHome: URL? = nil, width: Int = 120, height: Int = 40, environment: [String] = [],
    fromShell: Bool = false, arguments: (URL) throws -> [String]
  ) throws {
    let unique = UUID().uuidString.prefix(8).lowercased()
    session = "repl-\(unique)"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-tmux-\(unique)")
    socket = directory.appendingPathComponent("tmux.sock")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.stateHome = stateHome ?? directory.appendingPathComponent("state")
    // A config of our own: the pane (and its last screen) stays after the REPL exits.
    let config = directory.appendingPathComponent("tmux.conf")
    try "set -g remain-on-exit on\nset -g status off\nset -g history-limit 5000\n".write(
      to: config, atomically: true, encoding: .utf8)
    // A shell runs the REPL and writes down its exit status (tmux's own
    // #{pane_dead_status} is sometimes never filled in when many servers run at once).
    statusFile = directory.appendingPathComponent("exit-status")
    let variables = ["XDG_STATE_HOME=\(self.stateHome.path)", "NO_COLOR=1", "TERM=xterm-256color"] + environment
    let earshot = [Self.earshotBinary.path] + (try arguments(directory))
    let command =
      fromShell
      ? ["env"] + variables + ["PS1=$ ", "bash", "--norc", "--noprofile", "-i"]
      : ["sh", "-c", "\"$@\"; echo $? > '\(statusFile.path)'", "earshot-repl", "env"] + variables + earshot
    _ = try tmux(
      [
        "-f", config.path, "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "-c",
        Repository.root.path,
      ] + command)
    if fromShell {
      try enter(earshot.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " "))
    }
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  // MARK: Finding things

  /// The built `earshot`, found as every end-to-end test finds it.
  static let earshotBinary: URL =
    (try? ChildProcess.earshot()) ?? Repository.root.appendingPathComponent(".build/debug/earshot")

  static let isTmuxInstalled: Bool = {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "earshot-tmux-version-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: output) }
    return (try? spawnAndWait(["tmux", "-V"], output: output.path)) == 0
  }()

  // MARK: Keys and screen

  /// Types text literally (no key names), without pressing Enter.
  func type(_ text: String) throws {
    _ = try tmux(["send-keys", "-t", session, "-l", text])
  }

  /// Presses keys by tmux name: Enter, Tab, Up, C-c, C-d.
  func press(_ keys: String...) throws {
    _ = try tmux(["send-keys", "-t", session] + keys)
  }

  /// Types a line and presses Enter.
  func enter(_ line: String) throws {
    try type(line)
    try press("Enter")
  }

  /// The whole pane, scrollback included, wrapped lines joined, colour codes stripped.
  func screen() throws -> String {
    let text = try tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", session])
    return Self.stripANSI(text)
  }

  /// The screen's lines with trailing blanks dropped.
  func lines() throws -> [String] {
    var lines = try screen().components(separatedBy: "\n").map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Polls the screen until `condition` holds, or fails after `timeout`.
  @discardableResult
  func waitFor(_ what: String, timeout: Duration = .seconds(30), _ condition: ([String]) -> Bool) async throws
    -> [String]
  {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      let current = try lines()
      if condition(current) { return current }
      if clock.now >= deadline { throw Failure.timedOut(waitingFor: what, screen: current.joined(separator: "\n")) }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Waits until some line contains `text`.
  @discardableResult
  func waitFor(text: String, timeout: Duration = .seconds(30)) async throws -> [String] {
    try await waitFor("'\(text)'", timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  /// Waits until the last line is exactly `line` (a prompt with what is typed on it).
  @discardableResult
  func waitForLastLine(_ line: String, timeout: Duration = .seconds(30)) async throws -> [String] {
    try await waitFor("the last line to be '\(line)'", timeout: timeout) { $0.last == line }
  }

  /// Waits until `count` lines contain `text` (e.g. the n-th prompt).
  @discardableResult
  func waitFor(text: String, count: Int, timeout: Duration = .seconds(30)) async throws -> [String] {
    try await waitFor("\(count) lines with '\(text)'", timeout: timeout) { lines in
      lines.filter { $0.contains(text) }.count >= count
    }
  }

  /// The REPL's exit status, or nil while it runs (128 + N for a death by signal N).
  func exitStatus() throws -> Int32? {
    guard let text = try? String(contentsOf: statusFile, encoding: .utf8), text.hasSuffix("\n") else { return nil }
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Polls until the REPL has exited; its status.
  func waitForExit(timeout: Duration = .seconds(30)) async throws -> Int32 {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      if let status = try exitStatus() { return status }
      if clock.now >= deadline {
        throw Failure.timedOut(waitingFor: "the REPL to exit", screen: try screen())
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  // MARK: Plumbing

  /// Runs a tmux command on this test's server and returns what it printed.
  ///
  /// Not with Foundation's Process: the server a tmux client starts would
  /// inherit the descriptors Process uses to notice the client's exit (and
  /// those of other tests' processes), and a test would wait forever. So:
  /// posix_spawn with every descriptor above stderr closed, output to a
  /// file, no signals blocked (the REPL inherits that mask), then waitpid.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let output = directory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8)).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let status = try Self.spawnAndWait(["tmux", "-S", socket.path] + arguments, output: output.path)
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    guard status == 0 else { throw Failure.tmux("\(arguments.first ?? "") failed (\(status)): " + text) }
    return text
  }

  /// Closes every descriptor above stderr in the child: glibc's closefrom
  /// action (looked up at run time: Swift's Glibc module does not show it),
  /// else each descriptor open now.
  static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
      if closeFrom(&actions, 3) == 0 { return }
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }

  static func spawnAndWait(_ arguments: [String], output: String) throws -> Int32 {
    let pid = try spawn(arguments, output: output)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw Failure.tmux("waitpid failed: error \(errno)") }
    }
    // WIFEXITED / WEXITSTATUS, spelled out (they are C macros).
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
  }

  /// Starts a process with this one's environment plus `extraEnvironment`, standard input
  /// from /dev/null, output and errors to `output`, no other descriptors, default signals.
  static func spawn(_ arguments: [String], extraEnvironment: [String] = [], output: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGHUP, SIGTERM, SIGQUIT, SIGPIPE, SIGCHLD, SIGWINCH] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" } + extraEnvironment
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &envp)
    guard spawned == 0 else { throw Failure.tmux("cannot start \(arguments[0]): error \(spawned)") }
    return pid
  }

  static func stripANSI(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
  }
}

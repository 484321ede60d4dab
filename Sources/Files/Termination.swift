import Foundation
import Synchronization

/// What happens when a signal ends the process (SIGTERM, SIGHUP from a closed terminal,
/// SIGINT where no one else handles Ctrl-C): the work in progress is saved or cleaned
/// up first. The signal handler only writes the signal's number into a pipe; a thread
/// of its own reads it and runs the registered handlers as ordinary code (saving a
/// recording, printing where it went), removes every temporary `.part` file, then
/// ends the process with the same signal so the caller sees how it stopped.
///
/// SIGPIPE is ignored: a closed standard output shows up as a failed write, which the
/// command reports, instead of killing it before its recordings are written.
public enum Termination {
  /// Runs on the termination thread, before temporary files are removed.
  public typealias Handler = @Sendable (_ signal: Int32) -> Void

  private static let handlers = Mutex<[Int: Handler]>([:])
  private static let nextToken = Atomic<Int>(0)
  nonisolated(unsafe) private static var pipeWriteEnd: Int32 = -1
  private static let installed = Mutex<Set<Int32>>([])

  /// The signals whose default action ends the process and that a user can send by accident or a tool sends
  /// to stop a job: TERM, HUP (a closed terminal), QUIT (Ctrl-\\, or a pasted 0x1C: without a handler Swift's
  /// backtracer printed a crash report and froze the REPL for 30 s), USR1, USR2 and ALRM. Each is handled as TERM:
  /// recordings saved, temporary files removed, then the process ends with that signal.
  public static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

  /// Starts watching `signals` (once per signal; later calls add to the set).
  public static func install(_ signals: [Int32]) {
    signal(SIGPIPE, SIG_IGN)
    let fresh: [Int32] = installed.withLock { installed in
      let fresh = signals.filter { !installed.contains($0) }
      installed.formUnion(fresh)
      return fresh
    }
    guard !fresh.isEmpty else { return }
    if pipeWriteEnd < 0 {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return }
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      pipeWriteEnd = ends[1]
      let readEnd = ends[0]
      let thread = Thread { watch(readEnd) }
      thread.name = "earshot.termination"
      thread.start()
    }
    // A parent may hand on a mask that blocks them (a test runner, a job control wrapper): unblocked here, on the
    // main thread, before the threads that inherit its mask start.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in fresh { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for number in fresh {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(Termination.pipeWriteEnd, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(number, &action, nil)
    }
  }

  /// Adds a handler; the token removes it.
  @discardableResult
  public static func onTermination(_ handler: @escaping Handler) -> Int {
    let token = nextToken.add(1, ordering: .relaxed).newValue
    handlers.withLock { $0[token] = handler }
    return token
  }

  public static func remove(_ token: Int) {
    handlers.withLock { _ = $0.removeValue(forKey: token) }
  }

  private static func watch(_ readEnd: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = read(readEnd, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return }
      let number = Int32(byte)
      let pending = handlers.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
      for handler in pending { handler(number) }
      TemporaryFiles.removeAll()
      signal(number, SIG_DFL)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, number)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      raise(number)
      _exit(128 + number)
    }
  }
}

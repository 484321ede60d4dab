import Files
import Foundation
import Playback
import Recording
import Speech
import Synchronization

/// `record FILE.wav`: what is heard until `stop`, streamed to disk as it is said, so
/// memory stays flat however long the recording.
///
/// The file holds exactly what was heard: a command's audio is kept back until the
/// next command (or `stop`) shows how much of it played, and speech cut off by Ctrl-C
/// or by a new command is cut off in the file too. With no sound (muted, or no
/// device) everything said is kept. A lock guards it all: a signal (SIGTERM, SIGHUP)
/// saves the recording from the termination thread while the REPL may be adding to it.
final class ReplRecording: @unchecked Sendable {  // every mutable field is guarded by `lock`
  let path: String
  private let sink: WAVFileSink
  private let lock = NSLock()
  /// The last command's audio and the live job playing it, until it is known how much was heard.
  private var pending: (samples: [Int16], job: LivePlayer.JobID?)?
  private var isClosed = false
  /// Why writing stopped (a full disk), reported once; what came before is kept.
  private(set) var writeFailure: String?
  /// What was heard after writing failed, kept in memory so `save OTHER.wav` (or the recovery folder) still gets
  /// it: a recording on a disk that filled up was lost while `stop` said "saved (0 ms)" (issue 36).
  private var unwritten: [Int16] = []

  /// The recording a signal must save: the one in progress, or one not yet saved.
  static let active = Mutex<ReplRecording?>(nil)

  /// Installs, once, what the ending signals (`Termination.endingSignals`: TERM, HUP from a closed terminal, QUIT...) do with it: save it to
  /// its file, or to the recovery folder, and say where on standard error.
  static func saveOnTermination(live: LivePlayer?) {
    Termination.onTermination { signal in
      guard let recording = active.withLock({ $0 }) else { return }
      // Speech stops here, so the file ends where listening did: the command's held-back audio is cut at what
      // played (it was kept whole, ~24 s never heard, issue 36).
      live?.interrupt()
      let name =
        signal == SIGHUP
        ? "hang-up" : signal == SIGTERM ? "termination" : String(cString: strsignal(signal)).lowercased()
      switch recording.rescue(live: live) {
      case .success(let saved):
        Console.note("\(name): saved the recording in progress to \(saved.path) (\(saved.milliseconds) ms)")
      case .failure(let failure):
        Console.error("\(name): the recording in progress could not be saved: \(failure.description)")
      }
    }
  }

  init(path: String) throws(FileError) {
    self.path = path
    sink = try WAVFileSink(path: path)
  }

  /// Adds a command's audio, first keeping what was heard of the one before.
  func add(_ samples: [Int16], job: LivePlayer.JobID?, live: LivePlayer?) -> String? {
    lock.withLock {
      guard !isClosed else { return nil }
      let failure = commitPending(live: live)
      pending = (samples, job)
      return failure
    }
  }

  /// Milliseconds recorded so far (what is kept back included).
  var milliseconds: Int {
    lock.withLock { Recorder.milliseconds(sink.sampleCount + unwritten.count + (pending?.samples.count ?? 0)) }
  }

  /// Writes what was heard of the kept-back command; a new write failure, once.
  private func commitPending(live: LivePlayer?) -> String? {
    guard let (samples, job) = pending else { return nil }
    pending = nil
    var heard = samples.count
    if let job, let live, let cut = live.cutOffSample(of: job) { heard = min(cut, samples.count) }
    guard heard > 0 else { return nil }
    guard writeFailure == nil else {
      unwritten += samples[0..<heard]
      return nil
    }
    do {
      try sink.write(Array(samples[0..<heard]))
    } catch {
      writeFailure = (error as? FileError)?.reason ?? "\(error)"
      unwritten = Array(samples[0..<heard])
      return
        "recording: cannot write \(path) (\(writeFailure ?? "")); the recording goes on in memory: 'save OTHER.wav' writes it elsewhere"
    }
    return nil
  }

  /// Completes the file at its target. On failure the recording is still held, and
  /// `save(toPath:)` can put it elsewhere.
  func finish(live: LivePlayer?) throws(FileError) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if isClosed { return Recorder.milliseconds(sink.sampleCount) }
    _ = commitPending(live: live)
    if !unwritten.isEmpty {
      // The disk may have room again; if not, the recording stays whole in memory for `save`.
      do {
        try sink.write(unwritten)
        unwritten = []
      } catch {
        throw FileError(
          path: path,
          reason:
            "\(Recorder.milliseconds(unwritten.count)) ms of it could not be written (\((error as? FileError)?.reason ?? writeFailure ?? "\(error)"))"
        )
      }
    }
    do {
      try sink.finish()
    } catch {
      throw (error as? FileError) ?? FileError(path: path, reason: "\(error)")
    }
    isClosed = true
    return Recorder.milliseconds(sink.sampleCount)
  }

  /// Saves the recording to another file (after a failed `finish`).
  func save(toPath other: String) throws(FileError) {
    lock.lock()
    defer { lock.unlock() }
    try sink.save(toPath: other, appending: unwritten)
    unwritten = []
    sink.discard()
    isClosed = true
  }

  /// The folder unsaved recordings go to when Earshot has to stop (`RecoveryFolder`).
  static func recoveryFolder() -> String {
    RecoveryFolder.path("recordings")
  }

  /// Saves the recording wherever it can when the REPL must stop (a signal, the end of
  /// input): its own target first, else the recovery folder. Returns where it went.
  func rescue(live: LivePlayer?) -> Result<(path: String, milliseconds: Int), FileError> {
    do {
      return .success((path, try finish(live: live)))
    } catch {
      let folder = Self.recoveryFolder()
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let stamp = Int(Date().timeIntervalSince1970)
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      let rescued = "\(folder)/\(name.prefix(100))-\(stamp)-\(getpid()).wav"
      do {
        let milliseconds = self.milliseconds
        try save(toPath: rescued)
        return .success((rescued, milliseconds))
      } catch let failure {
        return .failure(failure)
      }
    }
  }

  func discard() {
    lock.withLock {
      isClosed = true
      sink.discard()
    }
  }
}

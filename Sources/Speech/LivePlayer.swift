import Foundation
import Synchronization

/// Live playback for the REPL.
///
/// A dedicated thread owns the synthesis and the writes to the sink; callers queue jobs
/// (lists of segments) and return at once. `interrupt()` cuts off the current job, as a
/// screen reader does when the user moves on: it drops queued jobs, makes the next
/// synthesis callback abort the utterance, and flushes the sink so buffered audio is not
/// heard. Pacing comes from the sink: a device blocks in real time, other sinks do not,
/// and the player never sleeps.
public final class LivePlayer: Sendable {
  private let core: Core

  /// - Parameters:
  ///   - sink: where audio goes; `DeviceSink` for the speakers.
  ///   - engine: an engine to share (its phrase cache); a new one by default.
  public init(sink: any AudioSink & Sendable, engine: SpeechEngine? = nil) throws(SpeechError) {
    let speechEngine: SpeechEngine
    if let engine {
      speechEngine = engine
    } else {
      speechEngine = try SpeechEngine()
    }
    core = Core(sink: sink, engine: speechEngine)
    core.start()
  }

  deinit {
    core.stop(interrupting: true)
  }

  /// Names one queued job, to ask later where it was cut off.
  public struct JobID: Hashable, Sendable {
    let value: UInt64
  }

  /// Queues `segments` as one job. With `interrupting`, first cuts off whatever is
  /// playing and drops what is queued.
  @discardableResult
  public func play(_ segments: [PlaybackSegment], interrupting: Bool) -> JobID {
    JobID(value: core.play(segments, interrupting: interrupting))
  }

  /// The index of the segment of `job` that was being heard when it was cut off (0 for a
  /// job dropped before it began); nil when it was heard to the end, or is still going.
  /// Heard, not sent: a device takes audio up to seconds ahead of playing it.
  public func cutOffSegment(of job: JobID) -> Int? {
    core.cutOffPoint(of: job.value)?.segment
  }

  /// How many of `job`'s samples had been heard when it was cut off (0 for a job dropped
  /// before it began); nil when it was heard to the end, or is still going. A recording
  /// keeps exactly this much of the job.
  public func cutOffSample(of job: JobID) -> Int? {
    core.cutOffPoint(of: job.value)?.sample
  }

  /// Cuts off the current job and drops queued ones. Returns without waiting for the
  /// player thread.
  public func interrupt() {
    core.interrupt()
  }

  /// Blocks until every queued job has been played (or cut off).
  public func waitUntilIdle() {
    core.waitUntilIdle()
  }

  /// True while a job is playing or queued.
  public var isSpeaking: Bool {
    core.isSpeaking
  }

  /// The most recent failure of a job (a voice that would not load, a device error).
  /// Playback goes on with the next segment or job.
  public var lastError: SpeechError? {
    core.lastError
  }

  /// Plays what is queued, stops the player thread, then finishes the sink (drains the
  /// device, or completes the file). The player plays nothing afterwards.
  public func finish() throws {
    core.waitUntilIdle()
    core.stop(interrupting: false)
    try core.sink.finish()
  }
}

extension LivePlayer {
  /// Everything the player thread and the callers share. @unchecked Sendable: the
  /// mutable fields are only touched with `condition` locked; `generation` is atomic.
  fileprivate final class Core: @unchecked Sendable {
    struct Job {
      var id: UInt64
      var generation: UInt64
      var segments: [PlaybackSegment]
    }

    /// How far the job last started has got: what was sent, and when sending began.
    struct Progress {
      var job: UInt64
      /// The sample offset in the job at which each segment began.
      var segmentStarts: [Int] = []
      /// Samples handed to the sink, counting a write in progress.
      var sent = 0
      var firstSent: ContinuousClock.Instant?
      var isFullySent = false

      /// The segment playing at `now`, and the samples heard; nil when the whole job has been heard.
      func pointHeard(at now: ContinuousClock.Instant, playbackRate: Double?) -> CutOff? {
        var heard = sent
        if let playbackRate, let firstSent {
          let elapsed = (now - firstSent).components
          let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
          heard = min(sent, Int(seconds * playbackRate * Double(Audio.sampleRate)))
        }
        if isFullySent && heard >= sent { return nil }
        return CutOff(segment: segmentStarts.lastIndex { $0 <= heard } ?? 0, sample: heard)
      }
    }

    let sink: any AudioSink & Sendable
    let engine: SpeechEngine
    /// Bumped by every interrupt; a job plays only while it matches.
    private let generation = Atomic<UInt64>(0)
    private let condition = NSCondition()
    private let threadEnded = DispatchSemaphore(value: 0)
    // Guarded by `condition`:
    private var queue: [Job] = []
    private var isBusy = false
    private var isStopping = false
    private var isRunning = false
    private var recentError: SpeechError?
    private var lastJobID: UInt64 = 0
    private var progress: Progress?
    /// Where a job was cut off: the segment being heard, and the samples heard in all.
    struct CutOff {
      var segment: Int
      var sample: Int
    }

    /// Where recent jobs were cut off (the last few only).
    private var cutOffs: [UInt64: CutOff] = [:]
    static let cutOffsKept = 16

    /// Samples per write for silence, earcons and long chunks: about 46 ms, so an
    /// interrupt is noticed quickly even by a sink that never blocks.
    static let sliceLength = 1024

    init(sink: any AudioSink & Sendable, engine: SpeechEngine) {
      self.sink = sink
      self.engine = engine
    }

    func start() {
      condition.withLock { isRunning = true }
      let thread = Thread { [self] in
        runLoop()
        threadEnded.signal()
      }
      thread.name = "earshot.speech"
      thread.qualityOfService = .userInteractive
      thread.start()
    }

    func play(_ segments: [PlaybackSegment], interrupting: Bool) -> UInt64 {
      if interrupting { interrupt() }
      return condition.withLock {
        lastJobID += 1
        guard !segments.isEmpty, !isStopping else { return lastJobID }
        queue.append(Job(id: lastJobID, generation: generation.load(ordering: .acquiring), segments: segments))
        condition.broadcast()
        return lastJobID
      }
    }

    func interrupt() {
      condition.withLock {
        generation.add(1, ordering: .releasing)
        noteCutOffs()
        queue.removeAll()
      }
      sink.flush()  // unblocks a device write in progress and drops what it buffered
    }

    func cutOffPoint(of job: UInt64) -> CutOff? {
      condition.withLock { cutOffs[job] }
    }

    /// Called with `condition` locked, as jobs are cut off: where each one stopped.
    private func noteCutOffs() {
      if let progress, let point = progress.pointHeard(at: .now, playbackRate: sink.playbackRate) {
        cutOffs[progress.job] = point
      }
      progress = nil
      for job in queue { cutOffs[job.id] = CutOff(segment: 0, sample: 0) }
      if cutOffs.count > Self.cutOffsKept, let newest = cutOffs.keys.max() {
        cutOffs = cutOffs.filter { newest - $0.key < UInt64(Self.cutOffsKept) }
      }
    }

    func waitUntilIdle() {
      condition.withLock {
        while isRunning && (isBusy || !queue.isEmpty) { condition.wait() }
      }
    }

    var isSpeaking: Bool {
      condition.withLock { isBusy || !queue.isEmpty }
    }

    var lastError: SpeechError? {
      condition.withLock { recentError }
    }

    func stop(interrupting: Bool) {
      let wasRunning = condition.withLock {
        let wasRunning = isRunning && !isStopping
        isStopping = true
        if interrupting {
          generation.add(1, ordering: .releasing)
          queue.removeAll()
        }
        condition.broadcast()
        return wasRunning
      }
      if interrupting { sink.flush() }
      if wasRunning && !interrupting { threadEnded.wait() }
    }

    // MARK: - Player thread

    private func runLoop() {
      while let job = nextJob() {
        play(job)
        condition.withLock {
          isBusy = false
          condition.broadcast()
        }
      }
      condition.withLock {
        isRunning = false
        isBusy = false
        condition.broadcast()
      }
    }

    private func nextJob() -> Job? {
      condition.withLock {
        while queue.isEmpty && !isStopping { condition.wait() }
        if queue.isEmpty { return nil }
        isBusy = true
        let job = queue.removeFirst()
        progress = Progress(job: job.id)  // set as it leaves the queue, so a cut-off always finds it
        return job
      }
    }

    private func play(_ job: Job) {
      defer {
        condition.withLock {
          if progress?.job == job.id { progress?.isFullySent = true }
        }
      }
      for segment in job.segments {
        guard isCurrent(job) else { return }
        condition.withLock {
          if let sent = progress?.sent, progress?.job == job.id { progress?.segmentStarts.append(sent) }
        }
        do {
          switch segment {
          case .speech(let text, let voice):
            try speak([VoicedText(text: text, voice: voice)], job: job)
          case .speechInVoices(let runs):
            try speak(runs, job: job)
          case .silence(let milliseconds):
            try write([Int16](repeating: 0, count: Audio.sampleCount(milliseconds: milliseconds)), job: job)
          case .earcon(let sound):
            try write(EarconSynthesizer.samples(for: sound), job: job)
          }
        } catch let error as SpeechError {
          record(error)
          if case .audioDeviceFailed = error { return }
        } catch {
          record(.audioDeviceFailed(reason: "\(error)"))
          return
        }
      }
    }

    /// The first chunk goes straight to the sink, for a quick start; the rest is kept
    /// and written once synthesis has let go of eSpeak NG (a few milliseconds later),
    /// so a device playing in real time never holds the engine, which a recording or
    /// another player is waiting for, for the length of the utterance.
    /// An utterance in several voices is one utterance here too: its first chunk
    /// goes out at once and the rest of every stretch after the last is synthesised.
    private func speak(_ runs: [VoicedText], job: Job) throws {
      var sinkError: (any Error)?
      var rest: [Int16] = []
      var started = false
      try engine.synthesize(runs) { chunk in
        guard isCurrent(job) else { return false }
        if started {
          rest.append(contentsOf: chunk)
          return true
        }
        started = true
        do {
          return try write(chunk, job: job)
        } catch {
          sinkError = error
          return false
        }
      }
      if let sinkError { throw sinkError }
      if !rest.isEmpty { try write(rest, job: job) }
    }

    /// Writes in slices; returns false as soon as the job has been interrupted.
    @discardableResult
    private func write(_ samples: [Int16], job: Job) throws -> Bool {
      var start = 0
      while start < samples.count {
        guard isCurrent(job) else { return false }
        let end = samples.count - start <= 2 * Self.sliceLength ? samples.count : start + Self.sliceLength
        condition.withLock {
          guard progress?.job == job.id else { return }
          if progress?.firstSent == nil { progress?.firstSent = .now }
          progress?.sent += end - start
        }
        try sink.write(start == 0 && end == samples.count ? samples : Array(samples[start..<end]))
        start = end
        if !isCurrent(job) {
          // The interrupt's flush may have come before this write finished: drop it too.
          sink.flush()
          return false
        }
      }
      return isCurrent(job)
    }

    private func isCurrent(_ job: Job) -> Bool {
      generation.load(ordering: .acquiring) == job.generation
    }

    private func record(_ error: SpeechError) {
      condition.withLock { recentError = error }
    }
  }
}

import Foundation
import Synchronization

/// Writes a WAV file (see `WAVEncoding`) without ever leaving half a file at the
/// destination: samples go to a hidden temporary file in the same folder, which
/// `finish()` completes and renames into place in one step. If the process stops first
/// (Ctrl-C), the destination is untouched; call `discard()` from a cancellation path to
/// remove the temporary file too.
public final class WAVFileSink: AudioSink, Sendable {
  public let url: URL
  /// The temporary file being written, in the destination's folder.
  public let temporaryURL: URL

  private struct State: @unchecked Sendable {  // FileHandle is only touched under the lock
    var handle: FileHandle?
    var sampleCount = 0
    var isFinished = false
  }

  private let state: Mutex<State>

  public init(url: URL) throws(SpeechError) {
    self.url = url
    let folder = url.deletingLastPathComponent()
    let temporaryName = ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).part"
    temporaryURL = folder.appendingPathComponent(temporaryName, isDirectory: false)

    let descriptor = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = errno == ENOENT ? "its folder does not exist" : String(cString: strerror(errno))
      throw .fileNotWritten(path: DisplayPath.of(url), reason: reason)
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    state = Mutex(State(handle: handle))
    do {
      try handle.write(contentsOf: WAVEncoding.header(sampleCount: 0))
    } catch {
      discard()
      throw .fileNotWritten(path: DisplayPath.of(url), reason: VoiceFile.reason(error))
    }
  }

  deinit {
    discard()
  }

  /// Samples written so far.
  public var sampleCount: Int {
    state.withLock { $0.sampleCount }
  }

  public func write(_ samples: [Int16]) throws {
    try state.withLock { (state: inout State) throws(SpeechError) in
      guard let handle = state.handle else {
        throw .fileNotWritten(
          path: DisplayPath.of(url),
          reason: state.isFinished ? "the file is already finished" : "the file was discarded")
      }
      do {
        try handle.write(contentsOf: WAVEncoding.pcmBytes(samples))
      } catch {
        throw .fileNotWritten(path: DisplayPath.of(url), reason: VoiceFile.reason(error))
      }
      state.sampleCount += samples.count
    }
  }

  /// Nothing written to a file is "not yet heard": a cut-off keeps what was written.
  public func flush() {}

  /// Completes the header and moves the file into place. Calling it again does nothing.
  public func finish() throws {
    try state.withLock { (state: inout State) throws(SpeechError) in
      guard !state.isFinished else { return }
      guard let handle = state.handle else {
        throw .fileNotWritten(path: DisplayPath.of(url), reason: "the file was discarded")
      }
      do {
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: WAVEncoding.header(sampleCount: state.sampleCount))
        try handle.synchronize()
        try handle.close()
      } catch {
        state.handle = nil
        unlink(temporaryURL.path)
        throw .fileNotWritten(path: DisplayPath.of(url), reason: VoiceFile.reason(error))
      }
      state.handle = nil
      guard rename(temporaryURL.path, url.path) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporaryURL.path)
        throw .fileNotWritten(path: DisplayPath.of(url), reason: reason)
      }
      state.isFinished = true
    }
  }

  /// Abandons the file: removes the temporary file and leaves the destination as it was.
  public func discard() {
    state.withLock { state in
      guard !state.isFinished, let handle = state.handle else { return }
      try? handle.close()
      state.handle = nil
      unlink(temporaryURL.path)
    }
  }
}

import Files
import Foundation
import Synchronization

/// Writes a WAV file (see `WAVEncoding`) as samples arrive, so memory stays flat however
/// long the recording. The target is opened as an `OutputFile`: a regular file is built
/// in a hidden temporary file and renamed into place by `finish()` (if the process stops
/// first the destination is untouched; `discard()` removes the temporary file), while
/// standard output (`-`), a device or a FIFO is written through, with a header that
/// leaves the length open as streaming tools do.
public final class WAVFileSink: AudioSink, Sendable {
  public let url: URL
  public let output: OutputFile
  /// The temporary file being written, in the destination's folder (nil when streaming).
  public var temporaryURL: URL? { output.temporaryPath.map { URL(fileURLWithPath: $0) } }

  private let count = Mutex<Int>(0)
  private let isHandedOver = Mutex(false)

  /// The length written in a header that cannot be completed later: as long as RIFF allows.
  static let openLength = Int(UInt32.max / 2) - 64

  public convenience init(url: URL) throws(FileError) {
    try self.init(path: url.path)
  }

  public init(path: String) throws(FileError) {
    url = URL(fileURLWithPath: path)
    output = try OutputFile(path: path)
    do {
      try output.write(WAVEncoding.header(sampleCount: output.isSeekable ? 0 : Self.openLength, marked: true))
    } catch {
      output.discard()
      throw error
    }
  }

  deinit {
    if !isHandedOver.withLock({ $0 }) { discard() }
  }

  /// Samples written so far.
  public var sampleCount: Int {
    count.withLock { $0 }
  }

  public func write(_ samples: [Int16]) throws {
    do {
      try output.write(WAVEncoding.pcmBytes(samples))
    } catch {
      // A write the disk cut short leaves part of the samples: cut the file back to whole ones written.
      try? output.truncate(to: WAVEncoding.markedHeaderSize + sampleCount * 2)
      throw error
    }
    count.withLock { $0 += samples.count }
  }

  /// Nothing written to a file is "not yet heard": a cut-off keeps what was written.
  public func flush() {}

  /// Completes the header and moves the file into place. When the move fails, the
  /// samples are still held (see `OutputFile.copy(to:)`); calling it again retries.
  public func finish() throws {
    guard !output.isFinished else { return }  // calling it again does nothing
    try complete()
    try output.finish()
  }

  /// Completes the header and hands the file to `set`, which puts it in place with the
  /// run's other files; this sink no longer discards it.
  public func complete(into set: OutputSet) throws(FileError) {
    try complete()
    isHandedOver.withLock { $0 = true }
    set.add(output)
  }

  private func complete() throws(FileError) {
    guard !output.isClosed else {
      throw FileError(path: output.path, reason: "the file was discarded")
    }
    try output.overwrite(WAVEncoding.header(sampleCount: sampleCount, marked: true), at: 0)
  }

  /// Saves what was recorded so far into another file (after a failed `finish()`, or
  /// to keep a recording whose own target went away); this sink stays as it was.
  /// `appending` samples that could not be written to this file (a full disk) follow what it holds.
  public func save(toPath path: String, appending extra: [Int16] = []) throws(FileError) {
    let copy = try OutputFile(path: path)
    do {
      try output.copy(to: copy)
      if !extra.isEmpty { try copy.write(WAVEncoding.pcmBytes(extra)) }
      try copy.overwrite(WAVEncoding.header(sampleCount: sampleCount + extra.count, marked: true), at: 0)
      try copy.finish()
    } catch {
      copy.discard()
      throw error
    }
  }

  /// Abandons the file: removes the temporary file and leaves the destination as it was.
  public func discard() {
    output.discard()
  }
}

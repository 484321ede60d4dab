import Foundation

/// A private folder a fuzz target writes its input into, as a user's file on disk
/// (`$TMPDIR/earshot-NAME-fuzz-PID`, one per process so parallel fuzzers never share
/// a file). A write that fails is the machine's problem, not a finding, but it would
/// make every later input meaningless, so it stops the fuzzer.
public struct FuzzFolder: Sendable {
  public let url: URL

  public init(_ name: String) {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "earshot-\(name)-fuzz-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public var path: String { url.path }

  /// Writes `data` as `name` in the folder and returns its path.
  @discardableResult
  public func write(_ data: Data, as name: String) -> String {
    let file = url.appendingPathComponent(name)
    do {
      try data.write(to: file)
    } catch {
      fatalError("cannot write \(file.path): \(error)")
    }
    return file.path
  }
}

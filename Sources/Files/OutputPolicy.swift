import Foundation

/// The one rule for what a command may write, checked before any work starts, with
/// the same words in every command:
///
/// - never a file the command reads (the scenario, the script, a course, the golden
///   file being compared), whatever path names it (links and `./` included);
/// - never two outputs into one file;
/// - a character device or FIFO (`/dev/null`, a named pipe) is written through, never
///   replaced; a block device, socket, folder or dangling link is refused;
/// - an existing regular file is replaced only when it is what this kind of output
///   writes (last run's WAV, report or page), or when the user gave the flag that says
///   so (`--force`, `--update`); a quiz record is never replaced;
/// - the folder must exist and be writable.
public struct OutputPolicy: Sendable {
  /// A file the command reads, and what it is ("the scenario").
  public struct Input: Sendable, Hashable {
    public var path: String
    public var role: String

    public init(_ path: String, role: String) {
      self.path = path
      self.role = role
    }
  }

  public var inputs: [Input]

  public init(inputs: [Input]) {
    self.inputs = inputs
  }

  /// Every problem with these outputs, as messages; empty when all can be written.
  public func problems(_ outputs: [OutputTarget]) -> [String] {
    var problems: [String] = []
    // Every path's file found once and looked up, so N outputs against N inputs cost N, not N².
    var inputByFile: [FileIdentity: Input] = [:]
    for input in inputs {
      let file = FileIdentity(input.path)
      if inputByFile[file] == nil { inputByFile[file] = input }
    }
    var earlierByFile: [FileIdentity: OutputTarget] = [:]
    var standardOutput = false
    for output in outputs {
      if output.path == "-" {
        if standardOutput {
          problems.append("\(output.option) -: only one output can go to standard output")
        }
        standardOutput = true
        continue
      }
      let file = FileIdentity(output.path)
      let earlier = earlierByFile[file]
      if earlier == nil { earlierByFile[file] = output }
      if let input = inputByFile[file] {
        problems.append(
          "\(output.option) \(output.path) is \(input.role), which this command reads; refusing to overwrite it, name another file"
        )
        continue
      }
      if let refusal = OutputTarget.refusal(output) {
        problems.append(refusal)
        continue
      }
      if let earlier {
        problems.append("\(output.option) and \(earlier.option) both name \(output.path); give each its own file")
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder), isFolder.boolValue {
        problems.append("\(output.option) \(output.path) is a folder; give a file name")
        continue
      }
      if let refusal = Self.replacementRefusal(output) {
        problems.append(refusal)
        continue
      }
      let folder = URL(fileURLWithPath: output.path).deletingLastPathComponent().path
      if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
        problems.append("\(output.option) \(output.path): the folder \(folder) does not exist")
      } else if access(folder, W_OK) != 0 {
        problems.append(
          "\(output.option) \(output.path): cannot write in \(folder) (\(String(cString: strerror(errno))))")
      }
    }
    return problems
  }

  /// Why an existing regular file at the target may not be replaced, or nil.
  static func replacementRefusal(_ output: OutputTarget) -> String? {
    var status = stat()
    guard stat(output.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    if output.mayReplace, output.replaceFlag != nil { return nil }
    if output.kind.recognises(Self.sample(of: output.path)) { return nil }
    guard let flag = output.replaceFlag else {
      return "\(output.option) \(output.path) exists already; refusing to replace it, name a new file"
    }
    return
      "\(output.option) \(output.path) exists and is not \(output.kind.article) Earshot wrote; refusing to replace it (\(flag.hasPrefix("--") ? "add \(flag) to replace it" : "'\(flag)' replaces it"), or name another file)"
  }

  /// A regular file's first and last bytes (up to `OutputKind.sniffLength` each), read
  /// without blocking (it was checked to be regular): what an output writes shows at
  /// its start (a WAV header, a report's opening) or, for the session JSON, whose
  /// keys are sorted, at its end.
  static func sample(of path: String) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return Data() }
    defer { close(descriptor) }
    let length = OutputKind.sniffLength
    var buffer = [UInt8](repeating: 0, count: length)
    let head = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard head > 0 else { return Data() }
    var sample = Data(buffer[0..<head])
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_size > off_t(length) {
      let start = max(off_t(length), status.st_size - off_t(length))
      let tail = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, start) }
      if tail > 0 { sample.append(contentsOf: buffer[0..<tail]) }
    }
    return sample
  }
}

extension OutputKind {
  /// "a WAV file", for "is not a WAV file Earshot wrote".
  var article: String {
    switch self {
    case .wav: "a WAV file"
    case .captions: "a captions file"
    case .sessionJSON: "a session JSON file"
    case .report: "a test report"
    case .spec: "an announcement spec"
    case .goldenTranscript: "a golden transcript"
    case .scenario: "a scenario"
    case .quizRecord: "a quiz record"
    case .summaryPage: "a quiz summary page"
    case .checkBaseline: "a check baseline"
    }
  }
}

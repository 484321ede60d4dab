import Files
import Foundation
import Testing

@Suite struct OutputFileTests {
  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-playback-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func anOutputThatIsAnInputIsRefusedByAnyName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("screen.yaml").path
    try Data("title: x\n".utf8).write(to: URL(fileURLWithPath: scenario))
    let link = folder.appendingPathComponent("link.yaml").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scenario)
    let hard = folder.appendingPathComponent("hard.yaml").path
    try FileManager.default.linkItem(atPath: scenario, toPath: hard)
    let dotted = folder.path + "/./screen.yaml"
    for path in [scenario, link, hard, dotted] {
      let problems = OutputPolicy(inputs: [.init(scenario, role: "the scenario")])
        .problems([OutputTarget(option: "--json", path: path, kind: .sessionJSON, mayReplace: true)])
      #expect(problems.count == 1, "\(path) was not refused")
      #expect(problems.first?.contains("refusing") == true)
    }
  }

  @Test func twoOutputsMayNotShareAFileAndTheFolderMustExist() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.json").path
    let policy = OutputPolicy(inputs: [])
    let same = policy.problems([
      OutputTarget(option: "--json", path: path, kind: .sessionJSON),
      OutputTarget(option: "--captions", path: path, kind: .captions),
    ])
    #expect(same.count == 1)
    let missing = policy.problems([
      OutputTarget(option: "--wav", path: folder.appendingPathComponent("no/such/out.wav").path, kind: .wav)
    ])
    #expect(missing.count == 1)
    let isFolder = policy.problems([OutputTarget(option: "--wav", path: folder.path, kind: .wav)])
    #expect(isFolder.count == 1)
    #expect(policy.problems([OutputTarget(option: "--wav", path: path, kind: .wav)]).isEmpty)
  }

  /// Outputs are found by the file they name, once each and looked up (issue 36: every pair was
  /// compared by `stat`): two names of one file not written yet are still one output, and many
  /// distinct outputs beside as many inputs pass.
  @Test func twoNamesOfOneNewFileAreOneOutputAndManyDistinctOnesPass() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.json").path
    let same = OutputPolicy(inputs: []).problems([
      OutputTarget(option: "--json", path: path, kind: .sessionJSON),
      OutputTarget(option: "--captions", path: folder.path + "/./out.json", kind: .captions),
    ])
    #expect(same.count == 1 && same.first?.contains("both name") == true, "\(same)")
    let inputs = (0..<300).map { index in
      let scenario = folder.appendingPathComponent("s\(index).yaml").path
      FileManager.default.createFile(atPath: scenario, contents: Data("title: x\n".utf8))
      return OutputPolicy.Input(scenario, role: "a scenario being played")
    }
    let goldens = (0..<300).map {
      OutputTarget(
        option: "--golden-dir", path: folder.appendingPathComponent("s\($0).txt").path, kind: .goldenTranscript,
        replaceFlag: "--update", mayReplace: true)
    }
    #expect(OutputPolicy(inputs: inputs).problems(goldens).isEmpty)
    let clash = goldens + [OutputTarget(option: "--json", path: inputs[150].path, kind: .sessionJSON)]
    #expect(OutputPolicy(inputs: inputs).problems(clash).count == 1)
  }

  @Test func atomicWritesReplaceTheWholeFileAndLeaveNothingBehind() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("captions.vtt").path
    try AtomicFileWriter.write(Data(String(repeating: "long old content\n", count: 100).utf8), toPath: path)
    try AtomicFileWriter.write(Data("WEBVTT\n".utf8), toPath: path)
    #expect(FileManager.default.contents(atPath: path) == Data("WEBVTT\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["captions.vtt"])
  }

  @Test func aFailedWriteLeavesTheDestinationAlone() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: FileError.self) {
      try AtomicFileWriter.write(Data("x".utf8), toPath: folder.appendingPathComponent("missing/out.json").path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}

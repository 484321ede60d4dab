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
      let problems = OutputPolicy(inputs: [.init(scenario, role: "the scenario")]).problems(
        [OutputTarget(option: "--json", path: path, kind: .sessionJSON)])
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

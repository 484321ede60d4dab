import EarshotTestSupport
import Files
import Foundation
import Testing

@Suite struct OutputSetTests {
  /// Another run committing to the same folder holds its lock: this run's files wait,
  /// then land together, so a WAV and its JSON always come from one run (issue 23).
  @Test func aRunsFilesLandTogetherAfterAnotherRunsCommit() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = ["take.wav", "take.vtt", "take.json"]
    let set = OutputSet()
    for name in names { try set.write(Data(name.utf8), toPath: folder.appendingPathComponent(name).path) }

    let otherRun = open(folder.path, O_RDONLY | O_DIRECTORY)
    #expect(flock(otherRun, LOCK_EX) == 0)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      try? set.commit()
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 0.3) == .timedOut, "it committed inside another run's commit")
    #expect(names.allSatisfy { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) })
    close(otherRun)
    #expect(done.wait(timeout: .now() + 10) == .success)
    for name in names {
      #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data(name.utf8))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == names.sorted())
  }

  @Test func aDiscardedSetLeavesTheTargetsAsTheyWere() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("report.xml")
    try Data("last run's".utf8).write(to: target)
    do {
      let set = OutputSet()
      try set.write(Data("this run's".utf8), toPath: target.path)
    }  // never committed: the run stopped
    #expect(try Data(contentsOf: target) == Data("last run's".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
  }
}

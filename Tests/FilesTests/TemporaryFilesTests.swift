import Files
import Foundation
import Testing

/// The one temporary-file mechanism: private folders, and leftovers of ended runs cleaned.
@Suite struct TemporaryFilesTests {
  func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  func mode(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  /// The derived-voice folder was made 0755 with no owner or link check.
  @Test func aPrivateFolderIsMadeForThisUserOnly() throws {
    let parent = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let fresh = try TemporaryFiles.privateFolder(parent + "/fresh")
    #expect(mode(fresh) == 0o700)
    let open = parent + "/open"
    #expect(mkdir(open, 0o755) == 0)
    #expect(chmod(open, 0o755) == 0)
    _ = try TemporaryFiles.privateFolder(open)
    #expect(mode(open) == 0o700, "an existing folder of ours is made private")
  }

  @Test func aPlantedLinkOrAnotherUsersFolderIsRefused() throws {
    let parent = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let elsewhere = parent + "/elsewhere"
    #expect(mkdir(elsewhere, 0o700) == 0)
    let link = parent + "/link"
    #expect(symlink(elsewhere, link) == 0)
    #expect(throws: FileError.self) { try TemporaryFiles.privateFolder(link) }
    let theirs = parent + "/theirs"
    #expect(mkdir(theirs, 0o700) == 0)
    guard getuid() == 0 else { return }  // only root can give a folder away
    #expect(chown(theirs, 65534, 65534) == 0)
    do {
      _ = try TemporaryFiles.privateFolder(theirs)
      Issue.record("another user's folder was accepted")
    } catch {
      #expect(error.reason.contains("another user owns it"))
    }
  }

  /// `.part` files of a run killed with SIGKILL were never cleaned.
  @Test func leftoversOfEndedRunsGoWhenTheFolderIsNextWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let stale = folder + "/.earshot-\(ended.processIdentifier)-1-4242.part"
    let live = folder + "/.earshot-\(getppid())-1-4242.part"
    let foreign = folder + "/.earshot-notes.part"
    for path in [stale, live, foreign] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
    }
    try AtomicFileWriter.write(Data("WEBVTT\n".utf8), toPath: folder + "/out.vtt")
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: live), "a running process's file stays")
    #expect(FileManager.default.fileExists(atPath: foreign), "a name not of Earshot's pattern stays")
  }
}

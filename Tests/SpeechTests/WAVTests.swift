import EarshotTestSupport
import Files
import Foundation
import Testing

@testable import Speech

@Suite struct WAVTests {
  @Test func encodingWritesAStandardHeader() {
    let data = WAVEncoding.data(samples: [0, 1, -1, 0x1234])
    let expectedHeader: [UInt8] =
      Array("RIFF".utf8) + [44, 0, 0, 0] + Array("WAVE".utf8) + Array("fmt ".utf8)
      + [16, 0, 0, 0, 1, 0, 1, 0]  // chunk size, PCM, mono
      + [0x22, 0x56, 0, 0]  // 22050 Hz
      + [0x44, 0xAC, 0, 0]  // 44100 bytes per second
      + [2, 0, 16, 0]  // block align, bits per sample
      + Array("data".utf8) + [8, 0, 0, 0]
    #expect(Array(data.prefix(44)) == expectedHeader)
    #expect(Array(data.dropFirst(44)) == [0, 0, 1, 0, 0xFF, 0xFF, 0x34, 0x12])
  }

  @Test func fileSinkWritesTheSameBytesAndRenamesIntoPlace() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let destination = folder.appendingPathComponent("out.wav")
    let samples = (0..<5000).map { Int16(truncatingIfNeeded: $0 * 37) }

    let sink = try WAVFileSink(url: destination)
    try sink.write(Array(samples[..<1234]))
    try sink.write(Array(samples[1234...]))
    #expect(!FileManager.default.fileExists(atPath: destination.path))
    let temporary = try #require(sink.temporaryURL)
    #expect(FileManager.default.fileExists(atPath: temporary.path))
    try sink.finish()

    #expect(try Data(contentsOf: destination) == WAVEncoding.data(samples: samples, marked: true))
    #expect(!FileManager.default.fileExists(atPath: temporary.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.wav"])
    try sink.finish()  // a second finish does nothing
  }

  @Test func anUnfinishedFileNeverReachesTheDestination() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let destination = folder.appendingPathComponent("keep.wav")
    try Data("previous".utf8).write(to: destination)
    do {
      let sink = try WAVFileSink(url: destination)
      try sink.write([1, 2, 3])
      sink.discard()
      #expect(throws: FileError.self) { try sink.write([4]) }
    }
    #expect(try Data(contentsOf: destination) == Data("previous".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.wav"])
  }

  @Test func aMissingFolderIsAClearError() {
    let url = URL(fileURLWithPath: "/nonexistent-folder/out.wav")
    #expect(
      throws: FileError(path: "/nonexistent-folder/out.wav", reason: "its folder does not exist")
    ) {
      _ = try WAVFileSink(url: url)
    }
  }
}

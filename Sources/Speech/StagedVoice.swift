import Files
import Foundation

/// A voice file copied to a path libespeak-ng 1.51 can load.
///
/// `espeak_SetVoiceByFile` copies the path into a 60-byte buffer (longer paths are "not
/// found"), lower-cases it, and reads `+` as a variant separator. So each file is
/// copied, after validation, to `/tmp/earshot-UID/HASH.voice`: short, lower-case,
/// named by a hash of its contents (so an edited file gets a new path, and concurrent
/// processes never write different contents to one name).
struct StagedVoice: Sendable, Hashable {
  let name: String
  let path: String
  let sourcePath: String
  /// Voices with an echo are reloaded before each utterance: loading clears the echo
  /// buffer, which otherwise carries the last utterance's tail into the next one.
  let reloadBeforeEachUtterance: Bool
  /// The bytes at `path`, kept so a copy removed while this process runs (a `/tmp`
  /// cleaner, another Earshot's fuzzer) can be written again instead of failing.
  let contents: Data

  static let maximumPathLength = 59

  static func stage(_ voice: Voice) throws(SpeechError) -> StagedVoice {
    let text: String
    do {
      text = try VoiceFile.read(voice.fileURL)
    } catch {
      throw .invalidVoice(error)
    }
    let data = Data(text.utf8)
    let file: VoiceFile
    do {
      file = try VoiceFile.parse(text, file: voice.fileURL)
      if let data = EspeakData.installed() { try VoiceFile.checkData(file, file: voice.fileURL, data: data) }
    } catch {
      throw .invalidVoice(error)
    }

    // eSpeak NG reads the first line with fgets and sscanf("%s"), so a byte-order mark
    // glues itself to the keyword ("\u{FEFF}language" is a "Bad voice attribute") and the
    // voice loses its language. The checker reads the file without it; so does eSpeak.
    let staged = stagedBytes(data)
    let folder = try stagingFolder(voiceName: voice.name)
    let path = "\(folder)/\(contentHash(staged)).voice"
    guard path.utf8.count <= maximumPathLength else {
      throw .voiceNotLoaded(
        voice: voice.name, reason: "the staging path \(path) is too long for eSpeak NG 1.51 (60 bytes)")
    }
    if FileManager.default.contents(atPath: path) != staged {
      try write(staged, to: path, voiceName: voice.name)
    }
    return StagedVoice(
      name: voice.name, path: path, sourcePath: DisplayPath.of(voice.fileURL),
      reloadBeforeEachUtterance: file.hasEcho, contents: staged)
  }

  /// Writes the staged copy again when it is gone or no longer holds these bytes.
  /// Returns whether it did, so the caller knows a retry can succeed.
  func restoreIfChanged() -> Bool {
    guard FileManager.default.contents(atPath: path) != contents else { return false }
    do {
      try AtomicFileWriter.write(contents, toPath: path)
      return true
    } catch {
      return false
    }
  }

  static func stagedBytes(_ data: Data) -> Data {
    data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
  }

  /// `/tmp/earshot-UID`, private to this user (`TemporaryFiles.privateFolder`): not
  /// $TMPDIR, since the whole path must fit eSpeak NG's 60 bytes.
  private static func stagingFolder(voiceName: String) throws(SpeechError) -> String {
    do {
      return try TemporaryFiles.privateFolder("/tmp/earshot-\(getuid())")
    } catch {
      throw .voiceNotLoaded(voice: voiceName, reason: "\(error.path): \(error.reason)")
    }
  }

  /// Whole or not at all, through the one temporary-file mechanism.
  private static func write(_ data: Data, to path: String, voiceName: String) throws(SpeechError) {
    do {
      try AtomicFileWriter.write(data, toPath: path)
    } catch {
      throw .voiceNotLoaded(voice: voiceName, reason: error.description)
    }
  }

  /// 64-bit FNV-1a as 16 lower-case hex digits: stable across runs and platforms.
  static func contentHash(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

extension Voice {
  /// Removes the copy of this voice file that eSpeak NG loads, if there is one: for a
  /// fuzzer that speaks millions of voices. Another process using a voice with the
  /// same contents stages it again when it next loads it.
  public func removeStagedCopy() {
    guard let text = try? VoiceFile.read(fileURL) else { return }
    let data = Data(text.utf8)
    unlink("/tmp/earshot-\(getuid())/\(StagedVoice.contentHash(StagedVoice.stagedBytes(data))).voice")
  }
}

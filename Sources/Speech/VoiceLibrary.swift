import Diagnostics
import Foundation

/// The voices Earshot can speak with: every `NAME.voice` file in some folders.
/// See voices/README.md for the file format.
public struct VoiceLibrary: Sendable {
  /// Sorted by name.
  public private(set) var voices: [Voice]

  public init(voices: [Voice]) {
    self.voices = voices.sorted { $0.name < $1.name }
  }

  /// Loads every voice in the given folders; a voice in a later folder replaces one of the
  /// same name from an earlier folder. A folder that does not exist is an error.
  public static func load(from folders: [URL]) throws(VoiceError) -> VoiceLibrary {
    var byName: [String: Voice] = [:]
    for folder in folders {
      for voice in try voices(in: folder) {
        byName[voice.name] = voice
      }
    }
    return VoiceLibrary(voices: Array(byName.values))
  }

  /// The voices shipped with Earshot, in `voices/` at the repository root.
  public static func bundled(repositoryRoot: URL) throws(VoiceError) -> VoiceLibrary {
    try load(from: [repositoryRoot.appendingPathComponent("voices", isDirectory: true)])
  }

  /// The voice with this name; an exact match first, then ignoring case.
  public func voice(named name: String) -> Voice? {
    voices.first { $0.name == name }
      ?? voices.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The names, for "unknown voice 'x'; did you mean 'y'?" messages.
  public var names: [String] { voices.map(\.name) }

  /// A suggestion for a mistyped voice name.
  public func suggestion(for name: String) -> String? {
    Suggestion.nearest(to: name, among: names, limit: 1).first
  }

  static let fileExtension = "voice"

  private static func voices(in folder: URL) throws(VoiceError) -> [Voice] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
      throw VoiceError(
        file: folder, message: "voices folder not found",
        hint: "check the path, or create the folder and put NAME.voice files in it")
    }
    guard isDirectory.boolValue else {
      throw VoiceError(file: folder, message: "not a folder", hint: "give the folder that holds NAME.voice files")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw VoiceError(
        file: folder, message: "cannot list voices folder (\(VoiceFile.reason(error)))",
        hint: "check its permissions")
    }
    var voices: [Voice] = []
    for fileName in names.sorted() where fileName.hasSuffix("." + fileExtension) && !fileName.hasPrefix(".") {
      let url = folder.appendingPathComponent(fileName, isDirectory: false)
      let name = String(fileName.dropLast(fileExtension.count + 1))
      let file = try VoiceFile.load(url)
      voices.append(
        Voice(
          name: name, fileURL: url, settings: file.settings,
          summary: file.summary ?? file.espeakName.map { "\($0) (\(file.language))" }
            ?? "eSpeak NG voice (\(file.language))"))
    }
    return voices
  }
}

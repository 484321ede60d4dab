import Foundation

/// The parts of `play --json` the tests read, decoded independently of the writer.
public struct SessionDocument: Decodable {
  public struct Command: Decodable {
    public var index: Int
    public var command: String
    public var location: String?
    public var startMs: Int
    public var endMs: Int
    public var platforms: [PlatformResult]
    public var narration: Timed?
    public var waitMs: Int?
    public var expectation: Expectation?
  }

  public struct PlatformResult: Decodable {
    public var platform: String
    public var screenReader: String
    public var focus: Focus?
    public var utterances: [Utterance]
    public var earcons: [Earcon]
  }

  public struct Focus: Decodable {
    public var id: String
    public var name: String
  }

  public struct Utterance: Decodable {
    public var text: String
    public var startMs: Int
    public var endMs: Int
    public var parts: [Part]
  }

  public struct Part: Decodable {
    public var kind: String
    public var text: String
    public var startMs: Int
    public var endMs: Int
  }

  public struct Earcon: Decodable {
    public var earcon: String
    public var startMs: Int?
    public var endMs: Int?
  }

  public struct Timed: Decodable {
    public var text: String
    public var startMs: Int
    public var endMs: Int
  }

  public struct Expectation: Decodable {
    public var kind: String
    public var expected: String
    public var holds: Bool
  }

  public var sampleRate: Int
  public var durationMs: Int
  public var commands: [Command]

  public static func decode(_ data: Data) throws -> SessionDocument {
    try JSONDecoder().decode(SessionDocument.self, from: data)
  }

  public var utterances: [Utterance] {
    commands.flatMap { $0.platforms.flatMap(\.utterances) }
  }
}

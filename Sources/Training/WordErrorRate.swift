/// How far a typed announcement is from what was said: the words substituted,
/// left out and added, over the words said (the word error rate of speech
/// recognition, here scoring a person). Case and punctuation do not count.
public struct WordErrorRate: Sendable, Equatable, Codable {
  /// Words in what was said.
  public var words: Int
  /// Substitutions, deletions and insertions: the fewest edits from what was said to what was typed.
  public var errors: Int

  public init(words: Int, errors: Int) {
    self.words = words
    self.errors = errors
  }

  /// Errors over words said; a typed line for silence counts as wholly wrong.
  public var rate: Double {
    words == 0 ? (errors == 0 ? 0 : 1) : Double(errors) / Double(words)
  }

  private enum CodingKeys: String, CodingKey {
    case words, errors, rate
  }

  /// Words and errors, and the rate to three places for a reader of the JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(words, forKey: .words)
    try container.encode(errors, forKey: .errors)
    try container.encode((rate * 1000).rounded() / 1000, forKey: .rate)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    words = try container.decode(Int.self, forKey: .words)
    errors = try container.decode(Int.self, forKey: .errors)
  }

  /// The rate as a whole percentage, "12%".
  public var percent: String { "\(Int((rate * 100).rounded()))%" }

  public static func of(typed: String, said: String) -> WordErrorRate {
    let reference = words(said)
    let hypothesis = words(typed)
    return WordErrorRate(words: reference.count, errors: distance(reference, hypothesis))
  }

  /// Lower-case words; anything but a letter or digit separates them, so "Double-tap" is two words
  /// either way it is typed, and a comma typed or not makes no difference.
  public static func words(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// Levenshtein distance over words, one row at a time.
  static func distance(_ a: [String], _ b: [String]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

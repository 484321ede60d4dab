import Audit
import Foundation

/// The findings a CI gate already knows (`earshot check --baseline FILE`): each kept as
/// its file, variant, rule, criterion and element id, never its line or its message, so
/// moving elements, editing other ones or rewording a message keeps a finding known;
/// only a new one (another rule, element or criterion) is reported.
public struct CheckBaseline: Sendable, Equatable {
  /// What makes two findings the same one.
  public struct Key: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var variant: String?
    public var rule: String
    public var criterion: String
    public var element: String?

    public init(file: String, variant: String?, finding: Finding) {
      self.file = file
      self.variant = variant
      rule = finding.rule
      criterion = finding.criterion.rawValue
      element = finding.element
    }

    public static func < (first: Key, second: Key) -> Bool {
      (first.file, first.variant ?? "", first.rule, first.criterion, first.element ?? "")
        < (second.file, second.variant ?? "", second.rule, second.criterion, second.element ?? "")
    }
  }

  /// Each known finding and how many times it is known (one element may fail one rule once per platform pass).
  public var counts: [Key: Int] = [:]

  public init(keys: [Key] = []) {
    for key in keys { counts[key, default: 0] += 1 }
  }

  /// What the file holds: a marker that says what it is, then the findings in a stable order.
  struct Document: Codable {
    var marker: Int
    var findings: [Key]

    enum CodingKeys: String, CodingKey {
      case marker = "earshot-check-baseline"
      case findings
    }
  }

  /// The baseline as JSON, sorted, so regenerating an unchanged one changes no byte.
  public func encoded() -> Data {
    let keys = counts.keys.sorted().flatMap { Array(repeating: $0, count: counts[$0] ?? 0) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(Document(marker: 1, findings: keys))) ?? Data("{}".utf8)) + Data("\n".utf8)
  }

  /// Reads a baseline `encoded()` wrote; a message saying what is wrong otherwise.
  public static func decode(_ data: Data, file: String) -> Result<CheckBaseline, BaselineError> {
    guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
      return .failure(
        BaselineError(
          "\(file): not a baseline earshot check wrote (a JSON object with \"earshot-check-baseline\" and \"findings\"); write one with earshot check --update-baseline --baseline \(file)"
        ))
    }
    return .success(CheckBaseline(keys: document.findings))
  }

  /// Takes `key` out of the baseline if it is known: true when it was.
  public mutating func consume(_ key: Key) -> Bool {
    guard let count = counts[key], count > 0 else { return false }
    counts[key] = count - 1
    return true
  }

  public struct BaselineError: Error, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
  }
}

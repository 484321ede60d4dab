import Files
import Foundation

/// A trainer's folder of quiz records (`--record DIR`): each run is a new file,
/// named by when it started and who answered, and never replaces another.
public enum QuizRecordFolder {
  public enum Failure: Error, CustomStringConvertible {
    case notAFolder(String)
    case cannotWrite(String, String)
    case unreadable(String, String)

    public var description: String {
      switch self {
      case .notAFolder(let path):
        "\(path) names a file; --record takes a folder, where each run writes a file of its own and none is "
          + "replaced (e.g. --record records/)"
      case .cannotWrite(let path, let reason): "cannot write a record in \(path) (\(reason)); check the folder"
      case .unreadable(let path, let reason): "\(path): not a quiz record (\(reason))"
      }
    }
  }

  /// Checks (or makes) the folder before the quiz starts, so a trainee's answers are not lost at the end.
  public static func prepare(_ folder: String) throws(Failure) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .notAFolder(folder) }
    } else if folder.hasSuffix(".json") {
      throw .notAFolder(folder)
    } else {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .cannotWrite(folder, error.localizedDescription)
      }
    }
    guard FileManager.default.isWritableFile(atPath: folder) else { throw .cannotWrite(folder, "not writable") }
  }

  /// "2026-11-26T0912-ana-lopez.json": the run's start and the trainee, made file-safe.
  public static func fileName(date: String?, trainee: String?, attempt: Int) -> String {
    let time = (date ?? "undated").filter { $0 != ":" }.replacingOccurrences(of: "Z", with: "")
    let stamp = time.count > 15 ? String(time.prefix(15)) : time
    let name = (trainee ?? "").lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let slug = String(name).split(separator: "-").joined(separator: "-").prefix(40)
    let base = [stamp, String(slug)].filter { !$0.isEmpty }.joined(separator: "-")
    return base + (attempt > 1 ? "-\(attempt)" : "") + ".json"
  }

  /// Writes the record as a new file in the folder (never over one: a name already
  /// taken gets "-2", "-3"...). Returns its path.
  public static func write(_ record: QuizRecord, in folder: String) throws(Failure) -> String {
    let data: Data
    do {
      data = try record.json()
    } catch {
      throw .cannotWrite(folder, "\(error)")
    }
    for attempt in 1...1000 {
      let path = URL(fileURLWithPath: folder).appendingPathComponent(
        fileName(date: record.date, trainee: record.trainee, attempt: attempt)
      ).path
      // O_EXCL: created here and now, or taken by another run (even one finishing at the same moment).
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .cannotWrite(folder, String(cString: strerror(errno)))
      }
      let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      do {
        try file.write(contentsOf: data)
        try file.close()
      } catch {
        throw .cannotWrite(path, error.localizedDescription)
      }
      return path
    }
    throw .cannotWrite(folder, "a thousand records of the same trainee in the same minute")
  }

  /// The largest record read: a long course's answers are a few hundred KB.
  public static let maximumRecordBytes = 16 << 20

  /// A record that does not decode, in Earshot's words rather than Foundation's.
  static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? "the record" : "'" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "'"
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "it is not JSON"
    case .dataCorrupted(let context):
      return "\(place(context.codingPath)) has a value a record does not hold"
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "\(place(context.codingPath)) should be \(Self.kind(type))"
    @unknown default:
      return "it does not decode"
    }
  }

  static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "true or false"
    default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
  }

  /// Every record in the folder (its .json files), oldest first; files that are not records are reported, not read.
  public static func read(_ folder: String) throws(Failure) -> (
    records: [(path: String, record: QuizRecord)], skipped: [Failure]
  ) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw .unreadable(folder, "no such folder; give the folder --record wrote to")
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
    var records: [(path: String, record: QuizRecord)] = []
    var skipped: [Failure] = []
    for name in names.sorted() {
      let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
      // Through the bounded reader: a 1 GB a.json cost 1 GB of memory, a FIFO blocked (issue 36).
      let data: Data
      do {
        data = try InputFile.read(path, limit: maximumRecordBytes, what: "quiz record")
      } catch {
        skipped.append(.unreadable(path, error.message))
        continue
      }
      do {
        records.append((path, try JSONDecoder().decode(QuizRecord.self, from: data)))
      } catch let error as DecodingError {
        skipped.append(.unreadable(path, Self.describe(error)))
      } catch {
        skipped.append(.unreadable(path, "it does not decode"))
      }
    }
    records.sort { ($0.record.date ?? "", $0.path) < ($1.record.date ?? "", $1.path) }
    return (records, skipped)
  }
}

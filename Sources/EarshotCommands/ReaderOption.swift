import EarshotCLI
import ScreenReader

/// `--reader`: reader versions (`talkback-12`, `voiceover-ios18`), comma-separated;
/// for export, two versions of one reader put side by side.
enum ReaderOption {
  static let help =
    "The reader versions to speak as, comma-separated: \(ReaderVersion.all.map(\.id).joined(separator: ", ")) (default: each reader's latest; docs/scenario-format.md)."

  /// The versions meant; a clear error and exit 2 for one Earshot lacks, or, unless
  /// `allowSameReader`, for two versions of one reader.
  static func parse(_ text: String?, allowSameReader: Bool = false) throws -> [ReaderVersion] {
    guard let text else { return [] }
    var versions: [ReaderVersion] = []
    for item in text.split(separator: ",").map({ String($0).filter { $0 != " " } }) {
      guard let version = ReaderVersion.named(item) else {
        Console.error(
          "--reader: no reader version '\(item)'; Earshot follows "
            + ReaderVersion.all.map(\.id).joined(separator: ", "))
        throw Console.badInput
      }
      if !allowSameReader, let other = versions.first(where: { $0.reader == version.reader }) {
        Console.error(
          "--reader: \(other.id) and \(version.id) are both \(version.reader.displayName); name one version per reader")
        throw Console.badInput
      }
      if !versions.contains(version) { versions.append(version) }
    }
    return versions
  }
}

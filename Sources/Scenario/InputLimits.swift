/// Bounds that keep hostile or broken files from costing time or memory: a
/// scenario is a screen of components, never megabytes or thousands of levels deep.
public enum InputLimits {
  /// Largest scenario file read.
  public static let maximumFileBytes = 512 * 1024
  /// Deepest nesting of lists and maps accepted.
  public static let maximumDepth = 64
  /// Most values a file may expand to, aliases included (stops alias bombs).
  public static let maximumValues = 100_000
  /// Largest script read (`--script FILE` or standard input): about 100,000 commands.
  /// `yes next | earshot play` stops here with a clear error instead of filling memory.
  public static let maximumScriptBytes = 2 * 1024 * 1024
}

/// Which Earshot this is: the release (the repository's VERSION file) and the commit
/// it was built from, stamped at build time by the StampVersion plugin, so a CI log, a
/// report or a hand-off page can say which Earshot approved it. Never written by hand.
public enum EarshotVersion {
  /// The release, such as `0.9.0`.
  public static var release: String { BuildStamp.release }

  /// The commit built (12 hex digits; `-modified` when tracked files differed from it),
  /// or `unknown` for a source tree with no git history.
  public static var commit: String { BuildStamp.commit }

  /// `0.9.0 (commit 35d9081c1a2b)`: what `earshot --version` prints and reports carry.
  public static var description: String { "\(release) (commit \(commit))" }
}

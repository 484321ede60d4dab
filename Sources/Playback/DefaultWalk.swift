import ScreenReader

/// The script a scenario without `script:` plays in a folder run, so its golden
/// transcript still guards every word: on each reader, the first element, then every
/// element in reading order (one `next` for each further stop that reader reaches).
public enum DefaultWalk {
  public static func lines(for screen: Screen, platforms: [Platform], locale: String?) -> [String] {
    var lines: [String] = []
    for platform in platforms {
      let session = ScreenReaderSession(screen: screen, platform: platform, locale: locale ?? screen.locale ?? "en")
      let stops = (0..<session.topNodeCount).count { session.topNode(at: $0)?.isFocusable == true }
      guard stops > 0 else { continue }
      lines.append("platform \(platform.rawValue)")
      lines.append("first")
      lines += Array(repeating: "next", count: stops - 1)
    }
    return lines
  }
}

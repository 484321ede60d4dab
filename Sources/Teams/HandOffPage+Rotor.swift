import ScreenReader

/// The hand-off page's rotor view: what each reader's headings, links and controls lists
/// hold, as a user skimming by them meets them.
extension HandOffPage {
  /// One list of the rotor view: the setting's name in the reader's words, and what it reaches.
  public struct RotorList: Sendable, Hashable {
    public var setting: String
    public var names: [String]
  }

  /// Headings, links and controls (VoiceOver's Form Controls), per the platform's reader.
  public static func rotorView(_ screen: Screen, platform: Platform) -> [RotorList] {
    let session = ScreenReaderSession(screen: screen, platform: platform, locale: screen.locale ?? "en")
    let words = ReaderProfile.standard(for: platform, locale: screen.locale ?? "en").words
    let kinds: [(NavigationTarget, WordKey)] = [
      (.heading, .rotorHeadings), (.link, .rotorLinks), (.control, .rotorControls),
    ]
    return kinds.map { target, key in RotorList(setting: words[key], names: session.rotorList(target)) }
  }
}

/// Parts named `option.N`, shared by every component with options.
public enum OptionPart {
  public static func index(_ part: String) -> Int? {
    guard part.hasPrefix("option.") else { return nil }
    return Int(part.dropFirst("option.".count))
  }
}

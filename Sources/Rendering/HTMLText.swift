/// Text as HTML: every character that could open markup or end an attribute escaped,
/// so nothing a scenario, a dump or a trainee wrote is ever read as markup.
public enum HTMLText {
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}

import ScreenReader

/// One step of a YAML file as the parser meets it: where a list or map starts and
/// ends, a scalar's text, an alias. Composing values from these one at a time lets
/// the reader stop a hostile file (too deep, too many aliases) the moment it shows.
enum YAMLEvent {
  case streamStart
  case streamEnd
  case documentStart(SourceLocation)
  case documentEnd
  /// `*name`: a reuse of the value anchored `&name` earlier.
  case alias(String, SourceLocation)
  case scalar(String, anchor: String?, SourceLocation)
  case sequenceStart(anchor: String?, SourceLocation)
  case sequenceEnd
  case mappingStart(anchor: String?, SourceLocation)
  case mappingEnd
}

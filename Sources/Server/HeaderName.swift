import Hummingbird

/// The header names the server uses beyond the common ones HTTPTypes names.
enum HeaderName {
  static let page = named("X-Earshot")
  static let origin = named("Origin")
  static let fetchSite = named("Sec-Fetch-Site")
  static let version = named("X-Earshot-Version")
  static let contentTypeOptions = named("X-Content-Type-Options")
  static let frameOptions = named("X-Frame-Options")
  static let referrerPolicy = named("Referrer-Policy")
  static let contentSecurityPolicy = named("Content-Security-Policy")

  /// A name written here, which is a valid token: a mistake in one is a programming error.
  static func named(_ text: String) -> HTTPFields.Element.Name {
    guard let name = HTTPFields.Element.Name(text) else { preconditionFailure("not an HTTP field name: \(text)") }
    return name
  }
}

import Hummingbird

/// What every request passes before a route: a page served on loopback answers only
/// to loopback host names (a web page elsewhere cannot reach it by a rebound DNS name),
/// and a request that changes anything carries the page's own header, which another
/// site's form or script cannot send without the browser asking first. Every answer
/// says not to guess types, not to be framed and to load nothing from elsewhere.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
  /// nil: any host name (the server was bound to a network address on purpose).
  var allowedHosts: Set<String>?
  /// The classroom's plain HTML forms carry no header of the page's own: a change is
  /// taken when the browser says it comes from a page of this server (`Sec-Fetch-Site:
  /// same-origin`, or its Origin: under `no-referrer` Chromium sends "null" there).
  var formsFromOwnPages = false

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    if let allowedHosts {
      let host = request.head.authority.map(Self.hostName) ?? ""
      guard allowedHosts.contains(host) else {
        return Self.secured(Reply.problem(.misdirectedRequest, "this server answers to localhost only"))
      }
    }
    if request.method != .get && request.method != .head && request.headers[HeaderName.page] != "1"
      && !(formsFromOwnPages && Self.fromOwnPage(request))
    {
      return Self.secured(Reply.problem(.forbidden, "changes come from the playground's own page"))
    }
    return Self.secured(try await next(request, context))
  }

  /// Whether the browser says the request comes from a page at this very address.
  static func fromOwnPage(_ request: Request) -> Bool {
    if request.headers[HeaderName.fetchSite] == "same-origin" { return true }
    guard let origin = request.headers[HeaderName.origin], let authority = request.head.authority else { return false }
    return origin == "http://" + authority
  }

  /// `localhost:8080` → `localhost`; `[::1]:8080` → `::1`.
  static func hostName(_ authority: String) -> String {
    if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
      return String(authority[authority.index(after: authority.startIndex)..<end])
    }
    return String(authority.split(separator: ":", maxSplits: 1).first ?? "").lowercased()
  }

  static func secured(_ response: Response) -> Response {
    var response = response
    response.headers[HeaderName.contentTypeOptions] = "nosniff"
    response.headers[HeaderName.frameOptions] = "DENY"
    response.headers[HeaderName.referrerPolicy] = "no-referrer"
    response.headers[HeaderName.contentSecurityPolicy] =
      "default-src 'self'; img-src 'self' data:; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; media-src 'self'; frame-ancestors 'none'"
    return response
  }
}

import Hummingbird

/// `GET /s/NAME/source`: the scenario's text, its version in `X-Earshot-Version`;
/// `PUT /s/NAME/source`: the page's edited text saved over it (through the output
/// policy, refused when the file changed on disk since that version), answered with
/// the file's errors as `validate` locates them.
struct SourceRoute {
  let playground: Playground

  func register(on router: Router<BasicRequestContext>) {
    router.get("/s/:name/source") { _, context in
      let name = try context.parameters.require("name")
      do {
        let (text, version) = try await playground.source(name)
        var response = Response(
          status: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
          body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        response.headers[HeaderName.version] = version
        return response
      } catch {
        return Reply.problem(error)
      }
    }
    router.put("/s/:name/source") { request, context in
      let name = try context.parameters.require("name")
      let text = try await Reply.text(of: request, limit: Playground.largestSource)
      let version = request.headers[HeaderName.version] ?? ""
      do { return Reply.json(try await playground.save(name, text: text, version: version)) } catch {
        return Reply.problem(error)
      }
    }
  }
}

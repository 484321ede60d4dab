import Hummingbird

/// `POST /s/NAME/command` (a REPL line: `next`, `double tap`, `key tab`) and
/// `POST /s/NAME/touch` (an element's id, from a click on the picture): both readers
/// act, and the answer says what each said, why, and where its speech is.
/// `GET /s/NAME/look`: the same without acting, after loading the file again if it
/// changed (the page asks every second: live reload).
struct CommandRoute {
  let playground: Playground
  static let longestLine = 1000

  func register(on router: Router<BasicRequestContext>) {
    router.post("/s/:name/command") { request, context in
      let name = try context.parameters.require("name")
      let line = try await Reply.text(of: request, limit: Self.longestLine)
      do { return Reply.json(try await playground.perform(name, line: line)) } catch { return Reply.problem(error) }
    }
    router.post("/s/:name/touch") { request, context in
      let name = try context.parameters.require("name")
      let id = try await Reply.text(of: request, limit: Self.longestLine)
      do { return Reply.json(try await playground.perform(name, line: "touch " + id)) } catch {
        return Reply.problem(error)
      }
    }
    router.get("/s/:name/look") { _, context in
      let name = try context.parameters.require("name")
      do { return Reply.json(try await playground.look(name)) } catch { return Reply.problem(error) }
    }
  }
}

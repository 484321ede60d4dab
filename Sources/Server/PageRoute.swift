import Hummingbird

/// `GET /`: the folder's scenarios; `GET /s/NAME`: one scenario's playground page.
struct PageRoute {
  let playground: Playground

  func register(on router: Router<BasicRequestContext>) {
    router.get("/") { _, _ in
      Reply.html(PlaygroundPage.index(names: playground.folder.names(), folder: playground.folder.path))
    }
    router.get("/s/:name") { _, context in
      let name = try context.parameters.require("name")
      do {
        let answer = try await playground.look(name)
        return Reply.html(PlaygroundPage.render(name: name, answer: answer))
      } catch {
        guard let refusal = error as? PlaygroundError, case .invalid(let diagnostics) = refusal else {
          return Reply.problem(error)
        }
        // A file with errors still opens: its source and errors, to fix in the page.
        return Reply.html(
          PlaygroundPage.render(
            name: name,
            answer: PlaygroundAnswer(
              typed: "", readers: [], error: nil, problems: diagnostics.map(PlaygroundAnswer.Problem.init),
              version: "")))
      }
    }
  }
}

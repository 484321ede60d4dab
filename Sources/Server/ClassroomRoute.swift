import Foundation
import Hummingbird
import ScreenReader

/// The classroom's addresses. A trainee: `GET /` (join), `POST /join`, `GET /t` (their
/// step), `POST /t/next|peek|answer|leave`, `GET /t/speech/N[/fixed]` (what step N says,
/// as Ogg Opus). The trainer: `GET /trainer/KEY` and `GET /trainer/KEY/progress`.
/// A trainee is told apart by a cookie holding a random token; every form answers with
/// a redirect to their page (so a reload never sends an answer twice).
struct ClassroomRoute {
  let classroom: Classroom
  let voices: PlaygroundVoices?
  /// The host trainees type, when not the one the trainer's page was opened at.
  let roomHost: String?
  static let cookie = "earshot-trainee"
  static let longestForm = 4096

  func register(on router: Router<BasicRequestContext>) {
    let course = classroom.course
    router.get("/") { request, _ in
      if let token = Self.token(request), (try? await classroom.trainee(token)) != nil { return Self.toPage }
      return Reply.html(ClassroomPage.join(course: course))
    }
    router.post("/join") { request, _ in
      let form = Self.form(try await Reply.text(of: request, limit: Self.longestForm))
      do throws(ClassroomError) {
        let token = try await classroom.join(name: form["name"] ?? "", code: form["code"] ?? "")
        var response = Self.toPage
        response.headers[.setCookie] = "\(Self.cookie)=\(token); Path=/; HttpOnly; SameSite=Strict"
        return response
      } catch {
        var page = Reply.html(ClassroomPage.join(course: course, problem: error.message, name: form["name"] ?? ""))
        page.status =
          switch error {
          case .wrongCode: .forbidden
          case .tooManyWrongCodes: .tooManyRequests
          default: .unprocessableContent
          }
        return page
      }
    }
    router.get("/t") { request, _ in
      await page(request)
    }
    router.post("/t/next") { request, _ in
      await act(request) { token throws(ClassroomError) in try await classroom.advance(token) }
    }
    router.post("/t/peek") { request, _ in
      await act(request) { token throws(ClassroomError) in try await classroom.peek(token) }
    }
    router.post("/t/leave") { request, _ in
      await act(request) { token throws(ClassroomError) in try await classroom.leave(token) }
    }
    router.post("/t/answer") { request, _ in
      let form = Self.form((try? await Reply.text(of: request, limit: Self.longestForm)) ?? "")
      return await act(request) { token throws(ClassroomError) in
        try await classroom.answer(
          token, criterion: form["criterion"].flatMap { Int($0) }, element: form["element"].flatMap { Int($0) })
      }
    }
    router.get("/t/speech/:position") { request, context in
      try await speech(request, position: try context.parameters.require("position", as: Int.self), fixed: false)
    }
    router.get("/t/speech/:position/fixed") { request, context in
      try await speech(request, position: try context.parameters.require("position", as: Int.self), fixed: true)
    }
    router.get("/trainer/:key") { request, context in
      guard try context.parameters.require("key") == classroom.trainerKey else {
        return Reply.problem(.notFound, ClassroomError.wrongTrainerKey.message)
      }
      return Reply.html(
        ClassroomPage.trainer(
          course: course, classCode: classroom.classCode, address: address(request), key: classroom.trainerKey,
          table: await table()))
    }
    router.get("/trainer/:key/progress") { _, context in
      guard try context.parameters.require("key") == classroom.trainerKey else {
        return Reply.problem(.notFound, ClassroomError.wrongTrainerKey.message)
      }
      return Reply.html(await table())
    }
  }

  /// Where trainees open the class: the address the trainer's page was opened at, with the room's host when open to it.
  func address(_ request: Request) -> String {
    let authority = request.head.authority ?? "127.0.0.1"
    guard let roomHost else { return "http://\(authority)/" }
    let port = authority.split(separator: ":").last.map(String.init) ?? ""
    return "http://\(roomHost):\(port)/"
  }

  func table() async -> String {
    ClassroomPage.progressTable(await classroom.progress(), criteria: classroom.askedCriteria)
  }

  func page(_ request: Request, problem: String? = nil) async -> Response {
    let token = Self.token(request)
    do {
      let (name, view) = try await classroom.view(token)
      let position = try await classroom.trainee(token).position
      var response = Reply.html(ClassroomPage.trainee(name: name, view: view, position: position, problem: problem))
      if problem != nil { response.status = .conflict }
      return response
    } catch {
      return Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"])
    }
  }

  /// Does what a trainee's form asked, then shows their page (again, with the problem, when it could not).
  func act(_ request: Request, _ action: (String?) async throws(ClassroomError) -> Void) async -> Response {
    do {
      try await action(Self.token(request))
      return Self.toPage
    } catch .notJoined {
      return Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"])
    } catch {
      return await page(request, problem: error.message)
    }
  }

  func speech(_ request: Request, position: Int, fixed: Bool) async throws -> Response {
    guard let voices else { return Reply.problem(.notFound, "this class runs without sound (--no-audio)") }
    guard let trainee = try? await classroom.trainee(Self.token(request)), trainee.position == position else {
      return Reply.problem(.notFound, "nothing to hear there: reload your page")
    }
    let steps = (try? await classroom.speech(trainee.token, fixed: fixed)) ?? []
    return ClassroomSpeech.response(steps, voices: voices)
  }

  static var toPage: Response {
    Response(status: .seeOther, headers: [.location: "/t", .cacheControl: "no-store"])
  }

  /// The trainee's token from the request's cookie.
  static func token(_ request: Request) -> String? {
    for header in request.headers[values: .cookie] {
      for pair in header.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, parts[0] == cookie { return parts[1] }
      }
    }
    return nil
  }

  /// An HTML form's fields (application/x-www-form-urlencoded).
  static func form(_ body: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in body.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
        String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
      }
      if let key = parts.first { fields[key] = parts.count > 1 ? parts[1] : "" }
    }
    return fields
  }
}

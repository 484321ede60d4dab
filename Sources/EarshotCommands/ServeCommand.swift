import ArgumentParser
import Dispatch
import EarshotCLI
import Files
import Foundation
import Server
import Training

/// `earshot serve`: the playground in a browser (the Server library); this file only
/// parses, builds the voices and runs the server until Ctrl-C.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract:
      "Open a folder of scenarios as a playground in the browser: both readers, their speech, the screen's picture.",
    discussion: """
      Each scenario of the folder gets a page: click an element to touch it, press the gesture buttons or their
      keys, hear VoiceOver and TalkBack in turn, read the transcript and why, and edit the scenario (saved over its
      file, never over an edit made elsewhere meanwhile). Listens on 127.0.0.1 only unless --host says otherwise.

      With --course FILE it runs a class instead: trainees open the address in their own browsers, give a name and \
      the class code, and hear the course (each in an order of their own); the trainer's page, whose address is \
      printed at start, shows everyone's progress. --room opens it to the room's network; --record DIR keeps each \
      trainee's answers as a new file there, for 'earshot quiz --summary DIR'.
      """)

  @Argument(help: ArgumentHelp("The folder of scenarios to serve.", valueName: "folder"))
  var folder = "scenarios"

  @Option(help: "The address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 for every network.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0: any free one, printed at start).")
  var port = 8080

  @Option(help: ArgumentHelp("Run this course as a class in the browser, instead of a playground.", valueName: "file"))
  var course: String?

  @Flag(help: "With --course: listen on every network (0.0.0.0), so trainees in the room can join.")
  var room = false

  @Option(
    name: .customLong("class-code"),
    help: ArgumentHelp(
      "With --course: the code trainees type to join (default: a new one, printed).", valueName: "code"))
  var classCode: String?

  @Option(
    help: ArgumentHelp(
      "With --course: write each trainee's answers as a new JSON file in this folder (made if missing).",
      valueName: "dir"))
  var record: String?

  @OptionGroup var audio: AudioOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    if course == nil, room || classCode != nil || record != nil {
      throw ValidationError("--room, --class-code and --record go with --course FILE")
    }
    if room && host != "127.0.0.1" { throw ValidationError("--room listens on every network; give --host or --room") }
    if let classCode,
      classCode.count < 4 || classCode.count > 32 || !classCode.allSatisfy({ $0.isLetter || $0.isNumber })
    {
      throw ValidationError("--class-code takes 4 to 32 letters and digits")
    }
  }

  func run() throws {
    if let course { return try runClass(course) }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandFailure.badInput("\(folder): no such folder; give a folder of scenarios (.yaml)")
    }
    let voices =
      audio.noAudio ? nil : PlaygroundVoices(engine: try AudioSettings.engine(), cast: try audio.settings.cast())
    let server = PlaygroundServer(configuration: .init(folder: folder, host: host, port: port), voices: voices)
    let host = self.host
    let application = server.application { port in
      Console.out("earshot serve: http://\(host.contains(":") ? "[\(host)]" : host):\(port)/ (Ctrl-C stops)")
    }
    try serve(host: host) { try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint]) }
  }

  /// `--course FILE`: the class, until Ctrl-C.
  func runClass(_ path: String) throws {
    let course: Course
    let items: [QuizItem]
    do {
      course = try CourseLoader.load(path: path)
      items = try QuizItem.items(of: course)
    } catch {
      Console.report(error.diagnostics)
      throw Console.badInput
    }
    if let record {
      do {
        try QuizRecordFolder.prepare(record)
      } catch {
        throw CommandFailure.badInput("--record \(error.description)")
      }
    }
    let voices =
      audio.noAudio ? nil : PlaygroundVoices(engine: try AudioSettings.engine(), cast: try audio.settings.cast())
    let classroom = Classroom(
      course: course, items: items, classCode: classCode ?? Classroom.newCode(length: 6),
      trainerKey: Classroom.newCode(length: 20), recordFolder: record)
    let host = room ? "0.0.0.0" : self.host
    let server = ClassroomServer(
      configuration: .init(folder: ".", host: host, port: port), classroom: classroom, voices: voices)
    let application = server.application { port in
      // Open to the room: trainees type this machine's name; the trainer's own page is on loopback.
      let mine = host.contains(":") ? "[\(host)]" : host == "0.0.0.0" ? "127.0.0.1" : host
      let theirs = host == "0.0.0.0" ? ProcessInfo.processInfo.hostName : mine
      Console.out("earshot serve: the class '\(course.title)' (Ctrl-C stops)")
      Console.out("  trainees open http://\(theirs):\(port)/ and join with the class code \(classroom.classCode)")
      Console.out("  your page: http://\(mine):\(port)/trainer/\(classroom.trainerKey)")
      if host == "127.0.0.1" { Console.out("  (this machine only: --room opens it to the room's network)") }
    }
    try serve(host: host) { try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint]) }
  }

  /// Runs the server until Ctrl-C; a server that cannot start is said as bad input.
  func serve(host: String, _ run: @escaping @Sendable () async throws -> Void) throws {
    let failure = ServeOutcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await run()
      } catch {
        failure.set("cannot serve on \(host):\(port): \(error)")
      }
      done.signal()
    }
    done.wait()
    if let message = failure.message { throw CommandFailure.badInput(message) }
  }
}

/// Why the server stopped, handed from its task to the command.
final class ServeOutcome: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: String?

  func set(_ message: String) { lock.withLock { stored = message } }
  var message: String? { lock.withLock { stored } }
}

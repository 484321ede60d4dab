import ArgumentParser
import Dispatch
import EarshotCLI
import Foundation
import Server

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
      """)

  @Argument(help: ArgumentHelp("The folder of scenarios to serve.", valueName: "folder"))
  var folder = "scenarios"

  @Option(help: "The address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 for every network.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0: any free one, printed at start).")
  var port = 8080

  @OptionGroup var audio: AudioOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
  }

  func run() throws {
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
    let failure = ServeOutcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
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

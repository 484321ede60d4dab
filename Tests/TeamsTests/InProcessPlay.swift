import EarshotCLI
import EarshotTestSupport
import Teams

/// `earshot play` run in this process through the Teams library: the exit status
/// and what each stream would show, as `Earshot.main()` would end it, but with no
/// child process. Standard input is the text given; sound is off.
enum InProcessPlay {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ options: PlayOptions, input: String = "") -> Output {
    var options = options
    options.input = input
    options.audio.noAudio = true
    let output = CapturedOutput()
    let status: Int32
    do {
      status = try PlayRun(options: options, output: output).run().status
    } catch let failure as CommandFailure {
      output.report(failure.diagnostics)
      status = failure.status.code
    } catch let exit as ExitStatus {
      status = exit.code
    } catch {
      output.error("\(error)")
      status = ExitStatus.badInput.code
    }
    return Output(status: status, stdout: output.stdout, stderr: output.stderr)
  }

  /// A shipped scenario's path, wherever the tests run from.
  static func shipped(_ name: String) -> String {
    Repository.path("scenarios/\(name)")
  }
}

import EarshotTestSupport
import Foundation
import Testing

/// `earshot import` as a user runs it: a file or standard input in, a scenario
/// out that the REPL, play and check use; nothing of theirs overwritten.
@Suite struct ImportCommandTests {
  let dump = "Tests/Fixtures/import/checkout.uiautomator.xml"

  @Test func theReadmeFlowImportsThenPlaysTheScreen() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("screen.yaml").path
    let imported = try PlayProcess.run(["import", dump, "-o", screen])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.isEmpty)
    #expect(imported.stderr.contains("imported 16 elements"))
    let played = try PlayProcess.run(
      ["play", screen, "--no-audio"],
      input: """
        platform ios
        touch Save address
        expect "Save address, checked, button"
        activate
        expect "not checked"
        platform android
        hints off
        touch Express delivery
        expect "Express delivery, Arrives tomorrow, on, Switch"
        """)
    #expect(played.status == 0, "\(played.stdout)\(played.stderr)")
    let check = try PlayProcess.run(["check", screen])
    #expect(check.status == 1 && check.stdout.contains("has no name"), "the unnamed NAF button is a finding")
  }

  @Test func standardInputIsReadWithADashOrWithNoFile() throws {
    let text = try String(contentsOf: Repository.root.appendingPathComponent(dump), encoding: .utf8)
    let dash = try PlayProcess.run(["import", "-"], input: text)
    let none = try PlayProcess.run(["import"], input: text)
    #expect(dash.status == 0 && none.status == 0)
    #expect(dash.stdout.contains("- checkbox: Save address"))
    #expect(dash.stdout == none.stdout)
    #expect(dash.stdout.hasPrefix("# Imported by `earshot import` from <stdin>"))
  }

  @Test func aDumpSavedAsUTF16ByWindowsPowerShellIsTheSameDump() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOf: Repository.root.appendingPathComponent(dump), encoding: .utf8)
    let plain = try PlayProcess.run(["import", dump])
    for (name, encoding) in [("le.xml", String.Encoding.utf16LittleEndian), ("be.xml", .utf16BigEndian)] {
      // PowerShell's `>` writes UTF-16 with a byte order mark.
      let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      let file = folder.appendingPathComponent(name)
      try (Data(mark) + (text.data(using: encoding) ?? Data())).write(to: file)
      let imported = try PlayProcess.run(["import", file.path])
      #expect(imported.status == 0, "\(imported.stderr)")
      let body = { (yaml: String) in yaml.split(separator: "\n").dropFirst().joined(separator: "\n") }
      #expect(body(imported.stdout) == body(plain.stdout), "\(name)")
    }
  }

  @Test func anExistingFileIsKeptUnlessForced() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("screen.yaml")
    try Data("elements: [ { button: Mine } ]\n".utf8).write(to: screen)
    let refused = try PlayProcess.run(["import", dump, "-o", screen.path])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("refusing to replace it (add --force to replace it"), "\(refused.stderr)")
    #expect(try String(contentsOf: screen, encoding: .utf8) == "elements: [ { button: Mine } ]\n")
    let forced = try PlayProcess.run(["import", dump, "-o", screen.path, "--force"])
    #expect(forced.status == 0)
    #expect(try String(contentsOf: screen, encoding: .utf8).contains("- checkbox: Save address"))
    // Written whole: no temporary file is left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["screen.yaml"])
  }

  @Test func badInputIsLocatedExitsTwoAndWritesNothing() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cut = folder.appendingPathComponent("cut.xml")
    let text = try String(contentsOf: Repository.root.appendingPathComponent(dump), encoding: .utf8)
    try Data(text.prefix(5000).utf8).write(to: cut)
    let screen = folder.appendingPathComponent("screen.yaml").path
    let result = try PlayProcess.run(["import", cut.path, "-o", screen])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(cut.path):1:"), "\(result.stderr)")
    #expect(result.stderr.contains("cut short"))
    #expect(!FileManager.default.fileExists(atPath: screen))

    let unknown = try PlayProcess.run(["import", "-"], input: "just some words\n")
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("<stdin>:1:1: error: this is no format earshot import knows"))
    let wrongFormat = try PlayProcess.run(["import", dump, "--format", "compose"])
    #expect(wrongFormat.status == 2)
    #expect(wrongFormat.stdout.isEmpty)
  }
}

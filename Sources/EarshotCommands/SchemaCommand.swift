import ArgumentParser
import Audit
import EarshotCLI
import Playback
import Scenario

/// `earshot schema`: print the scenario JSON Schema (or the key reference for the docs).
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of scenario files, made from the key declarations.",
    discussion: """
      Regenerate the committed copy with:
        earshot schema > scenarios/schema.json
      With --markdown, prints the key tables of docs/scenario-format.md instead
      (the part between its 'keys:begin' and 'keys:end' markers); with --kinds,
      its kinds table, made from every component's first example (between
      'kinds:begin' and 'kinds:end'). With --commands, the command list of
      docs/repl.md, made from the command table (between 'commands:begin' and
      'commands:end'). With --checks, the rules section of docs/checks.md, made from
      each audit rule and its examples (between 'checks:begin' and 'checks:end').
      scripts/update-reference.sh writes them all.
      """)

  @Flag(help: "Print the key reference tables (Markdown) instead of the schema.")
  var markdown = false

  @Flag(help: "Print the kinds table (Markdown), made from each component's first example.")
  var kinds = false

  @Flag(help: "Print the command list (Markdown) of docs/repl.md, made from the command table.")
  var commands = false

  @Flag(help: "Print the rules section (Markdown) of docs/checks.md, made from each audit rule's examples.")
  var checks = false

  func run() {
    let text =
      checks
      ? AuditRuleReference.markdown
      : commands
        ? ReplCommandTable.markdown
        : kinds ? ComponentKindsTable.markdown : markdown ? ScenarioReference.markdown : ScenarioSchema.json
    print(text, terminator: "")
  }
}

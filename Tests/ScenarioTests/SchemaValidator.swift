import EarshotTestSupport
import Foundation

/// Validates YAML files against scenarios/schema.json with Python's `jsonschema`
/// (Draft 7), reading YAML the way editors do (YAML 1.2 core: `yes` and
/// `1990-11-05` stay text). A missing Python or module is a failure, never a skip.
enum SchemaValidator {
  struct Outcome {
    /// Python's exit status: 0 all valid, 1 some invalid, 3 a module is missing.
    var status: Int32
    /// One line per file: "PATH: valid", or "PATH: LOCATION: MESSAGE" per problem.
    var lines: [String]
    var errorOutput: String
  }

  static let script = #"""
    import json, re, sys
    try:
        import yaml, jsonschema
    except ImportError as error:
        print('python3 lacks a module the schema test needs: ' + str(error), file=sys.stderr)
        sys.exit(3)

    class Core(yaml.SafeLoader):
        pass

    Core.yaml_implicit_resolvers = {}
    Core.add_implicit_resolver('tag:yaml.org,2002:bool', re.compile(r'^(?:true|True|TRUE|false|False|FALSE)$'), list('tTfF'))
    Core.add_implicit_resolver('tag:yaml.org,2002:int', re.compile(r'^[-+]?(?:0|[1-9][0-9]*)$'), list('-+0123456789'))
    Core.add_implicit_resolver('tag:yaml.org,2002:float', re.compile(r'^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$'), list('-+0123456789.'))
    Core.add_implicit_resolver('tag:yaml.org,2002:null', re.compile(r'^(?:~|null|Null|NULL|)$'), ['~', 'n', 'N', ''])

    with open(sys.argv[1], encoding='utf-8') as handle:
        schema = json.load(handle)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    failed = False
    for path in sys.argv[2:]:
        try:
            with open(path, encoding='utf-8') as handle:
                document = yaml.load(handle, Loader=Core)
        except yaml.YAMLError as error:
            failed = True
            print(path + ': (yaml): ' + str(error).replace('\n', ' ')[:300])
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
        for error in errors:
            failed = True
            where = '/'.join(str(part) for part in error.absolute_path) or '(top)'
            print(path + ': ' + where + ': ' + error.message.replace('\n', ' ')[:300])
        if not errors:
            print(path + ': valid')
    sys.exit(1 if failed else 0)
    """#

  static func validate(_ files: [String], schema: String = Repository.path("scenarios/schema.json")) throws -> Outcome {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scriptURL = folder.appendingPathComponent("validate.py")
    try Data(script.utf8).write(to: scriptURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [Repository.python, scriptURL.path, schema] + files
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both before waiting, so a full pipe cannot stall the child.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      lines: String(decoding: outData, as: UTF8.self).split(separator: "\n").map(String.init),
      errorOutput: String(decoding: errData, as: UTF8.self))
  }
}

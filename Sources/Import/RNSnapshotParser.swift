/// Parses the element trees of a Jest snapshot file as pretty-format prints react-test-renderer
/// output: `exports[`name 1`] = `` then a tree of `<Type prop="text" prop={expression}>` elements,
/// their children (elements, or strings on lines of their own) and `</Type>`, then `` `; ``.
/// Inside the template literal pretty-format escapes `` ` `` and `\` with a backslash.
enum RNSnapshotParser {
  static func parse(_ text: String, file: String) throws(ImportError) -> [RNElement] {
    var parser = Parser(text: Array(text.unicodeScalars), file: file)
    return try parser.snapshots()
  }

  private struct Parser {
    let text: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0

    init(text: [Unicode.Scalar], file: String) {
      self.text = text
      self.file = file
    }

    var location: ImportLocation { ImportLocation(line: line, column: index - lineStart + 1) }

    mutating func advance() {
      if text[index] == "\n" {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }

    func starts(with literal: String) -> Bool {
      var position = index
      for scalar in literal.unicodeScalars {
        guard position < text.count, text[position] == scalar else { return false }
        position += 1
      }
      return true
    }

    mutating func skipSpaces() {
      while index < text.count, text[index].properties.isWhitespace { advance() }
    }

    /// Every `exports[…] = `…`;` in order, each its tree.
    mutating func snapshots() throws(ImportError) -> [RNElement] {
      var trees: [RNElement] = []
      while index < text.count {
        guard starts(with: "exports[`") else {
          // Comments and blank lines between snapshots.
          while index < text.count, text[index] != "\n" { advance() }
          if index < text.count { advance() }
          continue
        }
        let start = location
        while index < text.count, !starts(with: "] = `") {
          if text[index] == "\\" { advance() }
          if index < text.count { advance() }
        }
        guard index < text.count else {
          throw ImportError(
            file: file, location: start, "this snapshot's name is never closed with ] = `; the file is cut short")
        }
        for _ in 0..<5 { advance() }
        skipSpaces()
        // A snapshot of something other than an element tree (a string, null) is not a screen.
        if index < text.count, text[index] == "<" {
          trees.append(try element())
        }
        // On to the closing backtick.
        while index < text.count, text[index] != "`" {
          if text[index] == "\\" { advance() }
          if index < text.count { advance() }
        }
        if index < text.count { advance() }
      }
      return trees
    }

    /// `<Type props…>children</Type>` or `<Type props… />`, at its `<`.
    mutating func element(depth: Int = 0) throws(ImportError) -> RNElement {
      let start = location
      guard depth < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, start) }
      advance()  // <
      var name = ""
      while index < text.count, isNameCharacter(text[index]) {
        name.unicodeScalars.append(text[index])
        advance()
      }
      guard !name.isEmpty else {
        throw ImportError(
          file: file, location: start, "'<' is not followed by an element name; is the snapshot edited?")
      }
      var element = RNElement(type: name, location: start)
      while true {
        skipSpaces()
        guard index < text.count else {
          throw ImportError(file: file, location: start, "<\(name)> is never closed; the snapshot is cut short")
        }
        if starts(with: "/>") {
          advance()
          advance()
          return element
        }
        if text[index] == ">" {
          advance()
          break
        }
        let propStart = location
        var prop = ""
        while index < text.count, isNameCharacter(text[index]) || text[index] == "-" {
          prop.unicodeScalars.append(text[index])
          advance()
        }
        guard !prop.isEmpty, index < text.count, text[index] == "=" else {
          throw ImportError(
            file: file, location: propStart, "expected a prop (name=\"text\" or name={value}) in <\(name)>")
        }
        advance()
        guard index < text.count else { break }
        if text[index] == "\"" {
          element.props[prop] = .string(try quoted())
        } else if text[index] == "{" {
          element.props[prop] = .expression(try braced())
        } else {
          throw ImportError(file: file, location: location, "the value of \(prop) is neither \"text\" nor {…}")
        }
      }
      // Children until </name>.
      while true {
        skipSpaces()
        guard index < text.count, text[index] != "`" else {
          throw ImportError(
            file: file, location: start, "<\(name)> is never closed with </\(name)>; the snapshot is cut short")
        }
        if starts(with: "</") {
          while index < text.count, text[index] != ">" { advance() }
          if index < text.count { advance() }
          return element
        }
        if text[index] == "<" {
          element.children.append(.element(try self.element(depth: depth + 1)))
          continue
        }
        // A string child: the rest of its line.
        var string = ""
        while index < text.count, text[index] != "\n", !starts(with: "</") {
          if text[index] == "\\", index + 1 < text.count { advance() }
          string.unicodeScalars.append(text[index])
          advance()
        }
        element.children.append(.text(String(string.trimmingSpaces)))
      }
    }

    /// `"text"` with pretty-format's escapes (`\"`, `\\`).
    mutating func quoted() throws(ImportError) -> String {
      let start = location
      advance()
      var string = ""
      while index < text.count, text[index] != "\"" {
        if text[index] == "\\", index + 1 < text.count {
          advance()
          // The template literal's own escape of a backslash doubles it once more.
          if text[index] == "\\", index + 1 < text.count { advance() }
        }
        string.unicodeScalars.append(text[index])
        advance()
      }
      guard index < text.count else {
        throw ImportError(file: file, location: start, "this quoted value is never closed; the snapshot is cut short")
      }
      advance()
      return string
    }

    /// `{…}` with its braces balanced (strings inside skipped); the inside, without the outer braces.
    mutating func braced() throws(ImportError) -> Substring {
      let start = location
      var depth = 0
      var inString = false
      var inner = ""
      repeat {
        guard index < text.count else {
          throw ImportError(file: file, location: start, "this {…} value is never closed; the snapshot is cut short")
        }
        let scalar = text[index]
        if inString {
          if scalar == "\\", index + 1 < text.count {
            inner.unicodeScalars.append(scalar)
            advance()
          } else if scalar == "\"" {
            inString = false
          }
        } else if scalar == "\"" {
          inString = true
        } else if scalar == "{" {
          depth += 1
        } else if scalar == "}" {
          depth -= 1
        }
        inner.unicodeScalars.append(text[index])
        advance()
      } while depth > 0
      return Substring(inner).dropFirst().dropLast()
    }

    func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == ":"
    }
  }
}

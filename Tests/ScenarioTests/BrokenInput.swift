import Foundation
import ScreenReader
import Testing

/// A scenario with one mistake, and the one message it must give: where, what
/// is wrong and how to fix it, exactly as `earshot validate` prints it (after
/// the file name).
struct BrokenInput: CustomTestStringConvertible, Sendable {
  var name: String
  var bytes: [UInt8]
  var expected: String

  init(_ name: String, _ yaml: String, _ expected: String) {
    self.name = name
    self.bytes = Array(yaml.utf8)
    self.expected = expected
  }

  init(_ name: String, bytes: [UInt8], _ expected: String) {
    self.name = name
    self.bytes = bytes
    self.expected = expected
  }

  var testDescription: String { name }

  /// One per kind of mistake a scenario can hold.
  /// Every registered kind, as the messages list them.
  static let kinds = ComponentRegistry.kindNames.joined(separator: ", ")

  static let all: [BrokenInput] = [
    BrokenInput(
      "YAML syntax: a line out of line",
      "title: x\nelements:\n  - button: OK\n bad: 1\n",
      "4:2: error: YAML syntax: did not find expected key (while parsing a block mapping from line 1); this line does not line up with the keys above it; indent it like the other keys of its map"
    ),
    BrokenInput(
      "YAML syntax: a tab indents",
      "title: x\nelements:\n\t- button: OK\n",
      "3:1: error: YAML syntax: found character that cannot start any token (while scanning for the next token); a tab cannot indent YAML; indent with spaces"
    ),
    BrokenInput(
      "YAML syntax: a quote never closed",
      "title: \"Checkout\nelements: []\n",
      "3:1: error: YAML syntax: found unexpected end of stream (while scanning a quoted scalar from line 1); something opened is never closed: add the closing quote, ']' or '}'"
    ),
    BrokenInput(
      "YAML syntax: ': ' inside unquoted text",
      "title: x\nelements:\n  - text: Note: read this\n",
      "3:15: error: YAML syntax: mapping values are not allowed in this context; a ': ' inside a value starts a map where none can be; put the text in quotes (label: \"Note: read this\") or fix the indentation"
    ),
    BrokenInput(
      "YAML syntax: a '[' never closed",
      "title: x\nelements: [ {button: OK}\n",
      "3:1: error: YAML syntax: did not find expected ',' or ']' (while parsing a flow sequence from line 2); a '[' list is not closed or its items are not separated by commas; end it with ']'"
    ),
    BrokenInput(
      "top level is a list",
      "- button: OK\n",
      "1:1: error: a scenario is a map of keys such as 'title:' and 'elements:', not a list; put the components in a list under 'elements:' (see docs/scenario-format.md)"
    ),
    BrokenInput(
      "empty file",
      "# nothing yet\n",
      "1:1: error: the file is empty; a scenario is a map with 'title:' and 'elements:', e.g. 'elements: [ { button: Continue } ]' (see docs/scenario-format.md)"
    ),
    BrokenInput(
      "no elements",
      "title: x\n",
      "1:1: error: the scenario has no 'elements'; add the list of its components, e.g. 'elements: [ { button: Continue } ]'"
    ),
    BrokenInput(
      "unknown top-level key",
      "titel: x\nelements: [ {button: OK} ]\n",
      "1:1: error: unknown key 'titel' in the scenario; did you mean 'title'?"),
    BrokenInput(
      "unknown kind",
      "title: x\nelements:\n  - buton: OK\n",
      "3:5: error: unknown component kind 'buton'; did you mean 'button'?"),
    BrokenInput(
      "unknown key",
      "title: x\nelements:\n  - checkbox: { lable: Save }\n",
      "3:17: error: unknown key 'lable' in checkbox; did you mean 'label'?"),
    BrokenInput(
      "unknown native key",
      "title: x\nelements:\n  - button: { label: OK, ios: { accesibilityLabel: Go } }\n",
      "3:33: error: unknown key 'accesibilityLabel' in ios; did you mean 'accessibilityLabel' or 'accessibilityValue'?"),
    BrokenInput(
      "a secure text view",
      "title: x\nelements:\n  - text-field: { label: PIN, secure: true, multiline: true }\n",
      "3:56: error: a secure field is a single line; remove 'multiline', or make it a plain text view"),
    BrokenInput(
      "wrong type: not true or false",
      "title: x\nelements:\n  - checkbox: { label: Save, checked: maybe }\n",
      "3:39: error: 'checked' must be true or false, not 'maybe'"),
    BrokenInput(
      "wrong type: a list for text",
      "title: x\nelements:\n  - button: { label: [a, b] }\n",
      "3:22: error: 'label' in button must be text, not a list"),
    BrokenInput(
      "wrong type: a map for a list",
      "title: x\nelements:\n  - dropdown: { label: C, options: { a: b } }\n",
      "3:36: error: 'options' in dropdown must be a list of texts, not a map"),
    BrokenInput(
      "wrong type: elements not a list",
      "title: x\nelements: none\n",
      "2:11: error: 'elements' in the scenario must be a list of components, each line starting with '- ' (e.g. '- button: Continue'), not a single value"
    ),
    BrokenInput(
      "duplicate id",
      "title: x\nelements:\n  - button: { label: A, id: go }\n  - button: { label: B, id: go }\n",
      "4:29: error: duplicate id 'go' (first at line 3); give each element its own id"),
    BrokenInput(
      "duplicate key in one map",
      "title: x\ntitle: y\nelements: []\n",
      "2:1: error: 'title' is given twice in one map (first at line 1); keep one"),
    BrokenInput(
      "opens: a missing modal",
      "title: x\nelements:\n  - button: { label: Delete, opens: confirm-delet }\nmodals:\n  confirm-delete:\n    kind: alert\n    elements: [ {button: {label: OK, closes: true}} ]\n",
      "3:37: error: 'opens: confirm-delet' names no modal; did you mean 'confirm-delete'?"),
    BrokenInput(
      "empty option list",
      "title: x\nelements:\n  - radio-group: { label: Size, options: [] }\n",
      "3:42: error: 'options' of radio-group is empty; give at least one option"),
    BrokenInput(
      "no option list",
      "title: x\nelements:\n  - dropdown: { label: Size }\n",
      "3:5: error: dropdown needs 'options', a list such as [Small, Medium, Large]"),
    BrokenInput(
      "selected not among the options",
      "title: x\nelements:\n  - dropdown: { label: Size, options: [Small, Large], selected: Medium }\n",
      "3:65: error: 'selected: Medium' is not among the options; choose one of: Small, Large"),
    BrokenInput(
      "unparseable date",
      "title: x\nelements:\n  - date-picker: { label: Birthday, value: 1990-13-45 }\n",
      "3:44: error: 'value: 1990-13-45' is not a date; write YYYY-MM-DD, e.g. 1990-11-05"),
    BrokenInput(
      "unparseable time",
      "title: x\nelements:\n  - time-picker: { label: Alarm, value: \"25:99\" }\n",
      "3:41: error: 'value: 25:99' is not a time; write HH:MM in 24-hour time, e.g. \"07:30\""),
    BrokenInput(
      "modal without kind",
      "title: x\nelements:\n  - button: { label: Open, opens: m }\nmodals:\n  m:\n    title: M\n    elements: [ {button: {label: OK, closes: true}} ]\n",
      "6:5: error: modal 'm' has no 'kind'; add 'kind: dialog' (one of alert, dialog, drawer, sheet)"),
    BrokenInput(
      "modal of an unknown kind",
      "title: x\nelements: []\nmodals:\n  m:\n    kind: popover\n    elements: []\n",
      "5:11: error: 'kind' must be one of alert, dialog, drawer, sheet, not 'popover'"),
    BrokenInput(
      "initial-focus on no element",
      "title: x\nelements: []\nmodals:\n  m:\n    kind: dialog\n    initial-focus: cancle\n    elements: [ {button: {label: Cancel, closes: true}} ]\n",
      "6:20: error: initial-focus 'cancle' is not an element of modal 'm'; did you mean 'cancel'?"),
    BrokenInput(
      "a button showing no toast",
      "title: x\nelements:\n  - button: { label: Send, shows: sent }\n  - toast: { label: Sent, id: snet }\n",
      "3:35: error: 'shows: sent' names no toast in these elements; did you mean 'snet'?"),
    BrokenInput(
      "a slider value outside its range",
      "title: x\nelements:\n  - slider: { label: Volume, value: 120 }\n",
      "3:37: error: 'value: 120' is outside the range 0 to 100; choose one in it"),
    BrokenInput(
      "a disabled option that is no option",
      "title: x\nelements:\n  - radio-group: { label: Size, options: [S, M], disabled-options: [XL] }\n",
      "3:68: error: 'XL' in 'disabled-options' is not among the options; choose from: S, M"),
    BrokenInput(
      "two kinds in one element",
      "title: x\nelements:\n  - button: OK\n    checkbox: Save\n",
      "4:5: error: one element has two kinds, 'button' and 'checkbox'; start a new element with '- ' before 'checkbox'"),
    BrokenInput(
      "an element with no kind",
      "title: x\nelements:\n  - label: Save\n    checked: true\n",
      "3:5: error: this element has no kind; start it with one of: \(kinds) (e.g. '- button: Continue')"
    ),
    BrokenInput(
      "a bare text as an element",
      "title: x\nelements:\n  - Continue\n",
      "3:5: error: element 'Continue' has no kind; write '- text: Continue' or '- button: Continue' (kinds: \(kinds))"
    ),
    BrokenInput(
      "unknown iOS trait",
      "title: x\nelements:\n  - button: { label: OK, ios: { accessibilityTraits: [buton] } }\n",
      "3:54: error: unknown trait 'buton'; did you mean 'button'?"),
    BrokenInput(
      "undefined alias",
      "title: x\nelements:\n  - button: *nothing\n",
      "3:13: error: '*nothing' reuses an anchor that is not defined; define it first by writing '&nothing' before a value above"
    ),
    BrokenInput(
      "a second document",
      "title: x\nelements: []\n---\ntitle: y\n",
      "3:1: error: a second YAML document starts here ('---'); a scenario file holds one screen: remove the '---' line or move this screen to a file of its own"
    ),
    BrokenInput(
      "a list as a key",
      "title: x\nelements:\n  ? [a]\n  : b\n",
      "3:5: error: a key must be a plain word, not a list or a map; write 'key: value'"),
    BrokenInput(
      "a script line that is not text",
      "title: x\nelements: []\nscript:\n  - next\n  - { expect: x }\n",
      "5:5: error: each script line is a command in text, e.g. '- next' or '- expect \"Continue, button\"', not a map"),
    BrokenInput(
      "invalid UTF-8",
      bytes: Array("title: caf".utf8) + [0xE9] + Array("\nelements: []\n".utf8),
      "1:11: error: the file is not valid UTF-8 (byte 10, 0xE9); save it as UTF-8 text (most editors: Save with Encoding, UTF-8)"
    ),
    BrokenInput(
      "a control character",
      "title: x\u{01}\nelements: []\n",
      "1:9: error: YAML syntax: control characters are not allowed (U+0001); remove the control character; a scenario is plain text"
    ),
    BrokenInput(
      "nesting too deep",
      "title: x\nelements: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n",
      "2:74: error: nesting is deeper than 64 levels; a scenario needs only a few (elements, their properties, a modal's elements): check for unclosed '[' or '{' and runaway indentation"
    ),
    BrokenInput(
      "a badge on a tab that is not there",
      "title: x\nelements:\n  - tabs: { options: [Inbox, Sent], badges: [ { tab: Inbx, count: 3 } ] }\n",
      "3:54: error: 'Inbx' is not one of the tabs; a badge names its tab as `options` writes it; did you mean 'Inbox'?"),
    BrokenInput(
      "a badge with a count and a text",
      "title: x\nelements:\n  - tabs: { options: [Inbox, Sent], badges: [ { tab: Inbox, count: 3, text: New } ] }\n",
      "3:47: error: a badge shows a count or a text, not both: keep one of 'count' and 'text'"),
    BrokenInput(
      "React Native and Compose for one element",
      "title: x\nelements:\n  - button: { label: Pay, toolkit: [react-native, compose] }\n",
      "3:36: error: 'toolkit' names two Android toolkits, react-native and compose; keep one"),
  ]
}

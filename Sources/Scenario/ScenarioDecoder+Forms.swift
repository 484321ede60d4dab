import ScreenReader

/// Forms: what a submit does with the fields beside its button.
extension ScenarioDecoder {
  /// A required field, empty, with no `error:` beside a button that `submits:`: a submit with it empty finds nothing
  /// wrong (only a field with an error text can show one, `TextField.perform(.submit)`), so the form goes through
  /// silently and focus stays on the button. Almost always an error text forgotten: a warning, since `validate`
  /// cannot know the app does not check the field elsewhere (issue 36).
  func warnOfRequiredFieldsWithoutError(_ components: [any Component], at locations: [SourceLocation]) {
    guard let submit = components.lazy.compactMap({ $0 as? Button }).first(where: \.submits) else { return }
    let button = submit.common.label.map { "'\($0)'" } ?? "'\(submit.common.id)'"
    for (component, location) in zip(components, locations) {
      guard let field = component as? TextField, field.required, field.error == nil, field.value ?? "" == "" else {
        continue
      }
      let name = field.common.label.map { "'\($0)'" } ?? "'\(field.common.id)'"
      diagnostics.warning(
        at: location,
        "\(name) is required but has no 'error:', so submitting with it empty (button \(button) submits) says nothing and keeps focus on the button; add 'error: ...' with the message the app shows"
      )
    }
  }
}

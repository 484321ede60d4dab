/// The rules section of docs/checks.md, made from the rules themselves: a table of
/// every rule, then each rule's examples, the ones that trigger it with the element
/// its finding lands on marked `↓`. `earshot schema --checks` prints it,
/// `scripts/update-reference.sh` writes it, and a test fails when the page drifts.
public enum AuditRuleReference {
  public static var markdown: String {
    var lines = ["| rule | criterion | looks for |", "| --- | --- | --- |"]
    for rule in Auditor.rules {
      lines.append("| [`\(rule.identifier)`](#\(rule.identifier)) | \(rule.criterion.rawValue) | \(rule.summary) |")
    }
    for rule in Auditor.rules {
      lines += ["", "### \(rule.identifier)", "", "\(rule.criterion.rawValue): \(rule.summary)", ""]
      lines.append("Triggers (the finding lands on the element marked `↓`):")
      for example in rule.triggering { lines += ["", "```yaml", example, "```"] }
      lines += ["", "Does not trigger:"]
      for example in rule.nonTriggering { lines += ["", "```yaml", example, "```"] }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

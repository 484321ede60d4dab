#!/usr/bin/env bash
# Rewrites the generated parts of the docs from the declarations: in
# docs/scenario-format.md the key reference (earshot schema --markdown) between
# the keys markers and the kinds table (earshot schema --kinds, from every
# component's examples) between the kinds markers; in docs/repl.md the command
# list (earshot schema --commands, from the command table) between the commands
# markers; in docs/checks.md the rules and their examples (earshot schema
# --checks) between the checks markers; and scenarios/schema.json (earshot
# schema). DocumentationTests, ReplCommandTableTests, AuditRuleReferenceTests and
# SchemaTests fail when one has drifted.
# Usage: scripts/update-reference.sh   (EARSHOT=path/to/earshot)
set -euo pipefail
cd "$(dirname "$0")/.."
earshot=${EARSHOT:-.build/debug/earshot}
replace() { # marker, generated file, document
  doc=$3
  awk -v begin="<!-- $1:begin -->" -v end="<!-- $1:end -->" -v file="$2" '
    $0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; next }
    $0 == end { skip = 0 }
    !skip { print }' "$doc" > "$doc.new"
  grep -qF "<!-- $1:begin -->" "$doc" || { echo "$doc has no '$1:begin' marker" >&2; rm -f "$doc.new"; exit 2; }
  mv "$doc.new" "$doc"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$earshot" schema --markdown > "$tmp/keys.md"
"$earshot" schema --kinds > "$tmp/kinds.md"
"$earshot" schema --commands > "$tmp/commands.md"
"$earshot" schema --checks > "$tmp/checks.md"
replace keys "$tmp/keys.md" docs/scenario-format.md
replace kinds "$tmp/kinds.md" docs/scenario-format.md
replace commands "$tmp/commands.md" docs/repl.md
replace checks "$tmp/checks.md" docs/checks.md
"$earshot" schema > "$tmp/schema.json"
mv "$tmp/schema.json" scenarios/schema.json
echo "updated docs/scenario-format.md, docs/repl.md, docs/checks.md and scenarios/schema.json"

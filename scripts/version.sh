#!/bin/sh
# Earshot's version, from its one place: the release in VERSION and the commit it is
# built from (git, else the commit `git archive` wrote into .commit, else "unknown").
#   scripts/version.sh                  prints the release (what `make dist` names files by)
#   scripts/version.sh --swift DIR FILE writes FILE, a Swift source stating both, only when
#                                       it changes (the StampVersion plugin runs this on every build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
release=$(tr -d ' \n\r' < "$root/VERSION")
if [ "${1:-}" != "--swift" ]; then
  echo "$release"
  exit 0
fi
folder=$2
file=$3
# -c safe.directory: a clone owned by another user (a container's mount) still says its commit.
# Only the package's own history counts: a source archive unpacked inside another
# project's clone must not take that project's commit.
top=$(git -c safe.directory='*' -C "$folder" rev-parse --show-toplevel 2>/dev/null || true)
if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$folder" && pwd -P)" ] \
  && commit=$(git -c safe.directory='*' -C "$folder" rev-parse --short=12 HEAD 2>/dev/null); then
  # Tracked files changed since that commit: the build is not exactly that commit.
  if [ -n "$(git -c safe.directory='*' -C "$folder" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
    commit="$commit-modified"
  fi
else
  # A source archive made by `git archive` has no .git; .commit is filled in by export-subst.
  commit=$(cut -c1-12 "$folder/.commit" 2>/dev/null || true)
  case "$commit" in '' | *'$'*) commit=unknown ;; esac
fi
mkdir -p "$(dirname "$file")"
new="$file.new"
cat > "$new" <<SWIFT
// Written by scripts/version.sh on every build (the StampVersion plugin); not in git.
enum BuildStamp {
  static let release = "$release"
  static let commit = "$commit"
}
SWIFT
if cmp -s "$new" "$file"; then rm -f "$new"; else mv "$new" "$file"; fi

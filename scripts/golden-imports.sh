#!/usr/bin/env bash
# Imports every fixture dump in Tests/Fixtures/import and writes, for each, the
# scenario it becomes (NAME.yaml) and what a user hears on it (NAME.txt): the
# import's own notes, the fixed walk of Tests/Golden/walk.txt through the piped
# REPL on each screen reader, and the announcement spec.
# Usage: scripts/golden-imports.sh OUTPUT_FOLDER   (EARSHOT=path/to/earshot)
# `make golden` refreshes Tests/Golden/imports; ImportGoldenTests compares.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:?usage: scripts/golden-imports.sh OUTPUT_FOLDER}
earshot=${EARSHOT:-.build/debug/earshot}
case "$earshot" in /*) ;; *) earshot="$root/$earshot" ;; esac
mkdir -p "$out"
out=$(cd "$out" && pwd)
for dump in Tests/Fixtures/import/*; do
  name=$(basename "$dump")
  name=${name%.*}
  rm -f "$out/$name.yaml"
  {
    echo "## earshot import $dump"
    # The output folder is left out of what is printed, so the transcript does not depend on it.
    "$earshot" import "$dump" -o "$out/$name.yaml" 2>&1 | sed "s|$out/||g"
    echo "(exit ${PIPESTATUS[0]})"
    # Played from the output folder so that paths in what is printed do not depend on where it is.
    cd "$out" || exit 2
    for platform in ios android both; do
      echo "## walk, --platform $platform"
      "$earshot" repl "$name.yaml" --platform "$platform" --no-audio < "$root/Tests/Golden/walk.txt" 2>&1
      echo "(exit $?)"
    done
    echo "## export"
    "$earshot" export "$name.yaml" --format markdown 2>&1
    echo "(exit $?)"
    cd "$root" || exit 2
  } > "$out/$name.txt"
done

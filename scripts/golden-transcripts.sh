#!/usr/bin/env bash
# Writes, for every shipped scenario, what a user hears and reads: a fixed walk
# through the piped REPL on each screen reader (Tests/Golden/walk.txt), the
# scenario's own script played on both, and its announcement spec.
# Usage: scripts/golden-transcripts.sh OUTPUT_FOLDER   (EARSHOT=path/to/earshot)
# `make golden` refreshes Tests/Golden/transcripts; the golden test compares.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/golden-transcripts.sh OUTPUT_FOLDER}
earshot=${EARSHOT:-.build/debug/earshot}
mkdir -p "$out"
for scenario in scenarios/*.yaml; do
  name=$(basename "$scenario" .yaml)
  {
    for platform in ios android both; do
      echo "## walk, --platform $platform"
      "$earshot" repl "$scenario" --platform "$platform" --no-audio < Tests/Golden/walk.txt 2>&1
      echo "(exit $?)"
    done
    echo "## play, --platform both"
    "$earshot" play "$scenario" --platform both --no-audio < /dev/null 2>&1
    echo "(exit $?)"
    echo "## export"
    "$earshot" export "$scenario" --format markdown 2>&1
    echo "(exit $?)"
  } > "$out/$name.txt"
done

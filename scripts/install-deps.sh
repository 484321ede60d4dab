#!/usr/bin/env bash
# Installs the Debian packages Earshot builds and tests with, if any is missing.
# Uses sudo when not root. Safe to run again: it does nothing when all are there.
set -euo pipefail

# Build: the C libraries Earshot links. Run: eSpeak NG's data.
# Test: the espeak-ng command (speech lengths are compared with it), sox, tmux, and
# PulseAudio with its recorder (the REPL is heard through a private null sink).
packages=(libespeak-ng-dev libreadline-dev libpcaudio-dev libyaml-dev espeak-ng-data)
if [ "${1:-}" = "--test" ]; then
  packages+=(espeak-ng sox tmux pulseaudio pulseaudio-utils)
fi

# The schema test validates scenarios with Python's jsonschema (and PyYAML).
if [ "${1:-}" = "--test" ] && ! python3 -c 'import jsonschema, yaml' 2>/dev/null; then
  echo "Installing Python modules: jsonschema pyyaml"
  python3 -m pip install --quiet jsonschema pyyaml || { echo "error: could not install jsonschema and pyyaml for python3" >&2; exit 1; }
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null; then
  sudo=(sudo)
else
  echo "error: need root or sudo to install: ${missing[*]}" >&2
  echo "run as root: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"

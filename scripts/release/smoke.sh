#!/usr/bin/env bash
# What a user does first with an installed Earshot, run as that user on a machine
# without Swift (make check-release runs it in a fresh Debian 12 root, once for the
# archive and once for the .deb): --version, speech to a WAV measured with sox, the REPL
# under tmux heard through a real sound server, the quiz with --read, an import, a
# check, the man page and the bash completion. Every file is the user's own, in an
# empty folder. Usage: smoke.sh EXPECTED_VERSION FIXTURE   (earshot on the PATH)
set -euo pipefail
expected=$1
fixture=$2
say() { printf '  %-16s %s\n' "$1:" "$2"; }
fail() { echo "smoke: $*" >&2; exit 1; }
work=$(mktemp -d "$HOME/smoke.XXXXXX")
cd "$work"
command -v swift > /dev/null && fail "swift is on the PATH ($(command -v swift))"
[ -r /opt/swift ] && ls /opt/swift > /dev/null 2>&1 && [ -n "$(ls -A /opt/swift 2>/dev/null)" ] && fail "/opt/swift is readable"
earshot=$(command -v earshot) || fail "earshot is not on the PATH ($PATH)"
share=$(cd "$(dirname "$(readlink -f "$earshot")")/../share/earshot" && pwd)

version=$(earshot --version)
[ "$version" = "earshot $expected" ] || fail "--version says '$version', not 'earshot $expected'"
say version "$version ($earshot)"

cp "$share/scenarios/checkbox.yaml" checkbox.yaml
earshot play checkbox.yaml --no-audio --wav speech.wav > /dev/null
seconds=$(sox speech.wav -n stat 2>&1 | awk '/^Length/ {print $3}')
awk -v s="$seconds" 'BEGIN { exit !(s > 5) }' || fail "speech.wav holds only $seconds s"
say "play --wav" "speech.wav holds $seconds s of speech ($(sox --i -r speech.wav) Hz)"

# The REPL on a terminal (tmux), speaking through a private PulseAudio server whose
# only output is a null sink; a recorder on its monitor keeps what was heard.
pulse="$work/pulse"
mkdir -p "$pulse"
export PULSE_RUNTIME_PATH="$pulse" PULSE_STATE_PATH="$pulse"
pulseaudio -n --daemonize=no --exit-idle-time=-1 --use-pid-file=no --log-level=error \
  --load="module-null-sink sink_name=earshot" \
  --load="module-native-protocol-unix socket=$pulse/native auth-anonymous=1" > "$pulse/server.log" 2>&1 &
server=$!
trap 'kill $server $recorder 2> /dev/null || true; tmux kill-server 2> /dev/null || true' EXIT
recorder=
for _ in $(seq 100); do [ -S "$pulse/native" ] && break; sleep 0.1; done
[ -S "$pulse/native" ] || fail "pulseaudio did not start: $(cat "$pulse/server.log")"
export PULSE_SERVER="unix:$pulse/native"
parec --device=earshot.monitor --format=s16le --rate=22050 --channels=1 heard.raw &
recorder=$!
cp "$share/scenarios/tour.yaml" tour.yaml
tmux new-session -d -s repl -x 120 -y 30 "earshot tour.yaml --platform ios"
screen() { tmux capture-pane -p -t repl; }
for _ in $(seq 300); do screen | grep -q '^ios> *$' && break; sleep 0.1; done
screen | grep -q '^ios> *$' || fail "the REPL showed no prompt: $(screen)"
sleep 2
before=$(stat -c %s heard.raw)
tmux send-keys -t repl "next" Enter
for _ in $(seq 100); do [ "$(screen | grep -c '^ios>')" -ge 2 ] && break; sleep 0.1; done
sleep 4
answer=$(screen | sed -n '/^ios> next/,/^ios>/p' | sed -n '2p' | sed 's/^ *//')
[ -n "$answer" ] || fail "the REPL printed nothing after 'next': $(screen)"
tmux send-keys -t repl "quit" Enter
kill "$recorder" 2> /dev/null || true
wait "$recorder" 2> /dev/null || true
tail -c +"$((before + 1))" heard.raw > gesture.raw
loud=$(sox -t raw -r 22050 -e signed -b 16 -c 1 gesture.raw -n stat 2>&1 | awk '/^Maximum amplitude/ {print $3}')
awk -v a="$loud" 'BEGIN { exit !(a > 0.05) }' || fail "nothing was heard after 'next' (peak $loud)"
say REPL "'next' said \"$answer\" and it was heard (peak amplitude $loud on the sound server)"

cp "$share/scenarios/broken-ungrouped-label.yaml" broken.yaml
quiz=$(printf '3\n1\n' | earshot quiz broken.yaml --read)
score=$(printf '%s\n' "$quiz" | grep '^Score:') || fail "the quiz gave no score: $quiz"
say "quiz --read" "$score"

cp "$fixture" "screen.${fixture#*.}"
imported=$(earshot import "screen.${fixture#*.}" -o imported.yaml 2>&1 > /dev/null | grep -o 'imported [0-9]* elements from [0-9]* nodes') \
  || fail "import said no count of what it imported"
earshot validate imported.yaml > /dev/null
say import "$imported of $(basename "$fixture"); imported.yaml validates"

status=0
findings=$(earshot check broken.yaml) || status=$?
[ "$status" = 1 ] || fail "check exited $status on a broken scenario, not 1"
say check "$(printf '%s\n' "$findings" | grep -c 'warning:') findings in broken.yaml (exit 1)"

page=$(MANPAGER=cat MANWIDTH=80 man earshot 2> /dev/null) || fail "man earshot shows no page"
printf '%s\n' "$page" | grep -q 'earshot' || fail "the man page does not name earshot"
say man "$(printf '%s\n' "$page" | wc -l) lines ($(man -w earshot))"

completion=$(bash -c 'source /usr/share/bash-completion/bash_completion && __load_completion earshot && complete -p earshot')
say "bash completion" "$completion"
cd && rm -rf "$work"

#!/usr/bin/env python3
"""Soak test: random REPL commands over a pipe for a long time, sampling memory.

Run by hand, not by `make test` (docs/reliability.md has the last figures):

    swift build -c release --product earshot
    nohup scripts/soak.py --binary .build/release/earshot --seconds 3600 \
        --out /tmp/earshot-soak > /tmp/earshot-soak.log 2>&1 &

It copies the binary, voices/ and scenarios/ into --out (so rebuilding the
repository does not disturb the run), starts `earshot SCENARIO --mute` with a
pipe on standard input, and for --seconds writes random commands into it:
gestures, `platform` switches, `load` of other scenarios, `reload`, edits of the
loaded scenario on disk (picked up by the file watch), `record`/`stop` of WAV
files, voice settings, `why`, `tree`, `say`, `wait`, mistakes. Every
--sample seconds it reads the process's resident memory (VmRSS) into
rss.csv. At the end it closes the pipe, checks that the REPL exited 0 (or 1 with
only the count of the `expect` mistakes it sent on purpose as its last line), and
prints RSS at the start (after warm-up), the end, and the maximum.
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import threading
import time

GESTURES = [
    "next", "previous", "activate", "double tap", "where", "why", "tree", "repeat",
    "scrub", "back", "first", "last", "read-all", "read-all", "pause",
    "swipe up", "swipe down", "long-press", "check", "hints on", "hints off",
]
MISTAKES = ["nxt", "touch Nothing Here", "rate 9999", "voice nobody", "load /no/such.yaml",
            "expect \"something else\"", "record notes.txt", "help nonsense", "\x1b]0;title\x07"]
ELEMENTS = ["Subscribe", "Daily digest", "Language", "Format", "Day", "Email", "Continue",
            "Unsubscribe everywhere", "Start date", "Send at", "Recent issues"]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/earshot")
    parser.add_argument("--seconds", type=int, default=3600)
    parser.add_argument("--sample", type=int, default=10)
    parser.add_argument("--rate", type=float, default=20, help="commands per second")
    parser.add_argument("--out", default="/tmp/earshot-soak")
    parser.add_argument("--seed", type=int, default=12)
    arguments = parser.parse_args()

    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = os.path.abspath(arguments.out)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    binary = os.path.join(out, "earshot")
    shutil.copy2(arguments.binary, binary)
    shutil.copytree(os.path.join(repository, "voices"), os.path.join(out, "voices"))
    shutil.copytree(os.path.join(repository, "scenarios"), os.path.join(out, "scenarios"))
    recordings = os.path.join(out, "recordings")
    os.makedirs(recordings)
    scenarios = sorted(
        os.path.join("scenarios", name) for name in os.listdir(os.path.join(out, "scenarios"))
        if name.endswith(".yaml") and not name.startswith("broken-"))
    watched = os.path.join(out, "scenarios", "tour.yaml")
    original = open(watched).read()

    environment = dict(os.environ, NO_COLOR="1", EARSHOT_HOME=out, XDG_STATE_HOME=os.path.join(out, "state"))
    transcript = open(os.path.join(out, "transcript.txt"), "wb")
    process = subprocess.Popen(
        [binary, "scenarios/tour.yaml", "--mute"], cwd=out, env=environment,
        stdin=subprocess.PIPE, stdout=transcript, stderr=subprocess.STDOUT)
    random.seed(arguments.seed)
    samples = []
    stop = threading.Event()

    def sampler():
        with open(os.path.join(out, "rss.csv"), "w") as csv:
            csv.write("seconds,rss_kib\n")
            start = time.monotonic()
            while not stop.is_set() and process.poll() is None:
                value = rss_kib(process.pid)
                elapsed = int(time.monotonic() - start)
                samples.append((elapsed, value))
                csv.write(f"{elapsed},{value}\n")
                csv.flush()
                stop.wait(arguments.sample)

    thread = threading.Thread(target=sampler, daemon=True)
    thread.start()

    counts = {"commands": 0, "records": 0, "reloads": 0, "loads": 0, "edits": 0, "platforms": 0}
    recording = False
    end = time.monotonic() + arguments.seconds
    interval = 1.0 / arguments.rate
    try:
        while time.monotonic() < end and process.poll() is None:
            roll = random.random()
            if roll < 0.55:
                line = random.choice(GESTURES)
            elif roll < 0.65:
                line = "touch " + random.choice(ELEMENTS)
            elif roll < 0.72:
                line = "platform " + random.choice(["ios", "android", "both"])
                counts["platforms"] += 1
            elif roll < 0.75:
                line = "reload"
                counts["reloads"] += 1
            elif roll < 0.77:
                line = "load " + random.choice(scenarios)
                counts["loads"] += 1
            elif roll < 0.78:
                # An edit on disk: the REPL reloads it before the next command.
                with open(watched, "w") as file:
                    file.write(original.replace("Newsletter", f"Newsletter {random.randint(1, 9999)}"))
                line = "load scenarios/tour.yaml"
                counts["edits"] += 1
            elif roll < 0.83:
                if recording:
                    line = "stop"
                else:
                    line = f"record! recordings/take-{random.randint(1, 5)}.wav"
                    counts["records"] += 1
                recording = not recording
            elif roll < 0.88:
                line = random.choice(
                    ["rate 175", "rate 300", "pitch 40", "volume 80", "voice", "earcons on", "earcons off",
                     "say \"Soak narration\"", "wait 100ms"])
            else:
                line = random.choice(MISTAKES)
            process.stdin.write((line + "\n").encode())
            process.stdin.flush()
            counts["commands"] += 1
            time.sleep(interval)
        if recording:
            process.stdin.write(b"stop\n")
        process.stdin.close()
        status = process.wait(timeout=300)
    except BrokenPipeError:
        status = process.wait(timeout=60)
    stop.set()
    thread.join(timeout=arguments.sample + 5)
    open(watched, "w").write(original)

    samples = [(s, v) for s, v in samples if v > 1000]  # not the instant before exec
    warm = [value for seconds, value in samples if seconds >= 60] or [value for _, value in samples]
    report = (
        f"commands {counts['commands']}, records {counts['records']}, reloads {counts['reloads']}, "
        f"loads {counts['loads']}, edits on disk {counts['edits']}, platform switches {counts['platforms']}\n"
        f"exit status {status}\n"
        f"RSS KiB: first sample {samples[0][1] if samples else 0}, after 60 s {warm[0] if warm else 0}, "
        f"end {samples[-1][1] if samples else 0}, max {max(v for _, v in samples) if samples else 0}, "
        f"samples {len(samples)}\n")
    # The soak sends `expect "something else"` on purpose; a piped REPL session whose
    # expectations failed ends with exit status 1 and says how many, which is success here.
    with open(os.path.join(out, "transcript.txt"), "rb") as file:
        lines = file.read().decode("utf-8", "replace").rstrip().splitlines()
    last = lines[-1] if lines else ""
    expected_ending = re.fullmatch(r"earshot: error: \d+ expectations? failed", last) is not None
    passed = status == 0 or (status == 1 and expected_ending)
    report += f"last line: {last}\n{'passed' if passed else 'FAILED'}\n"
    open(os.path.join(out, "report.txt"), "w").write(report)
    sys.stdout.write(report)
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())

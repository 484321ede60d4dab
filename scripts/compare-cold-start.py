#!/usr/bin/env python3
"""Cold start of several earshot binaries, started in turn (docs/performance.md).

Each start runs `earshot play scenarios/tour.yaml --platform android --script -`
with `next` on standard input and no sound device, from the binary's checkout
(EARSHOT_HOME points there), and times spawn to the first byte on standard
output; CPU time (user + system) is the child's. Alternating the binaries makes
a busy machine slow them all alike.

    scripts/compare-cold-start.py 20 wave1=../wt-wave1/.build/release/earshot@../wt-wave1 \\
        branch=.build/release/earshot@.
"""
import os
import resource
import statistics
import subprocess
import sys
import time


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    runs = int(sys.argv[1])
    configs = []
    for argument in sys.argv[2:]:
        label, rest = argument.split("=", 1)
        binary, checkout = rest.split("@", 1)
        configs.append((label, os.path.abspath(binary), os.path.abspath(checkout)))
    results = {label: {"first": [], "cpu": []} for label, _, _ in configs}
    for _ in range(runs):
        for label, binary, checkout in configs:
            environment = dict(os.environ, EARSHOT_HOME=checkout)
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            process = subprocess.Popen(
                [binary, "play", "scenarios/tour.yaml", "--platform", "android", "--script", "-"],
                cwd=checkout, env=environment, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL)
            process.stdin.write(b"next\n")
            process.stdin.close()
            process.stdout.read(1)
            first = time.perf_counter() - start
            process.stdout.read()
            process.wait()
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            results[label]["first"].append(first * 1000)
            results[label]["cpu"].append(cpu * 1000)
    for label, _, _ in configs:
        first, cpu = results[label]["first"], results[label]["cpu"]
        print(f"{label}: first byte {statistics.median(first):.1f} ms median (fastest {min(first):.1f}), "
              f"CPU {statistics.median(cpu):.1f} ms median, {runs} starts")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes each shipped scenario's `script:` as a script file, one command a line, as
`play --script FILE` reads it: the seed corpus of ScriptParserFuzzer (docs/fuzzing.md).
Usage: Fuzz/seed-scripts.py OUTPUT_FOLDER (from the repository root)."""
import pathlib
import sys

import yaml

out = pathlib.Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for scenario in sorted(pathlib.Path("scenarios").glob("*.yaml")):
    script = yaml.safe_load(scenario.read_text(encoding="utf-8")).get("script")
    if isinstance(script, list):
        script = "\n".join(str(line) for line in script) + "\n"
    if script:
        (out / (scenario.stem + ".script")).write_text(script, encoding="utf-8")

#!/usr/bin/env python3
"""Prints the "Announcement examples" quoted in seeds 003 and 004, one a line as
SEED<TAB>TEXT: the first quotation of each bullet (later ones are commentary).

Tests/Fixtures/seeds/announcement-examples.tsv holds this list, so the tests need
nothing beside the repository; `make check-seeds` compares it with the seed
documents themselves where they are present (SEEDS=path/to/seeds).
Usage: scripts/seed-examples.py SEEDS_FOLDER
"""
import os
import sys

folder = sys.argv[1]
for name in sorted(os.listdir(folder)):
    if not (name.startswith("003") or name.startswith("004")):
        continue
    with open(os.path.join(folder, name), encoding="utf-8") as handle:
        text = handle.read()
    for section in text.split("Announcement examples")[1:]:
        body = section.split("\nAndroid\n")[0]
        for line in body.split("\n"):
            if "\u2022" not in line:
                continue
            start = line.find("\u201c")
            end = line.find("\u201d", start + 1)
            if start < 0 or end < 0:
                continue
            print(f"{name[:3]}\t{line[start + 1:end]}")

#!/usr/bin/env python3
"""Applies a Containerfile to a Debian root the way an image build would, for a
machine with no container engine: FROM must name Debian 12 (the root is one);
COPY copies from the build context into the root; RUN runs its shell line in the root
(chroot, /bin/sh -c, the image's ENV); WORKDIR is made; CMD, LABEL, ARG and comments are
read and checked for form. Any other instruction is an error, so the check cannot
silently skip a step the image would run.
Usage: containerfile.py CONTAINERFILE CONTEXT ROOT"""
import glob
import json
import os
import shlex
import shutil
import subprocess
import sys


def instructions(path):
    """(line number, INSTRUCTION, arguments), continuation lines joined."""
    pending, start = "", 0
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            stripped = line.rstrip("\n")
            if not pending and (not stripped.strip() or stripped.lstrip().startswith("#")):
                continue
            if not pending:
                start = number
            if stripped.endswith("\\"):
                pending += stripped[:-1] + " "
                continue
            text = (pending + stripped).strip()
            pending = ""
            word, _, rest = text.partition(" ")
            yield start, word.upper(), rest.strip()
    if pending:
        sys.exit(f"{path}:{start}: the last instruction ends in a line continuation")


def main():
    path, context, root = sys.argv[1:4]
    environment = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root"}
    saw_from = False
    for line, word, rest in instructions(path):
        where = f"{path}:{line}"
        if word == "FROM":
            image = rest.split()[0]
            if not any(image.endswith(name) for name in ("debian:12", "debian:12-slim", "debian:bookworm", "debian:bookworm-slim")):
                sys.exit(f"{where}: FROM {image}: the check's root is Debian 12; build FROM debian:12 (or bookworm)")
            saw_from = True
        elif not saw_from:
            sys.exit(f"{where}: {word} before FROM")
        elif word == "COPY":
            *sources, destination = shlex.split(rest)
            matched = [m for s in sources for m in sorted(glob.glob(os.path.join(context, s)))]
            if not matched:
                sys.exit(f"{where}: COPY {' '.join(sources)} matches nothing in {context}")
            target = os.path.join(root, destination.lstrip("/"))
            os.makedirs(target if destination.endswith("/") else os.path.dirname(target), exist_ok=True)
            for source in matched:
                shutil.copy(source, target)
            print(f"{where}: COPY {' '.join(os.path.basename(m) for m in matched)} -> {destination}")
        elif word == "RUN":
            print(f"{where}: RUN {rest}", flush=True)
            status = subprocess.run(["chroot", root, "/bin/sh", "-c", rest], env=environment).returncode
            if status != 0:
                sys.exit(f"{where}: RUN exited {status}")
        elif word == "ENV":
            key, _, value = rest.partition("=")
            environment[key.strip()] = value.strip().strip('"')
        elif word == "WORKDIR":
            os.makedirs(os.path.join(root, rest.lstrip("/")), exist_ok=True)
        elif word == "CMD":
            command = json.loads(rest)
            if not (isinstance(command, list) and command):
                sys.exit(f"{where}: CMD should be an exec-form list")
            if shutil.which(command[0], path=os.path.join(root, "usr/bin")) is None:
                sys.exit(f"{where}: CMD runs {command[0]}, which the image does not have")
        elif word in ("LABEL", "ARG"):
            pass
        else:
            sys.exit(f"{where}: {word} is not an instruction this check applies; add it to scripts/release/containerfile.py")
    if not saw_from:
        sys.exit(f"{path}: no FROM")


if __name__ == "__main__":
    main()

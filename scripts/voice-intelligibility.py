#!/usr/bin/env python3
"""How well an offline recogniser understands each stand-in voice (docs/performance.md).

The same text set is spoken by eSpeak NG's own en-us voice, Earshot's VoiceOver voice and
its TalkBack voice (the files in voices/, at the rate, pitch and volume of each file's `// earshot:` line),
through the espeak-ng command and the same libespeak-ng Earshot links; pocketsphinx (its
bundled en-us acoustic model) writes down what it hears, and the word error rate is counted
against the text. The recogniser is given the set's own words as a flat list (every word
equally likely, no word order), so it picks each word it hears from a closed set, as in a
closed-set word identification test: a voice is the more intelligible the fewer words it
gets wrong. The text is every spoken line of the shipped golden transcripts
(Tests/Golden/transcripts) made only of words whose pronunciation the recogniser's
dictionary has: all of them by default (283 lines, 1,335 words at 4acdf91), a fixed set, so
a run repeats exactly.

Each stand-in is compared with en-us line by line (a paired bootstrap, fixed seed): it is
non-inferior when the upper end of the 95% interval of its word error rate minus en-us's
lies below the margin (--margin, 2 points).

Usage: scripts/voice-intelligibility.py [--lines N] [--margin POINTS] [--also 'TITLE=FILE.voice[@RATE]' ...]
(prints a Markdown table; --also measures a candidate voice file beside the three, at its
own `// earshot:` settings or the rate given)
Needs: espeak-ng, sox, and pocketsphinx in .build/voice-venv (made on first use).
"""

import argparse
import glob
import math
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# The decoder as its bundled model's feat.params sets it, but for noise removal: eSpeak's audio
# is clean, and the noise estimate carries from one line to the next, so each line's words
# would depend on the lines before it.
DECODER = dict(samprate=16000, remove_noise=False)


def text_set(count):
    """Every spoken transcript line of words alone, each once, sorted; then an even selection."""
    lines = set()
    for path in glob.glob(os.path.join(ROOT, "Tests/Golden/transcripts/*.txt")):
        for line in open(path, encoding="utf-8"):
            spoken = line.strip()
            if not line.startswith("  ") or spoken.startswith(("'", '"', "[", "(")):
                continue
            if len(spoken.split()) >= 3 and re.fullmatch(r"[A-Za-z ,.'?!-]+", spoken):
                lines.add(spoken)
    ordered = sorted(lines)
    if len(ordered) <= count:
        return ordered
    step = len(ordered) / count
    return [ordered[int(i * step)] for i in range(count)]


def words(text):
    return re.findall(r"[a-z']+", text.lower())


def word_errors(reference, heard):
    """Substitutions, deletions and insertions between two word lists (Levenshtein)."""
    previous = list(range(len(heard) + 1))
    for i, word in enumerate(reference, 1):
        current = [i] + [0] * len(heard)
        for j, other in enumerate(heard, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (word != other))
        previous = current
    return previous[-1]


def earshot_settings(voice_file):
    """The file's `// earshot:` rate, pitch and volume, as espeak-ng's -s, -p and -a take them
    (the command has no option for Earshot's `range`, so a file's own range is not heard here)."""
    settings = {"rate": "175", "pitch": "50", "volume": "100"}
    for line in open(voice_file, encoding="utf-8"):
        if re.match(r"\s*//\s*earshot:", line):
            for key in settings:
                found = re.search(r"\b%s=(\d+)" % key, line)
                if found:
                    settings[key] = found.group(1)
    return settings


def espeak_data_with(voices, folder, candidates=()):
    """A copy of eSpeak NG's data folder (links) whose voices/earshot holds Earshot's voice files."""
    system = subprocess.run(["espeak-ng", "--version"], capture_output=True, text=True).stdout
    found = re.search(r"Data at:\s*(\S+)", system)
    source = found.group(1) if found else "/usr/lib/x86_64-linux-gnu/espeak-ng-data"
    data = os.path.join(folder, "espeak-ng-data")
    os.makedirs(os.path.join(data, "voices", "earshot"))
    for entry in os.listdir(source):
        if entry != "voices":
            os.symlink(os.path.join(source, entry), os.path.join(data, entry))
    for entry in os.listdir(os.path.join(source, "voices")):
        os.symlink(os.path.join(source, "voices", entry), os.path.join(data, "voices", entry))
    for name in voices:
        os.symlink(os.path.join(ROOT, "voices", name + ".voice"), os.path.join(data, "voices", "earshot", name))
    for index, path in enumerate(candidates):
        os.symlink(os.path.abspath(path), os.path.join(data, "voices", "earshot", "candidate%d" % index))
    return folder


def flat_language_model(vocabulary, path):
    """Every word of the set equally likely: an ARPA unigram model."""
    probability = math.log10(1 / len(vocabulary))
    with open(path, "w", encoding="utf-8") as out:
        out.write("\\data\\\nngram 1=%d\n\n\\1-grams:\n" % (len(vocabulary) + 2))
        out.write("%.4f </s>\n-99 <s>\n" % probability)
        for word in vocabulary:
            out.write("%.4f %s\n" % (probability, word))
        out.write("\n\\end\\\n")


def usable_lines(dictionary):
    """The text set: lines with a word the recogniser's dictionary lacks could never be heard
    right, so they are left out."""
    return [line for line in text_set(10**9) if all(word in dictionary for word in words(line))]


def even_selection(lines, count):
    if count <= 0 or len(lines) <= count:
        return lines
    step = len(lines) / count
    return [lines[int(i * step)] for i in range(count)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=0, help="an even selection of N lines (0: all of them)")
    parser.add_argument("--margin", type=float, default=2.0, help="non-inferiority margin, in points of word error rate")
    parser.add_argument("--also", action="append", default=[], help="TITLE=FILE.voice[@RATE]: a candidate voice")
    options = parser.parse_args()
    try:
        from pocketsphinx import Decoder, get_model_path
    except ImportError:
        print("voice-intelligibility: pocketsphinx is not installed (make bench installs it)", file=sys.stderr)
        return 2
    dictionary = {entry.split()[0] for entry in open(os.path.join(get_model_path(), "en-us", "cmudict-en-us.dict"))}
    usable = usable_lines(dictionary)
    lines = even_selection(usable, options.lines)
    # The recogniser's word list is every usable line's words, whatever --lines picks.
    vocabulary = sorted({word for line in usable for word in words(line)})
    with tempfile.TemporaryDirectory() as folder:
        model = os.path.join(folder, "set.lm")
        flat_language_model(vocabulary, model)
        candidates = []
        for also in options.also:
            title, _, rest = also.partition("=")
            file, _, rate = rest.rpartition("@") if "@" in rest else (rest, "", "")
            candidates.append((title, file, rate))
        path = espeak_data_with(["voiceover", "talkback"], folder, [file for _, file, _ in candidates])
        default = {"rate": "175", "pitch": "50", "volume": "100"}
        voices = [
            ("eSpeak NG en-us", "en-us", default),
            ("VoiceOver stand-in", "earshot/voiceover", earshot_settings(os.path.join(ROOT, "voices/voiceover.voice"))),
            ("TalkBack stand-in", "earshot/talkback", earshot_settings(os.path.join(ROOT, "voices/talkback.voice"))),
        ] + [
            (title, "earshot/candidate%d" % index, dict(earshot_settings(file), **({"rate": rate} if rate else {})))
            for index, (title, file, rate) in enumerate(candidates)
        ]
        wav = os.path.join(folder, "line.wav")
        per_line = {}
        for title, voice, settings in voices:
            decoder = Decoder(**DECODER, lm=model, logfn=os.devnull)
            per_line[title] = []
            for line in lines:
                subprocess.run(
                    ["espeak-ng", "--path=" + path, "-v", voice, "-s", settings["rate"], "-p", settings["pitch"],
                     "-a", settings["volume"], "-w", wav, line],
                    check=True)
                # -R: sox dithers when it resamples, with a new random seed each run, so the same
                # lines scored differently from run to run (en-us: 62.2% and 62.6%); -R fixes
                # the seed. Without dither (-D) eSpeak's pauses are exact zeros, which this
                # recogniser hears far worse (en-us: 78.7%): dither stands in for a room's hiss.
                raw = subprocess.run(
                    ["sox", "-R", wav, "-t", "raw", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer", "-"],
                    check=True, capture_output=True).stdout
                decoder.start_utt()
                decoder.process_raw(raw, full_utt=True)
                decoder.end_utt()
                heard = words(decoder.hyp().hypstr) if decoder.hyp() else []
                reference = words(line)
                per_line[title].append((word_errors(reference, heard), len(reference)))
    report(voices, per_line, options.margin)
    return 0


def rate_of(pairs, picks):
    return 100 * sum(pairs[i][0] for i in picks) / max(1, sum(pairs[i][1] for i in picks))


def report(voices, per_line, margin):
    """Each voice's word error rate, and each stand-in's difference from en-us, with a 95% interval
    from a paired bootstrap over the lines (2,000 resamples, a fixed seed). A stand-in is
    non-inferior to en-us when the interval's upper end lies below the margin; better when it lies
    below 0; worse when its lower end lies above the margin."""
    import random

    chooser = random.Random(32)
    count = len(next(iter(per_line.values())))
    samples = [[chooser.randrange(count) for _ in range(count)] for _ in range(2000)]
    everything = range(count)
    reference = per_line[voices[0][0]]

    def interval(values):
        values = sorted(values)
        return values[int(0.025 * len(values))], values[int(0.975 * len(values)) - 1]

    print("| voice | rate (wpm) | lines | words | word error rate (95%% interval) | against en-us (95%% interval) "
          "| margin %.1f points |" % margin)
    print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    widths = {}
    for title, _, settings in voices:
        pairs = per_line[title]
        low, high = interval([rate_of(pairs, picks) for picks in samples])
        wer = rate_of(pairs, everything)
        if pairs is reference:
            against, verdict = "(the reference)", ""
        else:
            difference = wer - rate_of(reference, everything)
            dlow, dhigh = interval([rate_of(pairs, picks) - rate_of(reference, picks) for picks in samples])
            widths[title] = (dhigh - dlow) / 2
            against = "%+.1f points (%+.1f to %+.1f)" % (difference, dlow, dhigh)
            if dhigh < 0:
                verdict = "better"
            elif dhigh < margin:
                verdict = "non-inferior"
            elif dlow > margin:
                verdict = "worse"
            else:
                verdict = "not shown non-inferior"
        total = sum(pair[1] for pair in pairs)
        print("| %s | %s | %d | %d | %.1f%% (%.1f to %.1f) | %s | %s |"
              % (title, settings["rate"], count, total, wer, low, high, against, verdict))
    # The interval narrows as one over the square root of the line count.
    for title, width in widths.items():
        print("\n%s: the paired interval is +-%.1f points on %d lines; +-2 would take about %d lines."
              % (title, width, count, math.ceil(count * (width / 2) ** 2)), end="")
    print()


if __name__ == "__main__":
    sys.exit(main())

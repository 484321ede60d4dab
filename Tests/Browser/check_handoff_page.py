#!/usr/bin/env python3
"""Checks an Earshot hand-off page (earshot export --format html) in a real
headless Chromium, driven through chromedriver by Selenium:

- the page loads with no console errors or warnings from its own script;
- every play button, pressed from the keyboard, plays audio, and the audio's
  duration is the duration of the audio embedded for it (read from its header);
- a folded long list's control plays the option chosen in its list (picked by
  keyboard), from where that option starts in the list's recording, and stops at its end;
- axe-core (through axe-selenium-python) finds no violations;
- headings, the table's headers and the buttons' names are there for a screen reader.

Usage: check_handoff_page.py PAGE.html   Exit 0 when all hold, 1 with every problem listed.
"""
import base64
import json
import pathlib
import struct
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_check import browser, page_problems, report


def wav_seconds(wav):
    """Duration of a WAV, from its RIFF header: data bytes / byte rate."""
    if wav[0:4] != b"RIFF" or wav[8:12] != b"WAVE":
        raise ValueError("not RIFF/WAVE")
    byte_rate = struct.unpack("<I", wav[28:32])[0]
    data_size = struct.unpack("<I", wav[40:44])[0]
    if wav[36:40] != b"data" or data_size != len(wav) - 44:
        raise ValueError("unexpected WAV layout")
    return data_size / byte_rate


def ogg_opus_seconds(ogg):
    """Duration of an Ogg Opus stream (RFC 7845): the last page's granule position,
    counted at 48 kHz, less the pre-skip the OpusHead packet gives."""
    if ogg[0:4] != b"OggS" or ogg[28:36] != b"OpusHead":
        raise ValueError("not Ogg Opus")
    pre_skip = struct.unpack("<H", ogg[38:40])[0]
    last = ogg.rfind(b"OggS")
    granule = struct.unpack("<q", ogg[last + 6:last + 14])[0]
    return (granule - pre_skip) / 48000


def clip_seconds(data_uri):
    """Duration of a clip's data: URI, WAV or Ogg Opus; how exactly it matches the
    rendered samples; and how far the browser's own duration may be from it."""
    header, _, payload = data_uri.partition(";base64,")
    audio = base64.b64decode(payload)
    if header == "data:audio/wav":
        return wav_seconds(audio), 1e-6, 0.005
    if header == "data:audio/ogg;codecs=opus":
        # Opus counts time at 48 kHz: a 22,050 Hz length rounds to the nearest 48 kHz
        # sample. Chromium's duration counts the pre-skip (the encoder's 6.5 ms lead-in)
        # that a decoder drops, so it may be that much longer.
        pre_skip = struct.unpack("<H", audio[38:40])[0] / 48000
        return ogg_opus_seconds(audio), 1 / 22050, 0.005 + pre_skip
    raise ValueError(f"not a WAV or Ogg Opus data: URI ({header})")


# Records every media element a page plays, with when it was asked to.
HOOK = """
window.__earshotPlays = [];
const play = HTMLMediaElement.prototype.play;
HTMLMediaElement.prototype.play = function () {
  window.__earshotPlays.push(this);
  return play.apply(this, arguments);
};
"""

# The last played element, once it knows its duration and has played some of it.
STATE = """
const audio = window.__earshotPlays[arguments[0]];
if (!audio) return null;
return {duration: audio.duration, time: audio.currentTime, ended: audio.ended,
        error: audio.error ? audio.error.code : null, readyState: audio.readyState};
"""


def check_sampler(driver, button, played, problems):
    """A folded list's control: the last option chosen from the keyboard plays from its
    start in the list's recording and stops by its end. Returns the plays counted."""
    choice = driver.find_element(By.ID, button.get_attribute("data-choice"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus();", choice)
    choice.send_keys(Keys.END)
    start, end = (int(n) / 22050 for n in choice.get_attribute("value").split(":"))
    chosen = driver.execute_script("return arguments[0].options[arguments[0].selectedIndex].text", choice)
    if choice.get_attribute("value") != choice.find_elements(By.TAG_NAME, "option")[-1].get_attribute("value"):
        problems.append(f"{chosen}: End in the list did not choose its last option")
    button.send_keys(Keys.ENTER)
    state = None
    deadline = time.time() + 10
    while time.time() < deadline:
        state = driver.execute_script(STATE, played)
        if state and (state["error"] is not None or state["time"] > start + 0.05):
            break
        time.sleep(0.02)
    if not state or state["error"] is not None or state["time"] < start:
        problems.append(f"{chosen}: pressing Play did not play it from {start:.2f} s ({state})")
        return played + (1 if state else 0)
    status = driver.find_element(By.ID, "now-playing").text
    if chosen not in status:
        problems.append(f"{chosen}: the status line says '{status}' while it plays")
    deadline = time.time() + (end - start) + 5
    while time.time() < deadline and button.get_attribute("aria-pressed") == "true":
        time.sleep(0.05)
    state = driver.execute_script(STATE, played)
    if button.get_attribute("aria-pressed") == "true" or state["time"] > end + 0.5:
        problems.append(f"{chosen}: did not stop at its end ({end:.2f} s), at {state['time']:.2f} s")
    return played + 1


def main(path):
    problems = []
    page = pathlib.Path(path).resolve()
    driver = browser(["--autoplay-policy=no-user-gesture-required", "--mute-audio"])
    try:
        driver.get(page.as_uri())
        driver.execute_script(HOOK)
        clips = json.loads(driver.find_element(By.ID, "clips").get_attribute("textContent"))
        buttons = driver.find_elements(By.CSS_SELECTOR, "button.play:not(.sample)")
        samplers = driver.find_elements(By.CSS_SELECTOR, "button.play.sample")
        if not buttons:
            problems.append("no play buttons on the page")
        played = 0
        for index, button in enumerate(buttons):
            name = button.get_attribute("aria-label") or button.text
            expected, exactness, slack = clip_seconds(clips[int(button.get_attribute("data-clip"))])
            samples = int(button.get_attribute("data-samples"))
            if abs(samples / 22050 - expected) > exactness:
                problems.append(f"{name}: the button says {samples} samples, its audio holds {expected:.3f} s")
            # Keyboard, as a user without a mouse presses it: focus, then Enter.
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus();", button)
            button.send_keys(Keys.ENTER)
            state = None
            deadline = time.time() + 10
            while time.time() < deadline:
                state = driver.execute_script(STATE, played)
                if state and (state["error"] is not None or (state["time"] > 0 or state["ended"])):
                    break
                time.sleep(0.02)
            if not state:
                problems.append(f"{name}: pressing it played nothing")
                continue
            played += 1
            if state["error"] is not None:
                problems.append(f"{name}: the browser could not play it (media error {state['error']})")
            elif not (state["time"] > 0 or state["ended"]):
                problems.append(f"{name}: it did not start playing")
            elif abs(state["duration"] - expected) > slack:
                problems.append(f"{name}: plays {state['duration']:.3f} s, its audio is {expected:.3f} s")
            status = driver.find_element(By.ID, "now-playing").text
            # A short clip on a busy machine may have ended before the line is read.
            if not status.startswith("Playing") and not (state["ended"] and status == "Finished."):
                problems.append(f"{name}: the status line says '{status}' while it plays")
        # Pressing the playing button again stops it.
        if buttons:
            last = buttons[-1]
            last.send_keys(Keys.ENTER)
            if last.get_attribute("aria-pressed") != "false":
                problems.append("pressing the playing button again does not stop it")
        for button in samplers:
            played = check_sampler(driver, button, played, problems)

        # What a screen reader navigates by.
        if len(driver.find_elements(By.TAG_NAME, "h1")) != 1:
            problems.append("the page needs exactly one h1")
        if not driver.find_elements(By.CSS_SELECTOR, "table caption"):
            problems.append("the table has no caption")
        if not driver.find_elements(By.CSS_SELECTOR, "thead th[scope=col]"):
            problems.append("the table has no column headers")
        if len(driver.find_elements(By.CSS_SELECTOR, "tbody th[scope=row]")) != len(
                driver.find_elements(By.CSS_SELECTOR, "tbody tr")):
            problems.append("not every row has a row header")

        found, passed = page_problems(driver)
        problems += found
        print(f"{page.name}: {len(buttons)} play buttons played, {len(samplers)} folded lists heard, "
              f"{len(clips)} recordings, "
              f"axe passes: {passed} rules")
    finally:
        driver.quit()
    return report(path, problems)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: check_handoff_page.py PAGE.html", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))

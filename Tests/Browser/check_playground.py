#!/usr/bin/env python3
"""Drives a scenario's playground page (earshot serve) in a real headless Chromium, as a
designer would, through chromedriver and Selenium:

- a key press on the gesture pad (Right arrow) swipes: both readers' transcripts and
  `why` fill in, and each reader's speech arrives as audio the browser plays;
- a click on an element in a picture touches it: focus moves there in both readers;
- a gesture button, and a command typed in the command box, run;
- the scenario edited in the page and saved: the pictures show the edit; a mistake
  saved shows validate's located error;
- axe-core finds nothing, on load and after all of it.

Usage: check_playground.py URL NEW-LABEL   Exit 0 when all hold, 1 with every problem listed.
"""
import sys

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page_check import browser, page_problems, report, wait_for

HOOK = """
window.__earshotPlays = [];
const play = HTMLMediaElement.prototype.play;
HTMLMediaElement.prototype.play = function () {
  window.__earshotPlays.push(this);
  return play.apply(this, arguments);
};
"""

PLAYED = """
return window.__earshotPlays.map(function (a) {
  return {src: a.currentSrc, time: a.currentTime, ended: a.ended, duration: a.duration,
          error: a.error ? a.error.code : null};
});
"""


def texts(driver, selector):
    """The elements' texts now; an element redrawn while read counts as not there yet."""
    try:
        return [element.get_attribute("textContent") for element in driver.find_elements(By.CSS_SELECTOR, selector)]
    except StaleElementReferenceException:
        return []


def click(driver, selector):
    """Clicks what the selector finds once it is there, finding it again if it was redrawn meanwhile."""
    def attempt():
        try:
            driver.find_element(By.CSS_SELECTOR, selector).click()
            return True
        except StaleElementReferenceException:
            return False
    return wait_for(attempt)


def main(url, new_label):
    problems = []
    driver = browser(["--autoplay-policy=no-user-gesture-required", "--mute-audio", "--window-size=1280,1000"])
    try:
        driver.get(url)
        driver.execute_script(HOOK)
        # Ready when the scenario's text has arrived in the editor (the page's first request).
        wait_for(lambda: driver.find_element(By.ID, "source").get_attribute("value"))
        found, _ = page_problems(driver)
        problems += [f"on load: {p}" for p in found]

        # A key press on the pad: a swipe right, heard from both readers.
        # Tab from the top of the page: the link back, then the gesture pad.
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.switch_to.active_element.get_attribute("id") != "pad":
            problems.append("the second Tab does not reach the gesture pad")
        driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        said = wait_for(lambda: all(texts(driver, f'.reader[data-platform="{p}"] .transcript li')
                                    for p in ("ios", "android")), 20)
        if not said:
            problems.append("Right arrow on the pad: the readers said nothing")
        if not texts(driver, '.reader[data-platform="ios"] .why li'):
            problems.append("Right arrow on the pad: no why for VoiceOver")
        # Each reader's speech arrives and plays (one after the other).
        plays = wait_for(lambda: [p for p in driver.execute_script(PLAYED)
                                  if p["error"] is None and (p["time"] > 0 or p["ended"])]
                         if len(driver.execute_script(PLAYED)) >= 2 else None, 60)
        if not plays:
            problems.append(f"the speech did not play: {driver.execute_script(PLAYED)}")
        else:
            print(f"audio: {len(plays)} clips played, first {plays[0]['duration']:.2f} s")

        # A click on an element of the picture touches it.
        click(driver, '.reader[data-platform="android"] button[data-touch="sign-in"]')
        if not wait_for(lambda: texts(driver, ".focus-name") == ["Sign in", "Sign in"]):
            problems.append(f"a click on Sign in's box: focus is {texts(driver, '.focus-name')}")

        # A gesture button, then a typed command.
        click(driver, 'button.gesture[data-command="first"]')
        if not wait_for(lambda: texts(driver, ".focus-name") == ["Email", "Email"]):
            problems.append(f"the First element button: focus is {texts(driver, '.focus-name')}")
        command = driver.find_element(By.ID, "command")
        command.send_keys("touch Remember me", Keys.ENTER)
        if not wait_for(lambda: texts(driver, ".focus-name") == ["Remember me", "Remember me"]):
            problems.append(f"typed 'touch Remember me': focus is {texts(driver, '.focus-name')}")

        # Edit the scenario in the page and save: the pictures follow.
        source = driver.find_element(By.ID, "source")
        wait_for(lambda: source.get_attribute("value"))
        text = source.get_attribute("value")
        source.click()
        source.send_keys(Keys.CONTROL, "a")
        source.send_keys(text.replace("label: Sign in,", f"label: {new_label},"))
        driver.find_element(By.CSS_SELECTOR, "#source-form button").click()
        if not wait_for(lambda: all(new_label in t for t in texts(driver, ".picture"))):
            problems.append("after saving, the pictures do not show the new label")
        # A mistake saved: validate's located error.
        source.send_keys(Keys.CONTROL, "a")
        source.send_keys(text.replace("- checkbox:", "- chekbox:"))
        driver.find_element(By.CSS_SELECTOR, "#source-form button").click()
        located = wait_for(lambda: [t for t in texts(driver, "#problems li") if ".yaml:4:" in t])
        if not located:
            problems.append(f"a mistake saved: problems are {texts(driver, '#problems li')}")

        found, passed = page_problems(driver)
        problems += [f"after use: {p}" for p in found]
        print(f"playground: keys, clicks, buttons, a command and two saves; axe passes: {passed} rules")
    finally:
        driver.quit()
    return report(url, problems)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: check_playground.py URL NEW-LABEL", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))

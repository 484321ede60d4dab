"""What every page check shares: a headless Chromium driven through chromedriver by
Selenium, the problems axe-core and the console report, and waiting for a state (never
a sleep). Imported by check_handoff_page.py, check_quiz_summary.py, check_playground.py
and check_classroom.py (which sit beside it)."""
import sys
import time

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def browser(extra_arguments=()):
    """Debian's Chromium, headless, its console kept for console_problems()."""
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     *extra_arguments]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(180)
    return driver


def axe_problems(driver):
    """axe-core's violations, one line each, and how many rules passed."""
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    problems = []
    for violation in results["violations"]:
        targets = ", ".join(str(node["target"]) for node in violation["nodes"][:3])
        problems.append(f"axe: {violation['id']} ({violation['impact']}): {violation['help']} at {targets}")
    return problems, len(results["passes"])


def page_problems(driver):
    """What every page must pass, axe-core and a quiet console; and how many axe rules passed."""
    problems, passed = axe_problems(driver)
    return problems + console_problems(driver), passed


def report(path, problems):
    """Prints each problem located at the page and gives the exit status: 1 when any."""
    for problem in problems:
        print(f"{path}: error: {problem}", file=sys.stderr)
    return 1 if problems else 0


def console_problems(driver):
    """Every error or warning the page wrote to the console."""
    return [f"console {entry['level'].lower()}: {entry['message']}"
            for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]


def wait_for(condition, seconds=20):
    """The condition's first true value, asked every 50 ms; None when it never held."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return None

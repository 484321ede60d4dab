#!/usr/bin/env python3
"""Checks an Earshot quiz summary page (earshot quiz --summary DIR --html FILE) in a
real headless Chromium, driven through chromedriver by Selenium:

- the page loads with no console errors or warnings;
- axe-core (through axe-selenium-python) finds no violations;
- what a screen reader navigates by: one h1, an h2 per trainee and one for the
  class, every table with a caption, column headers and a row header per row;
- the figures a trainer reads are the ones given on the command line
  (--expect 'Trainee|Criterion|cell of run 1|cell of run 2...' and
  --expect-class 'Criterion|criterion cell|element cell'), read from the tables as
  Chromium lays them out.

Usage: check_quiz_summary.py PAGE.html [--expect ROW]... [--expect-class ROW]...
Exit 0 when all hold, 1 with every problem listed.
"""
import pathlib
import sys

from selenium.webdriver.common.by import By

from page_check import browser, page_problems, report




def rows(table):
    """Each body row as its header's text and its cells' texts, as shown."""
    result = []
    for row in table.find_elements(By.CSS_SELECTOR, "tbody tr"):
        header = row.find_elements(By.CSS_SELECTOR, "th[scope=row]")
        cells = [cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
        result.append(([header[0].text] if header else [None]) + cells)
    return result


def main(path, expected, expected_class):
    problems = []
    page = pathlib.Path(path).resolve()
    driver = browser()
    try:
        driver.get(page.as_uri())
        if len(driver.find_elements(By.TAG_NAME, "h1")) != 1:
            problems.append("the page needs exactly one h1")
        tables = driver.find_elements(By.TAG_NAME, "table")
        if not tables:
            problems.append("no tables on the page")
        for index, table in enumerate(tables):
            name = f"table {index + 1}"
            captions = table.find_elements(By.TAG_NAME, "caption")
            if not captions or not captions[0].text.strip():
                problems.append(f"{name} has no caption")
            else:
                name = f"'{captions[0].text}'"
            if not table.find_elements(By.CSS_SELECTOR, "thead th[scope=col]"):
                problems.append(f"{name} has no column headers")
            body = table.find_elements(By.CSS_SELECTOR, "tbody tr")
            if len(table.find_elements(By.CSS_SELECTOR, "tbody th[scope=row]")) != len(body):
                problems.append(f"{name}: not every row has a row header")

        # Each trainee's section: its h2, then its criterion table, row by row.
        for line in expected:
            trainee, criterion, *cells = line.split("|")
            sections = [s for s in driver.find_elements(By.TAG_NAME, "section")
                        if s.find_elements(By.TAG_NAME, "h2") and s.find_element(By.TAG_NAME, "h2").text == trainee]
            if not sections:
                problems.append(f"no section headed '{trainee}'")
                continue
            progress = [t for t in sections[0].find_elements(By.TAG_NAME, "table")
                        if "run by run" in t.find_element(By.TAG_NAME, "caption").text]
            found = [r for table in progress for r in rows(table) if r[0] == criterion]
            if not found or found[0][1:] != cells:
                problems.append(f"{trainee}, {criterion}: expected {cells}, the page shows {found[0][1:] if found else 'no row'}")
        for line in expected_class:
            criterion, *cells = line.split("|")
            heading = [h for h in driver.find_elements(By.TAG_NAME, "h2") if h.text == "The class"]
            if not heading:
                problems.append("no section headed 'The class'")
                break
            section = heading[0].find_element(By.XPATH, "./ancestor::section")
            found = [r for r in rows(section.find_element(By.TAG_NAME, "table")) if r[0] == criterion]
            if not found or found[0][1:] != cells:
                problems.append(f"the class, {criterion}: expected {cells}, the page shows {found[0][1:] if found else 'no row'}")

        found, passed = page_problems(driver)
        problems += found
        print(f"{page.name}: {len(tables)} tables, {len(expected) + len(expected_class)} rows checked, "
              f"axe passes: {passed} rules")
    finally:
        driver.quit()
    return report(path, problems)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if not arguments:
        print("usage: check_quiz_summary.py PAGE.html [--expect ROW]... [--expect-class ROW]...", file=sys.stderr)
        sys.exit(2)
    page, expected, expected_class = arguments[0], [], []
    rest = arguments[1:]
    while rest:
        option, value, rest = rest[0], rest[1] if len(rest) > 1 else "", rest[2:]
        (expected if option == "--expect" else expected_class).append(value)
    sys.exit(main(page, expected, expected_class))

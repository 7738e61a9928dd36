#!/usr/bin/env python3
"""The arcade's web pages in real headless Chromium (selenium), as a player and a viewer use them.

Run by the server's tests (WebBrowserTests), which start `arcade serve --http`, rank a run and
keep a player playing over SSH; this script visits the pages and prints one JSON object of what
it saw, which the test checks. It needs Debian's chromium and chromium-driver and selenium from
PyPI (.ci/run installs them).

    pages.py BASE_URL RUN_ID WATCHED_NAME STEP SCREENSHOT_DIR METRICS_URL
"""
import json
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

base, run_id, watched, step, shots, metrics = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
seen = {"problems": []}

options = webdriver.ChromeOptions()
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,800", "--disable-dev-shm-usage"]:
    options.add_argument(argument)
browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
browser.set_page_load_timeout(20)


def screen():
    """The cells the page shows, a row a string (a wide character's right half dropped)."""
    shown = browser.execute_script("return window.arcadeScreen ? window.arcadeScreen() : null")
    if not shown:
        return []
    return ["".join(cell for cell in row if cell != "\u0000") for row in shown["rows"]]


def text():
    return "\n".join(screen())


def wait_for(what, condition, timeout=10.0):
    """Waits until `condition()` holds; notes a problem (and the screen) when it never does."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if condition():
                return True
        except Exception:  # the page is still loading
            pass
        time.sleep(0.05)
    said = browser.execute_script(
        "const s = document.getElementById('status'); const r = document.getElementById('screen');"
        + "return (s ? s.textContent : '-') + ' | closed: ' + (r && r.dataset.closed ? 'yes' : 'no')"
        + " + ' | frames: ' + (r ? r.dataset.frames : '-')")
    seen["problems"].append("timed out waiting for " + what + " (the page says: " + said + "):\n" + text())
    return False


def sample(name):
    """A sample's value on the server's /metrics page."""
    for line in urllib.request.urlopen(metrics + "/metrics").read().decode().splitlines():
        if line.startswith(name + " "):
            return float(line.split()[-1])
    return None


def press(key):
    ActionChains(browser).send_keys(key).perform()


def focus_screen():
    browser.execute_script("document.getElementById('screen').focus()")


try:
    # /play: the menu, a game started by a key, Esc asks to leave.
    browser.get(base + "/play")
    seen["menu"] = wait_for("the menu", lambda: "A R C A D E" in text())
    browser.save_screenshot(shots + "/play-menu.png")
    seen["csp"] = browser.execute_script("return document.querySelectorAll('script:not([src])').length") == 0
    focus_screen()
    press(Keys.ENTER)  # Balls, the first game: its rules
    wait_for("Balls' rules", lambda: "How to play Balls" in text())
    press(" ")  # any key plays
    wait_for("Balls' first level", lambda: "Press Space to start level 1" in text())
    press(" ")
    seen["game"] = wait_for("a game of Balls", lambda: "Score" in text() and "Press Space" not in text())
    press(Keys.ESCAPE)
    seen["leave"] = wait_for("the question to leave", lambda: "Leave Balls?" in text())
    browser.save_screenshot(shots + "/play-leave.png")

    # /: the boards link the run; /daily answers. The page left closed its game's socket (a
    # browser may keep a page it leaves; its socket would hold the place of a game nobody plays).
    browser.get(base + "/")
    seen["leftPageClosed"] = wait_for("the left page's socket to close", lambda: sample('arcade_web_clients{page="play"}') == 0, timeout=5)
    seen["homeLinksRun"] = len(browser.find_elements("css selector", "a[href='/runs/%s']" % run_id)) > 0
    seen["homeShowsPlayer"] = watched in browser.find_element("tag name", "body").text
    browser.get(base + "/daily")
    seen["daily"] = "Daily challenge" in browser.find_element("tag name", "h1").text

    # /runs/ID: plays, has markers, and shows step STEP as the terminal would.
    browser.get(base + "/runs/%s?size=80x24" % run_id)
    wait_for("the run's frames", lambda: int(browser.execute_script("return document.getElementById('screen').dataset.frames || 0")) > 3)
    seen["markers"] = [b.text for b in browser.find_elements("css selector", "#markers button")]
    seen["runPlays"] = wait_for("the run to move", lambda: int(browser.execute_script("return document.getElementById('screen').dataset.step || 0")) > 10)
    browser.find_element("id", "playpause").click()
    browser.execute_script(
        "const s = document.getElementById('seek'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));", step)
    seen["seeked"] = wait_for("step %d" % step, lambda: browser.execute_script("return document.getElementById('screen').dataset.step") == str(step))
    time.sleep(0.3)  # the frame follows its step in the same flush
    shown = browser.execute_script("return window.arcadeScreen()")
    seen["runFrame"] = {"w": shown["w"], "h": shown["h"], "rows": ["".join(r) for r in shown["rows"]], "styles": shown["styles"]}
    browser.save_screenshot(shots + "/run.png")
    if seen["markers"]:
        browser.find_elements("css selector", "#markers button")[0].click()
        first = int(browser.find_elements("css selector", "#markers button")[0].get_attribute("data-step"))
        seen["markerSeeks"] = wait_for("the first marker", lambda: browser.execute_script("return document.getElementById('screen').dataset.step") == str(first))

    # /watch/NAME: the live game, changing as the player plays.
    browser.get(base + "/watch/" + watched + "?size=80x24")
    seen["watching"] = wait_for("the live game", lambda: ("WATCHING %s live" % watched) in text(), timeout=15)
    first = text()
    seen["follows"] = wait_for("the live game to move", lambda: text() != first and "WATCHING" in text(), timeout=15)
    browser.save_screenshot(shots + "/watch.png")

    browser.get(base + "/play")
    wait_for("the menu again", lambda: "A R C A D E" in text())
    browser.save_screenshot(shots + "/play.png")
    seen["errors"] = [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
finally:
    browser.quit()

print(json.dumps(seen))

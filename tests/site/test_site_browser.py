"""The site as a person uses it, in headless Chromium opened on files (file://, no server):
follow links, open a permalink, search for a card, read a failure's diff, and see non-blank
pages at desktop and phone widths. Skips with the reason when no browser is installed."""

from __future__ import annotations

import shutil
import struct
import tempfile
import zlib
from pathlib import Path

import pytest

from adjudicator.site import paths

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
WAIT = 10  # seconds before a missing element fails the test (never slept: polled)


def _why_no_browser() -> str | None:
    if not CHROMIUM.exists():
        return (f"chromium not found at {CHROMIUM}; install the Debian package 'chromium' "
                "(and 'chromium-driver') to run the browser tests, as .ci/run does")
    if not CHROMEDRIVER.exists():
        return f"chromedriver not found at {CHROMEDRIVER}; install the Debian package 'chromium-driver'"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "the selenium package is not installed; pip install -e '.[dev]'"
    return None


@pytest.fixture(scope="module")
def browser():
    reason = _why_no_browser()
    if reason:
        pytest.skip(reason)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="adjudicator-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in ("--headless", "--no-sandbox", f"--user-data-dir={profile}", "--disable-gpu",
                "--disable-dev-shm-usage", "--allow-file-access-from-files"):
        options.add_argument(arg)
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    driver.implicitly_wait(0)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def viewport(driver, width: int, height: int) -> None:
    """An exact viewport (a phone's is a mobile one, honouring the meta viewport)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def wait_for(driver, css: str, text: str = ""):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    def found(d):
        for el in d.find_elements(By.CSS_SELECTOR, css):
            if text in el.text and el.is_displayed():
                return el
        return False

    return WebDriverWait(driver, WAIT).until(found, f"no visible {css!r} with text {text!r}")


def url(site: Path, rel: str) -> str:
    return (site / rel).resolve().as_uri()


def test_home_section_link_then_rule_group(browser, site):
    viewport(browser, 1280, 800)
    browser.get(url(site, "index.html"))
    wait_for(browser, "nav a", "No Dawn").click()
    assert browser.current_url.endswith("/nodawn/index.html")
    wait_for(browser, "table.sections a", "7 Additional Rules").click()
    assert browser.current_url.endswith("/nodawn/7.html")
    assert "Additional Rules" in wait_for(browser, "h1").text
    wait_for(browser, "ul.groups a", "704 State-Based Actions").click()
    assert browser.current_url.endswith("/nodawn/704.html")
    assert wait_for(browser, "h1").text == "704 State-Based Actions"


def test_rule_permalink_scrolls_to_the_rule(browser, site):
    viewport(browser, 1280, 800)
    browser.get(url(site, "nodawn/704.html") + "#704.5e")
    top = browser.execute_script("return document.getElementById('704.5e').getBoundingClientRect().top")
    assert abs(top) < 5, top  # the rule is at the top of the window
    assert browser.execute_script("return window.scrollY") > 0


def test_search_for_a_card_and_follow_the_hit(browser, site):
    viewport(browser, 1280, 800)
    browser.get(url(site, "nodawn/index.html"))
    box = wait_for(browser, "#search-input")
    box.click()
    box.send_keys("iron col")
    wait_for(browser, "#search-results a", "Iron Column").click()
    assert browser.current_url == url(site, "nodawn/cards/iron-column.html")
    assert wait_for(browser, "h1").text == "Iron Column"


def test_keyboard_user_meets_the_skip_link_first(browser, site):
    from selenium.webdriver.common.keys import Keys

    browser.get(url(site, "nodawn/704.html"))
    browser.find_element("css selector", "body").send_keys(Keys.TAB)
    active = browser.switch_to.active_element
    assert active.get_attribute("class") == "skip" and active.is_displayed()
    active.send_keys(Keys.ENTER)
    assert browser.execute_script("return document.activeElement.id") == "main"


def test_failing_scenario_shows_its_diff(browser, site, fabricated):
    browser.get(url(site, paths.scenario_page("nodawn", fabricated["failing"])))
    wait_for(browser, ".engine-result .result", "fail")
    diff = wait_for(browser, "#result-engine-a pre.diff")
    assert 'expected: {"corruption": 1, "wrath": 2}' in diff.text
    assert 'observed: {"corruption": 0, "wrath": 7}' in diff.text
    # The rule page's badge for that engine leads to the same place.
    browser.get(url(site, "nodawn/704.html") + "#704.5e")
    wait_for(browser, ".scenario .result.bad a", "Engine A: fail").click()
    assert browser.current_url.endswith(f"{fabricated['failing']}.html#result-engine-a")


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_screenshots_are_not_blank_and_nothing_overflows(browser, site, tmp_path, width, height):
    viewport(browser, width, height)
    browser.get(url(site, "nodawn/704.html") + "#704.5e")
    wait_for(browser, "h1")
    png = browser.get_screenshot_as_png()
    (tmp_path / f"shot-{width}.png").write_bytes(png)
    w, h, colours = png_colours(png)
    assert (w, h) == (width, height)
    assert colours > 16, f"only {colours} colours: the page looks blank"
    overflow = browser.execute_script("return document.documentElement.scrollWidth")
    assert overflow <= width, f"page is {overflow}px wide in a {width}px window"


def png_colours(png: bytes) -> tuple[int, int, int]:
    """(width, height, distinct colours) of an 8-bit RGB or RGBA, non-interlaced PNG, decoded with
    zlib and the five PNG row filters (no imaging library needed)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, bpp = 8, bytearray(), 0, 0, 0
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos:pos + 4])
        kind, data = png[pos + 4:pos + 8], png[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", data)
            assert depth == 8 and colour_type in (2, 6) and interlace == 0, "unexpected PNG format"
            bpp = 3 if colour_type == 2 else 4
        elif kind == b"IDAT":
            idat += data
    raw = zlib.decompress(bytes(idat))
    stride = width * bpp
    prev = bytearray(stride)
    colours: set[bytes] = set()
    for y in range(height):
        start = y * (stride + 1)
        row = _unfilter(raw[start], bytearray(raw[start + 1:start + 1 + stride]), prev, bpp)
        colours.update(bytes(row[i:i + 3]) for i in range(0, stride, bpp * 7))  # every 7th pixel
        prev = row
    return width, height, len(colours)


def _unfilter(kind: int, row: bytearray, prev: bytearray, bpp: int) -> bytearray:
    n = len(row)
    if kind == 0:
        return row
    if kind == 2:  # Up: bytewise addition without carries between bytes, on whole rows at once
        low = int.from_bytes(b"\x7f" * n, "big")
        x, y = int.from_bytes(row, "big"), int.from_bytes(prev, "big")
        return bytearray((((x & low) + (y & low)) ^ ((x ^ y) & ~low)).to_bytes(n + 1, "big")[-n:])
    for i in range(n):
        a = row[i - bpp] if i >= bpp else 0
        if kind == 1:
            row[i] = (row[i] + a) & 255
        elif kind == 3:
            row[i] = (row[i] + ((a + prev[i]) >> 1)) & 255
        else:  # 4, Paeth
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    return row

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


def screenshot(driver, tmp_path: Path, name: str, record_property) -> bytes:
    """Save the window as ``<tmp>/<name>.png`` and attach its path to the test's output."""
    png = driver.get_screenshot_as_png()
    path = tmp_path / f"{name}.png"
    path.write_bytes(png)
    record_property(f"screenshot-{name}", str(path))
    print(f"screenshot: {path}")
    return png


def box(driver, element) -> dict:
    """Where an element is drawn and how large its text is."""
    return driver.execute_script(
        "var r = arguments[0].getBoundingClientRect(), s = getComputedStyle(arguments[0]);"
        "return {left: r.left, right: r.right, width: r.width, height: r.height,"
        " font: parseFloat(s.fontSize), clipped: arguments[0].scrollWidth > arguments[0].clientWidth + 1};",
        element)


def assert_legible(driver, element, width: int, smallest: float = 12.0) -> None:
    """Shown, inside the window's width, not clipped, and in type no smaller than ``smallest`` px."""
    assert element.is_displayed(), element.get_attribute("outerHTML")[:200]
    b = box(driver, element)
    assert b["width"] > 0 and b["height"] > 0, b
    assert b["left"] >= 0 and b["right"] <= width + 0.5, f"drawn outside the {width}px window: {b}"
    assert b["font"] >= smallest and not b["clipped"], b


def first_in(driver, rule_id: str, css: str):
    """The first element matching ``css`` inside a rule's section."""
    return driver.execute_script(
        "return document.getElementById(arguments[0]).querySelector(arguments[1]);", rule_id, css)


def board_is_legible(driver, board, width: int, changes: bool = True) -> None:
    """The board and its players, cards and facts are legible; ``changes``: something is highlighted."""
    driver.execute_script("arguments[0].scrollIntoView();", board)
    assert_legible(driver, board, width)
    for css in (".board-before .player", ".board-before .card-box", ".board-after .fact"):
        for el in board.find_elements("css selector", css)[:6]:
            assert_legible(driver, el, width)
    if changes:
        assert board.find_elements("css selector", ".board-after .fact.changed"), "no value highlighted"


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_rule_page_without_rulebook_titles_summary_and_board(browser, site, tmp_path, record_property,
                                                             width, height):
    viewport(browser, width, height)
    browser.get(url(site, "nodawn/122.html") + "#122.2c")
    wait_for(browser, "h1")
    assert not browser.find_elements("css selector", ".rule-text"), "rule text without --rulebook"
    summary = first_in(browser, "122.2c", ".summary")
    assert "In our words:" in summary.text
    assert_legible(browser, summary, width, smallest=14)
    board = first_in(browser, "122.2c", "figure.board")
    board_is_legible(browser, board, width)
    png = screenshot(browser, tmp_path, f"rule-page-{width}", record_property)
    assert png_colours(png)[2] > 16
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_rule_page_with_rulebook_shows_the_rules_words(browser, learner_site, tmp_path, record_property,
                                                       width, height):
    site = learner_site["site"]
    viewport(browser, width, height)
    browser.get(url(site, "nodawn/704.html") + "#704.5e")
    text = first_in(browser, "704.5e", ".rule-text blockquote")
    assert learner_site["marker"] in text.text and "Made-up cascade" in text.text
    assert_legible(browser, text, width, smallest=14)
    assert not first_in(browser, "704.5e", ".changed-badge")  # the reviewed text
    board_is_legible(browser, first_in(browser, "704.5e", "figure.board"), width)
    browser.execute_script("document.getElementById('704.5e').scrollIntoView();")
    png = screenshot(browser, tmp_path, f"rule-page-rulebook-{width}", record_property)
    assert png_colours(png)[2] > 16
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    badge = first_in(browser, "704.5", ".changed-badge")
    assert_legible(browser, badge, width)
    assert badge.text == "changed since the corpus was reviewed"
    badge.click()
    assert browser.current_url.endswith("/nodawn/rulebook.html#changed")
    assert "adjudicator rules diff nodawn" in wait_for(browser, "main pre", "rules diff").text


def test_search_finds_a_rule_by_a_word_of_its_text(browser, learner_site):
    site = learner_site["site"]
    viewport(browser, 1280, 800)
    browser.get(url(site, "nodawn/index.html"))
    box_ = wait_for(browser, "#search-input")
    box_.click()
    box_.send_keys(learner_site["marker"][:7])
    hit = wait_for(browser, "#search-results a", "704.5e")
    assert "(in its text)" in hit.text
    hit.click()
    assert browser.current_url.endswith("/nodawn/704.html#704.5e")


def test_the_board_needs_no_script(browser, site):
    """With the page's scripts switched off the board is drawn all the same."""
    viewport(browser, 390, 844)
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get(url(site, paths.scenario_page("nodawn", "nodawn-wrath-cascade-seven")))
        board = browser.find_element("css selector", "figure.board")
        assert board.is_displayed() and "The board at the start" in board.text
        assert "Test Caprice" in board.text and "(was 4)" in board.text
        assert browser.find_element("css selector", "noscript") is not None
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_from_disk_start_here_leads_to_a_scenario_and_its_board(browser, site):
    viewport(browser, 390, 844)
    browser.get(url(site, "index.html"))
    assert browser.current_url.startswith("file://")
    wait_for(browser, "nav a", "No Dawn").click()
    first = wait_for(browser, ".start-here .first a")
    title = first.text
    first.click()
    assert "/nodawn/scenarios/" in browser.current_url and browser.current_url.startswith("file://")
    assert wait_for(browser, "h1").text == title
    board_is_legible(browser, wait_for(browser, "figure.board"), 390, changes=False)


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

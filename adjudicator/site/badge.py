"""SVG badges for a README: "nodawn | 97% conformant", one per engine and game.

Self-contained SVG (no fonts or images fetched), with a <title> and an aria-label so the text
is readable by assistive technology; white text on colours dark enough for WCAG AA contrast.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

CHAR_WIDTH = 7.0  # average advance of an 11px sans-serif, generous so text never overflows
PAD = 6
LABEL_COLOUR = "#4a4a4a"
#: (lowest rate, colour): each colour keeps white text above 4.5:1 contrast.
COLOURS = ((95, "#1a7f37"), (80, "#5a6e00"), (50, "#9a5b00"), (0, "#b42318"))
NONE_COLOUR = "#5c5c5c"


def colour(percent: int | None) -> str:
    if percent is None:
        return NONE_COLOUR
    return next(c for low, c in COLOURS if percent >= low)


def badge_svg(label: str, passed: int, counted: int) -> str:
    """A two-part badge: the label (a game) and the pass rate of an engine on it."""
    pct = 100 * passed // counted if counted else None
    message = f"{pct}% conformant" if pct is not None else "no cases run"
    lw = round(len(label) * CHAR_WIDTH + 2 * PAD)
    mw = round(len(message) * CHAR_WIDTH + 2 * PAD)
    width = lw + mw
    text = f"{label}: {message} ({passed}/{counted})"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="20" role="img" '
        f"aria-label={quoteattr(text)}>"
        f"<title>{escape(text)}</title>"
        f'<rect width="{lw}" height="20" fill="{LABEL_COLOUR}"/>'
        f'<rect x="{lw}" width="{mw}" height="20" fill="{colour(pct)}"/>'
        f'<g fill="#ffffff" font-family="DejaVu Sans,Verdana,Geneva,sans-serif" font-size="11" '
        f'text-anchor="middle">'
        f'<text x="{lw / 2:g}" y="14">{escape(label)}</text>'
        f'<text x="{lw + mw / 2:g}" y="14">{escape(message)}</text>'
        f"</g></svg>\n"
    )

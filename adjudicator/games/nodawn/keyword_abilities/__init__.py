"""Keyword abilities (702), one module per keyword, named after it; each module's docstring
opens with its rule id, and it registers what the keyword does at the core's hook points.

By the rulebook's groups — combat and evasion: Celerity 702.2, Frenzy 702.3, Vigilance 702.4,
Feed 702.5, Venom 702.6, Overrun 702.7, Dread 702.8, Bloodlust 702.9, Flying 702.10, Reach
702.11, Deathless 702.12, Elusive 702.13, Toll 702.14, Sanctity 702.15, Ambush 702.16, Bulwark
702.17; utility: Recall 702.20, Bleed 702.21, Despoil 702.23, Tribute 702.25, Muster 702.26,
Scholarship 702.27, Champion 702.28, Siege 702.29 (Drop-rites, 702.30, is a printed trigger:
spells/triggered.py); clan-signature: Backlash 702.36, Command 702.37, Contagion 702.40,
Decay 702.41, Devour 702.43, Pack 702.44, Scatter 702.45.
"""

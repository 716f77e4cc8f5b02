"""Keyword actions (701), one module per action, each an instruction of the test card kit
(docs/games/nodawn.md#test-card-kit): counter and its out clause (701.7), destroy (701.9),
banish (701.6), discard (701.10), Foresee (701.16), Erode (701.24), double (701.26).
Sacrificing (701.12) is core/zones.py's leave_battlefield into the Spoils.
"""

"""The No Dawn core: what every rule stands on, naming no particular rule module.

The state model and its derived values (``state``, ``layers``), naming and finding objects
(``objects``), keywords as written on cards (``keywords``), events and who watches them
(``events``), the points where rule modules hook in (``hooks``, ``replacement``,
``instructions``, ``actions``), moving permanents (``zones``), targets (``targets``), the stack
and triggered abilities waiting for it (``stack``, ``triggers``), the state-based actions'
sweep (``checks``), the turn's steps (``turn``), priority (``priority``) and the game's end
(``outcome``). Rule modules register with these; the core imports none of them. See
docs/architecture.md, "A game engine: core and rule modules".
"""

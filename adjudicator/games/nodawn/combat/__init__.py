"""Combat (506-511): the combat record and its steps (``record``), declaring attackers (508,
``attackers``) and blockers (509, ``blockers``), and combat damage (510, ``damage``).

The combat record lives in two places of the canonical state:

* ``state["combat"]`` while the combat phase runs (``None`` outside it): ``declaring`` names the
  declaration still open (``"attackers"`` as the declare attackers step begins, 508.1;
  ``"blockers"`` as the declare blockers step begins, 509.1; ``None`` once the first player
  has acted with priority in that step), ``attacked`` says whether any Entity was declared as
  an attacker this combat (508.5), and ``damage_step`` which combat damage step is running:
  ``"celerity"`` (the extra first one, 510.1) or ``"normal"``.
* each Entity in combat carries ``attacking`` (its attack's target as players name it: a
  player's name for their Master, ``"<player>'s <card>"`` for a permanent, 506.3), ``blocked``
  (whether any blocker was declared for its attack, 509.1g) or ``blocking`` (the attacker it
  blocks, ``"<player>'s <card>"``).

Declarations are actions (``attack``, ``block``) taken while their declaration is open; the
first action with priority in that step (a pass, a cast) closes it, so passing through the
step declares nothing. The combat keywords (Celerity, Frenzy, Vigilance, Feed, Venom,
Overrun, Dread, Bloodlust, Flying, Reach, Bulwark, Sanctity) are keyword_abilities/ modules
registered at the core's hook points.
"""

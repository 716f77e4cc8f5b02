"""Turn structure (section 5 of the rulebook): the turn-based actions of the beginning phase
(502 replenish, 504 draw; the upkeep's return from shelter is world_cycle/nightfall.py), the
drop of the main phase (505.4) and the cleanup step (514). Moving from step to step is
core/turn.py; combat (506-511) is combat/.
"""

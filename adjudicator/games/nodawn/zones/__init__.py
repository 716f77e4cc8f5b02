"""Zones (section 4 of the rulebook): the Shelter in the Havens (408.2) and the Pit (407).

``shelter`` is a foundation — what shelters and where, read by combat, targeting and the world
cycle — and imports only the core.
"""

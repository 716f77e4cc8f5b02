"""Spells, abilities and effects (section 6 of the rulebook): casting (601), activating (602),
triggered abilities (603), static abilities (604, 611.3), resolving (608), one-shot effects
(610), continuous effects and the layers (611, 613), replacement (614) and prevention (615,
616).
"""

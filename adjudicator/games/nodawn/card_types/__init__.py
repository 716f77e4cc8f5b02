"""Card types (section 3 of the rulebook), one module per type whose rules go beyond casting
and resolving: Powers set and fired (304), Traps set and sprung (307).
"""
